import type { Language } from '@companion/hub-client';

/** The languages the app's catalogues are written in. */
const shipped = (code: string | undefined): code is string => code === 'en' || code === 'de';

/** The browser's first language we ship, else the fallback when we ship it, else English (platform.md §9). */
export function pickBrowserLanguage(browserLanguages: readonly string[], fallbackLanguage?: string): string {
  for (const tag of browserLanguages) {
    const code = tag.toLowerCase().split('-')[0];
    if (shipped(code)) return code;
  }
  return shipped(fallbackLanguage) ? fallbackLanguage : 'en';
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

/**
 * The language a first visit starts in (a guest's saved choice is restored over it): config.json's
 * defaultLanguage when we ship it, the operator's word for this deployment; else German on a German
 * host; else the browser's language; else config.json's fallbackLanguage; else English.
 */
export function pickStartupLanguage(
  browserLanguages: readonly string[],
  hostname: string,
  configured: { defaultLanguage?: string | undefined; fallbackLanguage?: string | undefined } = {},
): string {
  if (shipped(configured.defaultLanguage)) return configured.defaultLanguage;
  return isGermanHost(hostname) ? 'de' : pickBrowserLanguage(browserLanguages, configured.fallbackLanguage);
}
