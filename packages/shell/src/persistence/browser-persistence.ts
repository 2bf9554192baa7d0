import { runBeforeLastSave } from './before-last-save';
import { createStatePersistence, type StatePersistence } from './state-persistence';

/** The app's persistence on localStorage — the only line in the product that names it. */
export function createBrowserPersistence(): StatePersistence {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  const persistence = createStatePersistence({ storage, warn: (message) => console.warn(message) });
  // Writes wait up to 2 s to batch; a guest who reloads or leaves within them (a login, then
  // straight to another page) must not come back logged out or with an older cart. What must
  // change the state as the page goes (a logout under way) runs first (before-last-save.ts).
  window.addEventListener('pagehide', () => {
    runBeforeLastSave();
    persistence.flush();
  });
  return persistence;
}
