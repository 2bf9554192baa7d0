/**
 * index.html's start script asks for config.json while the entry script is still downloading
 * (tooling/vite-app-config/start-preload.mjs) and leaves the answer here. Boot takes it once; a
 * page without the script (tests, the dev server) fetches config.json itself.
 */
type EarlyWindow = {
  companionConfigJson?: Promise<Response>;
  companionDeviceConfig?: { url: string; answer: Promise<Response> };
  /** The first screen's `earlyReads` (FeatureRoute), by full address. */
  companionEarlyReads?: Record<string, Promise<Response>>;
};

export function takeEarlyConfigJson(target: object = globalThis): Promise<Response> | undefined {
  const early = target as EarlyWindow;
  const answer = early.companionConfigJson;
  delete early.companionConfigJson;
  return answer;
}

/** loadRuntimeConfig's fetch: the early answer on the first call, a real request otherwise. */
export function earlyConfigJsonFetch(target: object = globalThis): typeof fetch {
  let early = takeEarlyConfigJson(target);
  return (input, init) => {
    const answer = early;
    early = undefined;
    return answer ?? globalThis.fetch(input, init);
  };
}

/**
 * The hub client's fetch for what the start script already asked the hub for, before this file
 * even downloaded: the first devices/config, and the first screen's early reads. Each answer is
 * taken once, by the GET to that very address, and only while no guest session would have been
 * sent with it (the script sends none); every other request goes out as usual.
 */
export function earlyAnswersFetch(getSessionId: () => string | undefined, target: object = globalThis): typeof fetch {
  const early = target as EarlyWindow;
  // Boot's first call is devices/config: when it went elsewhere (config.json named another hub),
  // the early answer is not the one wanted.
  let deviceConfig = early.companionDeviceConfig;
  const reads = new Map(Object.entries(early.companionEarlyReads ?? {}));
  delete early.companionDeviceConfig;
  delete early.companionEarlyReads;
  return (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = request ? request.url : String(input);
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const sentAlike = method === 'GET' && getSessionId() === undefined;
    const answer = deviceConfig?.url === url ? deviceConfig.answer : reads.get(url);
    deviceConfig = undefined;
    reads.delete(url);
    return (sentAlike ? answer : undefined) ?? globalThis.fetch(input, init);
  };
}
