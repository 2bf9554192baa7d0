/**
 * A bounded memo for the formatters: every card of a long list formats the same few dates, times
 * and currencies again on each render, and luxon's parsing and each new Intl formatter cost far
 * more than a lookup (issue 20: the main thread of a cheap phone or kiosk after the data arrives).
 * The answers depend only on the arguments, so keeping them is safe; the bound keeps a kiosk that
 * runs for weeks from growing the map without end.
 */
export function remembered<T>(limit = 500): (key: string, compute: () => T) => T {
  const kept = new Map<string, T>();
  return (key, compute) => {
    if (kept.has(key)) return kept.get(key) as T;
    const value = compute();
    if (kept.size >= limit) kept.delete(kept.keys().next().value as string);
    kept.set(key, value);
    return value;
  };
}
