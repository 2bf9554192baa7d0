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
  persistSlice: <T, S>(name: PersistedSliceName, store: PersistableStore<T>, codec: SliceCodec<T, S>) => () => void;
  flush: () => void;
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
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastWrite = Number.NEGATIVE_INFINITY;

  function write(): void {
    timer = undefined;
    lastWrite = Date.now();
    const slices: Envelope['slices'] = {};
    for (const [name, save] of savers) slices[name] = save();
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
    persistSlice(name, store, codec) {
      const restored = name in saved.slices ? codec.restore(saved.slices[name]) : undefined;
      if (restored) store.setState(restored);
      else if (name in saved.slices) options.warn?.(`Saved "${name}" did not match; discarded.`);
      savers.set(name, () => codec.save(store.getState()));
      const unsubscribe = store.subscribe(schedule);
      return () => {
        unsubscribe();
        savers.delete(name);
      };
    },
    flush() {
      if (timer !== undefined) clearTimeout(timer);
      write();
    },
  };
}
