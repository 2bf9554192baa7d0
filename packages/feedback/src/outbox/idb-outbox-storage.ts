import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxItem } from './outbox-item';
import type { OutboxStorage } from './outbox-storage';

const DATABASE = 'companion-outbox';
const STORE = 'items';

interface OutboxDatabase extends DBSchema {
  items: { key: string; value: OutboxItem };
}

/** The browser's outbox: one IndexedDB store keyed by the idempotency key. */
export function idbOutboxStorage(): OutboxStorage {
  let database: Promise<IDBPDatabase<OutboxDatabase>> | undefined;
  const open = () =>
    (database ??= openDB<OutboxDatabase>(DATABASE, 1, {
      upgrade(db) {
        db.createObjectStore(STORE, { keyPath: 'key' });
      },
    }));
  return {
    all: async () => (await (await open()).getAll(STORE)).sort((a, b) => a.createdAt - b.createdAt),
    put: async (item) => {
      await (await open()).put(STORE, item);
    },
    remove: async (key) => {
      await (await open()).delete(STORE, key);
    },
    clear: async () => {
      await (await open()).clear(STORE);
    },
  };
}
