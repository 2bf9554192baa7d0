/**
 * Answers kept for a lifetime (the catalogue's 24 h, the programme's 120 s, the video token's
 * 6 h): a screen that opens again within it shows the answer at once instead of a spinner.
 * After its lifetime an answer stays as the last good one: when the refresh cannot reach the hub,
 * the screen keeps showing it instead of an error (issue 20: signage and kiosk survive the hub
 * going away). Guest answers are cached too, so logout empties the cache with the rest of the
 * guest's data.
 */
type Entry = { value: unknown; expires: number };

const entries = new Map<string, Entry>();

/** The answer while its lifetime lasts. */
export function readCached<T>(key: string, now: number = Date.now()): { value: T } | undefined {
  const entry = entries.get(key);
  if (!entry || entry.expires <= now) return undefined;
  return { value: entry.value as T };
}

/** The last answer under the key, however old: shown when its refresh cannot reach the hub. */
export function readLastGood<T>(key: string): { value: T } | undefined {
  const entry = entries.get(key);
  return entry ? { value: entry.value as T } : undefined;
}

export function writeCached(key: string, value: unknown, lifetimeMs: number, now: number = Date.now()): void {
  entries.set(key, { value, expires: now + lifetimeMs });
}

export function clearHubDataCache(): void {
  entries.clear();
}
