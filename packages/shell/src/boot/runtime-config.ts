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

/**
 * Operators point an installed app at their hub with a `config.json` beside index.html
 * ({ "hubUrl": "...", "hubApiUrl": "...", "gamesUrl": "..." }, platform.md §3). A missing or
 * unreadable file means no override.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
  url: URL = runtimeConfigUrl(),
): Promise<RuntimeHubOverride> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) return {};
    return readOverride(await response.json());
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
