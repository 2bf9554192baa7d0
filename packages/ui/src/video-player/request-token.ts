/** The part of a VHS request options object the token hook touches. */
export type VhsRequestOptions = { uri: string; headers?: Record<string, string> };

/**
 * Adds `Authorization: Bearer …` to a playlist or segment request. The token is read per request
 * (never captured at start), so a token renewed while a film plays is used from the next segment.
 */
export function withBearerToken<T extends VhsRequestOptions>(options: T, token: string | undefined): T {
  if (!token) return options;
  return { ...options, headers: { ...options.headers, Authorization: `Bearer ${token}` } };
}

/** Query parameter carrying the token where no header can be sent (native HLS, docs/decisions.md). */
export const TOKEN_QUERY_PARAMETER = 'access_token';

/** The source address with the token as a query parameter, for players that cannot send headers. */
export function withTokenInQuery(src: string, token: string | undefined): string {
  if (!token) return src;
  const url = new URL(src, globalThis.location?.href ?? 'http://localhost/');
  url.searchParams.set(TOKEN_QUERY_PARAMETER, token);
  return url.toString();
}

const hlsTypes = new Set(['application/x-mpegurl', 'application/vnd.apple.mpegurl']);

export function isHlsType(type: string): boolean {
  return hlsTypes.has(type.toLowerCase());
}

/**
 * True where video.js's own HLS engine cannot run (no Media Source Extensions: the iPhone before
 * iOS 17.1) and the browser would play HLS natively, sending no custom header.
 */
export function playsHlsNativelyOnly(win: Window = window): boolean {
  const withMse = win as Window & { MediaSource?: unknown; ManagedMediaSource?: unknown };
  if (withMse.MediaSource || withMse.ManagedMediaSource) return false;
  const probe = win.document.createElement('video');
  return probe.canPlayType('application/vnd.apple.mpegurl') !== '';
}

/** Sources as the player should load them: HLS gets the query-token fallback where it plays natively. */
export function sourcesForPlayback(
  sources: readonly { src: string; type: string }[],
  token: string | undefined,
  nativeOnly: boolean,
): { src: string; type: string }[] {
  return sources.map((source) =>
    nativeOnly && isHlsType(source.type) ? { ...source, src: withTokenInQuery(source.src, token) } : { ...source },
  );
}
