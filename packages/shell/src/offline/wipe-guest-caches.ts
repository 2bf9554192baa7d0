/**
 * Cache Storage after a guest's session: the service worker never stores an answer to a request
 * that carried a session (tooling/vite-app-config/service-worker.mjs), so there should be
 * nothing to wipe. This is the second wall: any cache named for a guest goes, and any entry
 * whose address names a guest path or carries a session goes too, before the next guest comes.
 */
const guestAddress =
  /\/api\/.*(^|\/)(passengers?|account|accounts|bookings?|orders?|cart|basket|photomatch|authentication|pms|muster)(\/|$|\?)|[?&][^=]*(session|token|passenger|booking)[^=]*=/i;

export function isGuestAddress(url: string): boolean {
  return guestAddress.test(url);
}

export async function wipeGuestCaches(cacheStorage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  if (!cacheStorage) return;
  const names = await cacheStorage.keys();
  await Promise.all(
    names.map(async (name) => {
      if (/guest|session/i.test(name)) {
        await cacheStorage.delete(name);
        return;
      }
      const cache = await cacheStorage.open(name);
      const requests = await cache.keys();
      await Promise.all(requests.filter((request) => isGuestAddress(request.url)).map((request) => cache.delete(request)));
    }),
  );
}
