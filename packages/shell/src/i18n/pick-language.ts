import type { Language } from '@companion/hub-client';

/** The browser's first language we ship, else English (platform.md §9). */
export function pickBrowserLanguage(browserLanguages: readonly string[]): string {
  for (const tag of browserLanguages) {
    const code = tag.toLowerCase().split('-')[0];
    if (code === 'en' || code === 'de') return code;
  }
  return 'en';
}

/** Start-up rule (platform.md §4.1): keep the current language if offered, else the first offered, else English. */
export function pickOfferedLanguage(current: string, offered: readonly Language[]): string {
  if (offered.some((language) => language.code === current)) return current;
  return offered[0]?.code ?? 'en';
}

/** German brand sites (a `.de` host or a `de.` first label) default to German (platform.md §9). */
export function isGermanHost(hostname: string): boolean {
  return hostname.endsWith('.de') || hostname.startsWith('de.');
}

export function pickStartupLanguage(browserLanguages: readonly string[], hostname: string): string {
  return isGermanHost(hostname) ? 'de' : pickBrowserLanguage(browserLanguages);
}
