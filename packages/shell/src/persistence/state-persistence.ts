/**
 * The one place browser storage is touched (STYLE.md 6). Slices of several stores are saved
 * together under one key at most every 2 s (platform.md §4.1, §9) and read back at start.
 * A saved state that is corrupt or from another version is discarded, never trusted.
 */
export const PERSISTENCE_THROTTLE_MS = 2000;
export const PERSISTENCE_VERSION = 1;
export const PERSISTENCE_KEY = 'companion:state';

/** The slices platform.md §4.1 names; nothing else is ever written. */
export const persistedSliceNames = [
  'modules',
  'authentication',
  'vod',
  'voditem',
  'itinerary',
  'cart',
  'bookings',
  'navigation',
  'i18nState',
  'musement',
  'photomatch',
  'tacBookings',
] as const;
export type PersistedSliceName = (typeof persistedSliceNames)[number];

export type PersistableStore<T> = {
  getState: () => T;
  /** zustand's: lets a slice registered late tell whether the store changed since start. */
  getInitialState?: () => T;
  setState: (partial: Partial<T>) => void;
  subscribe: (listener: (state: T) => void) => () => void;
};

export type SliceCodec<T, S> = {
  /** What of the store is saved: only plain data, never functions. */
  save: (state: T) => S;
  /** Validates what was saved; `undefined` discards it. */
  restore: (saved: unknown) => Partial<T> | undefined;
};

type Envelope = { version: number; slices: Partial<Record<PersistedSliceName, unknown>> };

export type StatePersistence = {
  persistSlice: <T, S>(
    name: PersistedSliceName,
    store: PersistableStore<T>,
    codec: SliceCodec<T, S>,
    options?: {
      keepNewer?: boolean;
      /** Nothing is saved while the store is as it started: there is nothing to restore. */
      omitInitial?: boolean;
    },
  ) => () => void;
  flush: () => void;
  /**
   * Forgets what was saved for slices not registered yet (logout): a slice whose code loads
   * after the guest left must not bring the guest's data back, nor keep it in storage.
   */
  forgetUnregistered: () => void;
  /** Whether what was saved holds a slice nothing has registered yet (one to restore when it does). */
  holdsUnregistered: () => boolean;
};

export type StatePersistenceOptions = {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  throttleMs?: number;
  warn?: (message: string) => void;
};

function readEnvelope(options: StatePersistenceOptions): Envelope {
  const empty: Envelope = { version: PERSISTENCE_VERSION, slices: {} };
  const raw = safely(() => options.storage?.getItem(PERSISTENCE_KEY) ?? null, null);
  if (!raw) return empty;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === 'object' &&
      (parsed as Envelope).version === PERSISTENCE_VERSION &&
      typeof (parsed as Envelope).slices === 'object'
    ) {
      return parsed as Envelope;
    }
    options.warn?.('Saved state is from another version; starting fresh.');
  } catch {
    options.warn?.('Saved state is unreadable; starting fresh.');
  }
  safely(() => options.storage?.removeItem(PERSISTENCE_KEY), undefined);
  return empty;
}

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    // Private browsing or a full quota must not break the app; it only loses persistence.
    return fallback;
  }
}

export function createStatePersistence(options: StatePersistenceOptions): StatePersistence {
  const throttleMs = options.throttleMs ?? PERSISTENCE_THROTTLE_MS;
  const saved = readEnvelope(options);
  const savers = new Map<PersistedSliceName, () => unknown>();
  const registered = new Set<PersistedSliceName>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastWrite = Number.NEGATIVE_INFINITY;

  function write(): void {
    timer = undefined;
    lastWrite = Date.now();
    // A slice whose feature registers it lazily (its schema loads after the first render) keeps
    // what was saved until it is registered: a write before then must not lose it.
    const slices: Envelope['slices'] = {};
    for (const name of persistedSliceNames) if (!registered.has(name) && name in saved.slices) slices[name] = saved.slices[name];
    for (const [name, save] of savers) {
      const value = save();
      if (value !== undefined) slices[name] = value;
    }
    safely(
      () => options.storage?.setItem(PERSISTENCE_KEY, JSON.stringify({ version: PERSISTENCE_VERSION, slices } satisfies Envelope)),
      undefined,
    );
  }

  function schedule(): void {
    if (timer !== undefined) return;
    const wait = Math.max(0, lastWrite + throttleMs - Date.now());
    timer = setTimeout(write, wait);
  }

  return {
    persistSlice(name, store, codec, sliceOptions) {
      registered.add(name);
      // Registered late (`keepNewer`), after the store already changed (a refresh from the hub):
      // what the store holds is newer than what was saved, so the saved copy is not restored.
      const changed =
        sliceOptions?.keepNewer === true && store.getInitialState !== undefined && store.getState() !== store.getInitialState();
      const restored = name in saved.slices && !changed ? codec.restore(saved.slices[name]) : undefined;
      if (restored) store.setState(restored);
      else if (name in saved.slices && !changed) options.warn?.(`Saved "${name}" did not match; discarded.`);
      const initial = sliceOptions?.omitInitial && store.getInitialState ? JSON.stringify(codec.save(store.getInitialState())) : undefined;
      savers.set(name, () => {
        const value = codec.save(store.getState());
        return initial !== undefined && JSON.stringify(value) === initial ? undefined : value;
      });
      const unsubscribe = store.subscribe(schedule);
      // What changed before the slice registered (a login before its code loaded) is saved now,
      // not only at the store's next change.
      if (changed) schedule();
      return () => {
        unsubscribe();
        savers.delete(name);
      };
    },
    flush() {
      if (timer !== undefined) clearTimeout(timer);
      write();
    },
    forgetUnregistered() {
      for (const name of persistedSliceNames) if (!registered.has(name)) delete saved.slices[name];
    },
    holdsUnregistered: () => persistedSliceNames.some((name) => !registered.has(name) && name in saved.slices),
  };
}

/**
 * The persistence a feature's slices register with: a slice registered after its store already
 * changed (its code loaded after a refresh from the hub) keeps the newer state, and a slice as it
 * started (no cart, no holiday) is not saved. A start that finds a feature's slice saved restores
 * it at once, loading the feature's checks (zod) before the first screen; a first visitor's empty
 * slices, saved as the page closed, made every next start do that for nothing (issue 20).
 */
export function featurePersistence(persistence: StatePersistence): StatePersistence {
  return {
    ...persistence,
    persistSlice: (name, store, codec) => persistence.persistSlice(name, store, codec, { keepNewer: true, omitInitial: true }),
  };
}
