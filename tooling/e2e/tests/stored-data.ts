import type { Page } from '@playwright/test';

/**
 * Everything the browser keeps for this origin, as one string: local and session storage, every
 * value of every IndexedDB object store, and every Cache Storage entry's address and body. The
 * privacy checks search it for what a guest left behind. The app's own code and styles in the
 * service worker's precache are skipped: they are the same for every guest, and reading
 * megabytes of them on every poll would make the checks slow.
 */
export async function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const request = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
      });
    const parts = [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })];
    const databases = 'databases' in indexedDB ? await indexedDB.databases() : [];
    for (const { name, version } of databases) {
      if (!name) continue;
      const db = await request(indexedDB.open(name, version));
      parts.push(`indexedDB ${name}`);
      for (const store of Array.from(db.objectStoreNames)) {
        parts.push(`${name}/${store} ${JSON.stringify(await request(db.transaction(store, 'readonly').objectStore(store).getAll()))}`);
      }
      db.close();
    }
    if ('caches' in window) {
      for (const cacheName of await window.caches.keys()) {
        const cache = await window.caches.open(cacheName);
        for (const cached of await cache.keys()) {
          const response = await cache.match(cached);
          const readable = response && response.type !== 'opaque' && !/javascript|css/.test(response.headers.get('content-type') ?? '');
          parts.push(`cache ${cacheName} ${cached.url} ${readable ? await response.text() : ''}`);
        }
      }
    }
    return parts.join(' ');
  });
}

/** The session id the app saved for the next start, if it has saved one yet. */
function savedSessionId(): string | undefined {
  const saved = JSON.parse(localStorage.getItem('companion:state') ?? '{}') as { slices?: { authentication?: { sessionId?: string } } };
  return saved.slices?.authentication?.sessionId ?? undefined;
}

/**
 * Waits until a login's session is saved for the next start, and returns its id. The app saves at
 * most every 2 s, and a session whose code registers after the first screen is saved when it
 * does: a journey that reloads the app (an address typed) must wait for the write, not a guess of
 * its time. On a page whose clock the test drives, the clock is moved on until the write is made.
 */
export async function untilSessionSaved(page: Page, options: { clock?: boolean } = {}): Promise<string> {
  if (!options.clock) {
    const saved = await page.waitForFunction(savedSessionId, undefined, { timeout: 10_000, polling: 100 });
    return String(await saved.jsonValue());
  }
  for (let step = 0; step < 20; step += 1) {
    await page.clock.runFor(500);
    const saved = await page.evaluate(savedSessionId);
    if (saved) return saved;
  }
  throw new Error('The session was not saved within 10 s of the page’s clock.');
}
