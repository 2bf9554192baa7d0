/**
 * Reads a hub answer before its schema has checked it: the value at `path` (object keys and
 * array indexes), or undefined where any step is missing. Only for hints that cost nothing when
 * wrong, like the start script's early picture (FeatureRoute in the shell); a screen shows only
 * checked answers.
 */
export function readUnchecked(answer: unknown, ...path: readonly (string | number)[]): unknown {
  let value = answer;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** A hub id (a number or a non-empty text) read from an unchecked answer, else undefined. */
export function uncheckedId(value: unknown): string | number | undefined {
  return typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : undefined;
}
