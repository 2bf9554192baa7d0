import type { RuntimeHubOverride } from '@companion/hub-client';

/**
 * Operators point an installed app at their hub with a `config.json` beside index.html
 * ({ "hubUrl": "...", "hubApiUrl": "...", "gamesUrl": "..." }, platform.md §3). A missing or
 * unreadable file means no override.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<RuntimeHubOverride> {
  try {
    const response = await fetchImpl(new URL('config.json', document.baseURI), { cache: 'no-store' });
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
