/**
 * index.html's start script asks for config.json while the entry script is still downloading
 * (tooling/vite-app-config/start-preload.mjs) and leaves the answer here. Boot takes it once; a
 * page without the script (tests, the dev server) fetches config.json itself.
 */
type EarlyWindow = {
  companionConfigJson?: Promise<Response>;
  companionDeviceConfig?: { url: string; answer: Promise<Response> };
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
 * The hub client's fetch for the first devices/config: the answer the start script already asked
 * for when it went to this very address and no guest session would have been sent with it
 * (the script sends none); every other request goes out as usual.
 */
export function earlyDeviceConfigFetch(getSessionId: () => string | undefined, target: object = globalThis): typeof fetch {
  const early = target as EarlyWindow;
  let pending = early.companionDeviceConfig;
  delete early.companionDeviceConfig;
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const answer = pending && pending.url === url && getSessionId() === undefined ? pending.answer : undefined;
    pending = undefined;
    return answer ?? globalThis.fetch(input, init);
  };
}
