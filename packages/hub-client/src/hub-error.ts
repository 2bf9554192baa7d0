/**
 * Every way a hub call can fail, as data. Screens switch on `kind`; nothing from ky or zod
 * leaks past the hub-client boundary.
 */
export type HubError =
  | { kind: 'network'; message: string }
  | { kind: 'timeout'; message: string }
  /** `message` is the hub's own words, or empty when its answer was not the hub's error shape. */
  | { kind: 'forbidden'; status: 403; message: string }
  /** `message` is the hub's own words, or empty when its answer was not the hub's error shape (a proxy page). */
  | { kind: 'http'; status: number; message: string; code?: string | undefined }
  | { kind: 'invalid-response'; message: string; issues: string[] };

export type HubResult<T> = { ok: true; value: T } | { ok: false; error: HubError };

export function hubOk<T>(value: T): HubResult<T> {
  return { ok: true, value };
}

export function hubFailure<T = never>(error: HubError): HubResult<T> {
  return { ok: false, error };
}

/**
 * A definite no: the hub answered with a 4xx, or with a readable 2xx that said it failed (a call
 * turns `failed: true` into an `http` error with that status), so it did nothing. A 5xx (often a
 * proxy in front of a hub that may have finished the work), a timeout, a network failure or an
 * unreadable answer leave the outcome of a POST open; 408 and 429 ask to be tried again and say
 * nothing about the request.
 */
export function isHubRefusal(error: HubError): boolean {
  if (error.kind === 'forbidden') return true;
  if (error.kind !== 'http') return false;
  const { status } = error;
  return (status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 408 && status !== 429);
}

/** A short text for logs and for the "code: {code} - {message}" error page. */
export function describeHubError(error: HubError): { code: string; message: string } {
  switch (error.kind) {
    // Without the hub's words the status is the only plain fact to show; never a proxy's page.
    case 'http':
      return { code: error.code ?? String(error.status), message: error.message || `HTTP ${error.status}` };
    case 'forbidden':
      return { code: '403', message: error.message || 'HTTP 403' };
    default:
      return { code: error.kind, message: error.message };
  }
}
