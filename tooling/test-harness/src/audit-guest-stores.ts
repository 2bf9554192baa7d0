/** A zustand store as the audit sees it. */
type Store = {
  getState(): object;
  setState(state: object, replace: true): void;
  getInitialState(): object;
  subscribe(listener: () => void): () => void;
};

type Declared = { guestStores?: readonly object[] };

export type GuestStoreAudit = {
  /** `file#export` of every store that is neither a feature's guest store nor a device store. */
  undeclared: string[];
  /** `file#export` of every declared guest store that still holds a guest's values after the wipe. */
  notWiped: string[];
};

function isStore(value: unknown): value is Store {
  return (
    typeof value === 'function' &&
    ['getState', 'setState', 'getInitialState', 'subscribe'].every(
      (name) => typeof (value as unknown as Record<string, unknown>)[name] === 'function',
    )
  );
}

/**
 * Proves no guest's data outlives logout: every zustand store exported by the given store modules
 * must be declared (a feature's `guestStores`, or the shell's device stores), and every guest
 * store, filled with a guest's values, must be back at its initial state after `wipe` (the
 * session's clearGuestData). A package that adds a store and forgets to declare it fails here.
 */
export function auditGuestStores(options: {
  storeModules: Record<string, Record<string, unknown>>;
  features: readonly Declared[];
  deviceStores: readonly object[];
  wipe: () => void;
}): GuestStoreAudit {
  const guestStores = new Set(options.features.flatMap((feature) => feature.guestStores ?? []));
  const deviceStores = new Set(options.deviceStores);
  const undeclared: string[] = [];
  const notWiped: string[] = [];
  const found: [string, Store][] = [];
  for (const [file, module] of Object.entries(options.storeModules)) {
    for (const [name, value] of Object.entries(module)) {
      if (!isStore(value)) continue;
      if (!guestStores.has(value) && !deviceStores.has(value)) undeclared.push(`${file}#${name}`);
      if (guestStores.has(value)) found.push([`${file}#${name}`, value]);
    }
  }
  for (const [, store] of found) {
    const initial = store.getInitialState() as Record<string, unknown>;
    const filled = Object.fromEntries(
      Object.entries(initial).map(([key, value]) => [key, typeof value === 'function' ? value : { guest: 'Emily Smith', key }]),
    );
    store.setState(filled, true);
  }
  options.wipe();
  for (const [label, store] of found) {
    const left = Object.entries(store.getState()).filter(
      ([, value]) => typeof value !== 'function' && JSON.stringify(value)?.includes('Emily Smith'),
    );
    if (left.length > 0) notWiped.push(`${label} (${left.map(([key]) => key).join(', ')})`);
  }
  return { undeclared, notWiped };
}
