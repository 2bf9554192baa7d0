import type { OutboxItem } from './outbox-item';

/**
 * Where waiting sends are kept. Browsers use IndexedDB (`idb-outbox-storage.ts`, survives a
 * reload); unit tests run in jsdom, which has no IndexedDB, and use the memory one.
 */
export type OutboxStorage = {
  all(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(key: string): Promise<void>;
  clear(): Promise<void>;
};

export function memoryOutboxStorage(initial: readonly OutboxItem[] = []): OutboxStorage {
  const items = new Map(initial.map((item) => [item.key, item]));
  return {
    all: async () => [...items.values()].sort((a, b) => a.createdAt - b.createdAt),
    put: async (item) => {
      items.set(item.key, item);
    },
    remove: async (key) => {
      items.delete(key);
    },
    clear: async () => {
      items.clear();
    },
  };
}
