/**
 * The device's storage, in memory, for tests of saved state: `saved` is what an earlier page left
 * under `key` (a reload). `items` lets a test read what was written.
 */
export function memoryStorage(key: string, saved?: string) {
  const items = new Map<string, string>(saved === undefined ? [] : [[key, saved]]);
  return {
    items,
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => void items.set(name, value),
    removeItem: (name: string) => void items.delete(name),
  };
}
