import type { SliceCodec } from './state-persistence';

/**
 * A slice that is one field of a store, checked on the way back in: `parse` answers the value
 * or undefined for a saved copy that is tampered with or from an older shape (then discarded).
 * A saved null (nothing was there) restores as nothing, without a warning.
 */
export function fieldCodec<T, K extends keyof T>(field: K, parse: (saved: unknown) => T[K] | undefined): SliceCodec<T, T[K] | null> {
  return {
    save: (state) => state[field] ?? null,
    restore: (saved) => {
      if (saved === null) return {};
      const value = parse(saved);
      return value === undefined ? undefined : ({ [field]: value } as unknown as Partial<T>);
    },
  };
}
