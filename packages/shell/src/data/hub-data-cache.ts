/**
 * Answers kept for a lifetime (the catalogue's 24 h, the programme's 120 s, the video token's
 * 6 h): a screen that opens again within it shows the answer at once instead of a spinner.
 * Guest answers are cached too, so logout empties the cache with the rest of the guest's data.
 */
type Entry = { value: unknown; expires: number };

const entries = new Map<string, Entry>();

export function readCached<T>(key: string, now: number = Date.now()): { value: T } | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (entry.expires <= now) {
    entries.delete(key);
    return undefined;
  }
  return { value: entry.value as T };
}

export function writeCached(key: string, value: unknown, lifetimeMs: number, now: number = Date.now()): void {
  entries.set(key, { value, expires: now + lifetimeMs });
}

export function clearHubDataCache(): void {
  entries.clear();
}
