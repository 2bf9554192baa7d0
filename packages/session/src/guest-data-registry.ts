/**
 * Every store that holds guest data registers how to wipe it, so logout (and the kiosk's idle
 * logout) clears them all in one place and no guest's data reaches the next.
 */
const clearers = new Set<() => void>();

export function registerGuestDataClear(clear: () => void): () => void {
  clearers.add(clear);
  return () => clearers.delete(clear);
}

export function clearGuestData(): void {
  for (const clear of clearers) clear();
}
