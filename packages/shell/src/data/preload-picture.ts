/** Addresses already asked for; a kiosk runs for days, so the memory of them is bounded. */
const asked = new Set<string>();
const REMEMBERED = 100;

/**
 * Starts the download of the picture a screen is about to show first and largest, at high
 * priority, once per address: `<link rel="preload" as="image">`, which the `<img>` with the same
 * address then takes from the browser's cache. Called when the screen's hub answer arrives, so
 * the picture's request does not wait until React has drawn the screen (issue 20: Lighthouse's
 * "LCP request discovery" on every content page).
 */
export function preloadPicture(address: string | undefined): void {
  if (!address || asked.has(address) || typeof document === 'undefined' || !isWebAddress(address) || preloadedAtStart(address)) return;
  if (asked.size >= REMEMBERED) asked.clear();
  asked.add(address);
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.setAttribute('href', address);
  document.head.appendChild(link);
}

/** The start script asked for the first screen's picture already (FeatureRoute's `earlyPicture`). */
function preloadedAtStart(address: string): boolean {
  return [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].some((link) => link.getAttribute('href') === address);
}

/** Only pictures on the web: an address the hub sent is never a `javascript:` or `data:` link in the head. */
function isWebAddress(address: string): boolean {
  try {
    const { protocol } = new URL(address, document.baseURI);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
