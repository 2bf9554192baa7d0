import type { RuntimeHubOverride } from '@companion/hub-client';

/**
 * Where the operator's `config.json` lives: beside the deployed index.html, i.e. at the app's
 * base. Resolving it against the page instead would make a deep link such as
 * /content/overview/1 ask for /content/overview/config.json, get the SPA page back and silently
 * lose the override. A relative base ('./') still resolves against the document.
 */
export function runtimeConfigUrl(baseUrl: string = import.meta.env.BASE_URL, documentBase: string = document.baseURI): URL {
  return new URL('config.json', new URL(baseUrl, documentBase));
}

/** The client configuration's languages (platform.md §3): the deployment's start language and the one for when the browser's is not ours. */
export type RuntimeLanguages = { defaultLanguage?: string | undefined; fallbackLanguage?: string | undefined };
export type RuntimeConfig = RuntimeHubOverride & RuntimeLanguages;

/**
 * Operators point an installed app at their hub with a `config.json` beside index.html
 * ({ "hubUrl": "...", "hubApiUrl": "...", "gamesUrl": "...", "defaultLanguage": "de",
 * "fallbackLanguage": "en" }, platform.md §3). A missing or unreadable file means no override.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
  url: URL = runtimeConfigUrl(),
): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) return {};
    const body: unknown = await response.json();
    return { ...readOverride(body), ...readLanguages(body) };
  } catch {
    return {};
  }
}

export function readOverride(body: unknown): RuntimeHubOverride {
  if (!body || typeof body !== 'object') return {};
  const record = body as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  return { hubUrl: text(record.hubUrl), hubApiUrl: text(record.hubApiUrl), gamesUrl: text(record.gamesUrl) };
}

/** The two language fields, as language codes ("de-DE" is "de"); anything else is left out. */
export function readLanguages(body: unknown): RuntimeLanguages {
  if (!body || typeof body !== 'object') return {};
  const record = body as Record<string, unknown>;
  const code = (value: unknown) =>
    typeof value === 'string' && /^[a-z]{2,3}([-_].*)?$/i.test(value.trim())
      ? value
          .trim()
          .slice(0, 3)
          .replace(/[-_].*$/, '')
          .toLowerCase()
      : undefined;
  return { defaultLanguage: code(record.defaultLanguage), fallbackLanguage: code(record.fallbackLanguage) };
}
