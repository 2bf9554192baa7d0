import { browserOffline, offlineSince, subscribeNetworkStatus } from './network-status';

/** How often a hub thought unreachable is asked again while the device's own network is up. */
export const HUB_PROBE_MS = 5_000;

/**
 * One dropped request marks the hub unreachable, and only a later answer clears that. A guest on
 * the login or booking form sends nothing more while its button is disabled, so without a probe a
 * single lost packet kept "You are offline" until a reload. While the hub is thought unreachable
 * (and the browser itself is online) `probe` asks it again every few seconds; the probe's request
 * goes through the network-aware fetch, whose answer clears the state. One probe at a time: a
 * hanging one is not piled on.
 */
export function startHubProbe(probe: () => Promise<unknown>): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let inFlight = false;
  const ask = () => {
    if (inFlight || offlineSince() === undefined || browserOffline()) return;
    inFlight = true;
    probe()
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
      });
  };
  const follow = () => {
    const unreachable = offlineSince() !== undefined;
    if (unreachable && timer === undefined) timer = setInterval(ask, HUB_PROBE_MS);
    if (!unreachable && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  const unsubscribe = subscribeNetworkStatus(follow);
  follow();
  return () => {
    unsubscribe();
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
}
