import { VitePWA } from 'vite-plugin-pwa';

/**
 * The service worker every app builds with (docs/decisions.md, "Offline first: the service
 * worker"): Workbox's generateSW through vite-plugin-pwa, never a hand-written worker. The shell
 * registers it with workbox-window (packages/shell/src/offline/register-service-worker.ts) and
 * decides when a new version takes over; the plugin injects nothing into index.html.
 *
 * The functions below are copied into sw.js by their source text (Workbox stringifies
 * `urlPattern` and plugin callbacks), so each is self-contained: no imports, no outer names.
 */

/** No precached file may exceed this (issue 20): a file over it is left out with a warning. */
export const MAX_PRECACHED_FILE_BYTES = 2 * 1024 * 1024;

/** Where the page finds how old an answer served from the cache is (read by the shell). */
export const STORED_AT_HEADER = 'x-companion-stored-at';

/**
 * Hub GETs of public content: device configuration, content (cms), daily programme, itinerary
 * schedules, excursion lists and details, signage content, ship content, weather. Decided by the
 * request alone: the hub path after `/api/`, and no query parameter that names a session,
 * token or guest. Guest paths (passenger, account, bookings, orders, cart, photomatch, …) never
 * match, even when a future hub nests them under a public prefix.
 * @param {{ url: URL; request: Request }} options
 */
export function isPublicHubRead({ url, request }) {
  if (request.method !== 'GET') return false;
  const marker = url.pathname.indexOf('/api/');
  if (marker < 0) return false;
  const path = url.pathname.slice(marker + '/api/'.length);
  for (const name of url.searchParams.keys()) {
    if (/session|token|passenger|booking|account|pin|guest/i.test(name)) return false;
  }
  const guestSegment =
    /(^|\/)(passengers?|account|accounts|bookings?|orders?|cart|basket|photomatch|authentication|pms|muster|ratings|feedback|problems|metrics|vods|video-?service|events|availability|checkAvailability|findApplicableGuests|book)(\/|$)/i;
  if (guestSegment.test(path)) return false;
  return /^(devices\/config$|cms\/|itinerary\/schedules(\/|$)|itinerary\/weather\/|excursions\/(byDate|byDay|tags$|[^/]+$)|programme\/lineup$|digitalsignage\/content\/|ships\/content$|weather$)/.test(
    path,
  );
}

/**
 * Hub pictures (blobs/image?reference=…, blobs/images/{id}): public, addressed by id, fetched by
 * <img> without credentials or a session header.
 * @param {{ url: URL; request: Request }} options
 */
export function isHubImage({ url, request }) {
  if (request.method !== 'GET') return false;
  if (/session|token/i.test(url.search)) return false;
  return /\/api\/blobs\/(image$|images\/[^/]+$)/.test(url.pathname);
}

/**
 * The cache write of public hub reads: an answer to a request that carried a SessionId header is
 * never stored (a public path read by a logged-in guest may still be answered from the cache the
 * anonymous reads filled, but its own answer could be personal). What is stored is stamped with
 * the time it was fetched, so the offline banner can say what it shows is from when.
 * @param {{ request: Request; response: Response }} options
 * @returns {Promise<Response | null>}
 */
export async function keepAnonymousAnswersStamped({ request, response }) {
  if (request.headers.has('SessionId') || request.headers.has('Authorization')) return null;
  if (response.status !== 200 || response.type === 'opaque') return null;
  const cacheControl = response.headers.get('cache-control') ?? '';
  if (/no-store|private/i.test(cacheControl)) return null;
  const headers = new Headers(response.headers);
  headers.set('x-companion-stored-at', new Date().toISOString());
  headers.set('access-control-expose-headers', 'x-companion-stored-at');
  return new Response(await response.clone().blob(), { status: response.status, statusText: response.statusText, headers });
}

/**
 * The app's config.json (runtime hub address): asked for fresh, the last copy when offline.
 * @param {{ url: URL; request: Request; sameOrigin: boolean }} options
 */
export function isRuntimeConfig({ url, sameOrigin }) {
  return sameOrigin && url.pathname.endsWith('/config.json');
}

/** Seconds a hub read waits for the network before the cached answer is shown (then refreshed). */
const NETWORK_TIMEOUT_SECONDS = 4;

/** @returns {import('vite').PluginOption[]} */
export function serviceWorkerPlugin() {
  return [
    VitePWA({
      strategies: 'generateSW',
      // The shell registers with workbox-window and owns the update policy.
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      includeManifestIcons: false,
      workbox: {
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,webp,woff2,ico}'],
        globIgnores: ['**/config.json'],
        maximumFileSizeToCacheInBytes: MAX_PRECACHED_FILE_BYTES,
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first version controls the page at once, so the very first visit works offline;
        // later versions wait until the shell says "now" (a message: SKIP_WAITING).
        clientsClaim: true,
        skipWaiting: false,
        runtimeCaching: [
          {
            urlPattern: isRuntimeConfig,
            handler: 'NetworkFirst',
            options: { cacheName: 'companion-config', networkTimeoutSeconds: 3, cacheableResponse: { statuses: [200] } },
          },
          {
            urlPattern: isHubImage,
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'companion-hub-images',
              // <img> fetches without CORS: opaque answers (status 0) are all there is.
              cacheableResponse: { statuses: [0, 200] },
              expiration: { maxEntries: 120, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true },
            },
          },
          {
            urlPattern: isPublicHubRead,
            handler: 'NetworkFirst',
            options: {
              cacheName: 'companion-hub-public',
              networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
              expiration: { maxEntries: 400, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true },
              plugins: [{ cacheWillUpdate: keepAnonymousAnswersStamped }],
            },
          },
        ],
      },
    }),
    {
      // Tells the shell a worker exists in this build (dev servers and Storybook have none).
      name: 'companion:service-worker-flag',
      apply: 'build',
      config: () => ({ define: { 'import.meta.env.COMPANION_SERVICE_WORKER': JSON.stringify('/sw.js') } }),
    },
  ];
}
