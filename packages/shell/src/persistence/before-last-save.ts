const handlers = new Set<() => void>();

/**
 * Runs `handler` when the page is left (a reload, a typed address, a closed tab), before the saved
 * state's last write, and answers a function that cancels it. For what must change the saved
 * state as the page goes: a logout still under way is finished, so the next page does not start
 * logged in as the guest who left. Listener order cannot promise this: chromium calls a window's
 * `pagehide` listeners in the order they were added, capturing or not, and the persistence's own
 * is added at start.
 */
export function beforeLastSave(handler: () => void): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

/** The persistence's part, before its write: every handler once (exported for tests that stand in for that write). */
export function runBeforeLastSave(): void {
  for (const handler of [...handlers]) {
    handlers.delete(handler);
    try {
      handler();
    } catch (cause) {
      // One failing handler must not cost the guest the rest, nor the last write.
      console.error(cause);
    }
  }
}
