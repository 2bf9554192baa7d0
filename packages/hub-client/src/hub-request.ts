import { TimeoutError } from 'ky';
import type { z } from 'zod/mini';
import type { HubClient } from './hub-client';
import { HUB_GET_TIMEOUT_MS, HUB_POST_TIMEOUT_MS } from './hub-client';
import { hubFailure, isHubRefusal, type HubError, type HubResult } from './hub-error';
import { parseHubBody } from './parse-hub-body';

export type HubMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type HubRequest<S extends z.ZodMiniType> = {
  method?: HubMethod;
  /** Relative to the hub API address, without a leading slash. */
  path: string;
  searchParams?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  headers?: Record<string, string>;
  /** Another base address than the hub API, for calls to the hub root or the video service. */
  baseUrl?: string;
  /**
   * `'omit'` sends no cookies and no `SessionId`, and a 403 answer does not end the session
   * (marketplace calls: "credentials not sent", bookable-services §9). The browser's default otherwise.
   */
  credentials?: RequestCredentials;
  /**
   * The answer is not read (metrics counters answer whatever they like, even plain text);
   * `schema` then validates `null`.
   */
  ignoreBody?: boolean;
  schema: S;
};

/**
 * The one place a hub call happens: sends, then validates the answer with `schema`.
 * Never throws; every failure comes back as a HubError.
 */
export async function hubRequest<S extends z.ZodMiniType>(hub: HubClient, request: HubRequest<S>): Promise<HubResult<z.infer<S>>> {
  const method = request.method ?? 'GET';
  let response: Response;
  try {
    response = await hub.http(request.path, {
      method,
      searchParams: request.searchParams,
      json: request.json,
      headers: request.headers,
      ...(request.credentials ? { credentials: request.credentials } : {}),
      prefixUrl: request.baseUrl ?? hub.hubApiUrl,
      timeout: method === 'GET' ? HUB_GET_TIMEOUT_MS : HUB_POST_TIMEOUT_MS,
    });
  } catch (cause) {
    const error: HubError =
      cause instanceof TimeoutError
        ? { kind: 'timeout', message: `${method} ${request.path} timed out` }
        : { kind: 'network', message: cause instanceof Error ? cause.message : String(cause) };
    hub.logger.error(`hub ${method} ${request.path} failed`, error);
    return hubFailure(error);
  }
  const text = request.ignoreBody && response.ok ? discardBody(response) : await response.text().catch(() => '');
  if (!response.ok) {
    const error = httpError(response.status, text);
    // The raw body goes to the log only: it explains a proxy's failure to whoever reads the logs.
    // A refusal (a 4xx: an ended session sent to log in, a full excursion) is an answer the screen
    // handles, so a warning; a console of errors on every signed-out visit to the muster hid real ones.
    const detail = { ...error, body: text.slice(0, 300) };
    const message = `hub ${method} ${request.path} answered ${response.status}`;
    if (isHubRefusal(error)) hub.logger.warn(message, detail);
    else hub.logger.error(message, detail);
    return hubFailure(error);
  }
  const parsed = parseHubBody(request.schema, text);
  if (!parsed.ok) hub.logger.error(`hub ${method} ${request.path} sent a malformed answer`, parsed.error);
  return parsed;
}

export function hubGet<S extends z.ZodMiniType>(
  hub: HubClient,
  path: string,
  schema: S,
  searchParams?: HubRequest<S>['searchParams'],
): Promise<HubResult<z.infer<S>>> {
  return hubRequest(hub, { path, schema, ...(searchParams ? { searchParams } : {}) });
}

export function hubPost<S extends z.ZodMiniType>(hub: HubClient, path: string, json: unknown, schema: S): Promise<HubResult<z.infer<S>>> {
  return hubRequest(hub, { method: 'POST', path, json, schema });
}

/** Frees the connection without reading an answer nobody will look at. */
function discardBody(response: Response): string {
  void response.body?.cancel().catch(() => {});
  return '';
}

function httpError(status: number, text: string): HubError {
  const { message, code } = hubErrorBody(text);
  if (status === 403) return { kind: 'forbidden', status: 403, message };
  return { kind: 'http', status, message, code };
}

/**
 * Only the hub's own JSON error shape (docs/hub-contract.md) gives a message. Anything else is a
 * proxy's or server's page (HTML, plain text) meant for nobody: its words and markup must never
 * reach a guest, so the message stays empty and screens say it in their own catalogue text.
 */
function hubErrorBody(text: string): { message: string; code?: string | undefined } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { message: '' };
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { message: '' };
  const record = body as Record<string, unknown>;
  const words = typeof record.message === 'string' ? record.message : record.systemInformation;
  const code = typeof record.code === 'string' || typeof record.code === 'number' ? String(record.code) : undefined;
  return { message: typeof words === 'string' && !looksLikeMarkup(words) ? words.trim() : '', code };
}

/** A JSON message that wraps a whole error page is still a page, not words for a guest. */
function looksLikeMarkup(text: string): boolean {
  return /<\/?[a-z!][^>]*>/i.test(text);
}
