import { createStatePersistence, type StatePersistence } from './state-persistence';

/** The app's persistence on localStorage — the only line in the product that names it. */
export function createBrowserPersistence(): StatePersistence {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  return createStatePersistence({ storage, warn: (message) => console.warn(message) });
}
