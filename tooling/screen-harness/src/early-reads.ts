import { createHubClient, type HubClient } from '@companion/hub-client';
import type { FeatureRoute } from '@companion/shell';
import { createDemoHub } from '@companion/hub-sim';

const hubApiUrl = 'http://app.localhost:8080/api/';
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The addresses index.html's start script sends for a route's `earlyReads` at `path`'s
 * parameters and `now` (tooling/vite-app-config/start-script.mjs does the same in plain script).
 */
export function earlyReadAddresses(
  routes: readonly FeatureRoute[],
  path: string,
  params: Record<string, string> = {},
  now = new Date(),
): string[] {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route ${path}.`);
  const today = (format: string) =>
    format
      .replace('YYYY', String(now.getFullYear()))
      .replace('MM', pad(now.getMonth() + 1))
      .replace('DD', pad(now.getDate()));
  return (route.earlyReads ?? []).map(
    (read) =>
      new URL(
        read
          .replace(/\{today:([^}]+)\}/g, (_, format: string) => encodeURIComponent(today(format)))
          .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '')),
        hubApiUrl,
      ).href,
  );
}

/** The addresses `load` asks a fresh demo hub for, through a real hub client. */
export async function addressesAsked(load: (hub: HubClient) => Promise<unknown>): Promise<string[]> {
  const demo = createDemoHub();
  const asked: string[] = [];
  await load(
    clientOn((input, init) => {
      asked.push(input instanceof Request ? input.url : String(input));
      return demo.fetch(input, init);
    }),
  );
  return asked;
}

function clientOn(fetch: typeof globalThis.fetch): HubClient {
  return createHubClient({ hubApiUrl, getSessionId: () => undefined, logger: { warn: () => {}, error: () => {} }, fetch });
}

/**
 * The picture the start script would preload for `path`: the route's early reads and
 * devices/config answered by a fresh demo hub, unchecked, as the script hands them to the
 * route's `earlyPicture` rule.
 */
export async function earlyPictureOf(
  routes: readonly FeatureRoute[],
  path: string,
  params: Record<string, string> = {},
  search = '',
): Promise<string | undefined> {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route?.earlyPicture) throw new Error(`No early picture on ${path}.`);
  const demo = createDemoHub();
  const answerOf = async (address: string): Promise<unknown> => {
    const response = await demo.fetch(address);
    return response.ok ? ((await response.json()) as unknown) : undefined;
  };
  const answers = await Promise.all(earlyReadAddresses(routes, path, params).map(answerOf));
  const deviceConfig = await answerOf(`${hubApiUrl}devices/config`);
  const { earlyPicture } = await route.earlyPicture();
  return earlyPicture(answers, { hubApiUrl, search, deviceConfig });
}

/** A hub client on a fresh demo hub, at the address `earlyPictureOf` uses. */
export function demoHubClient(): HubClient {
  return clientOn(createDemoHub().fetch);
}
