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
  const hub = createHubClient({
    hubApiUrl,
    getSessionId: () => undefined,
    logger: { warn: () => {}, error: () => {} },
    fetch: (input, init) => {
      asked.push(input instanceof Request ? input.url : String(input));
      return demo.fetch(input, init);
    },
  });
  await load(hub);
  return asked;
}
