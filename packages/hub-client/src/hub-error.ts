/**
 * Every way a hub call can fail, as data. Screens switch on `kind`; nothing from ky or zod
 * leaks past the hub-client boundary.
 */
export type HubError =
  | { kind: 'network'; message: string }
  | { kind: 'timeout'; message: string }
  | { kind: 'forbidden'; status: 403; message: string }
  | { kind: 'http'; status: number; message: string; code?: string | undefined }
  | { kind: 'invalid-response'; message: string; issues: string[] };

export type HubResult<T> = { ok: true; value: T } | { ok: false; error: HubError };

export function hubOk<T>(value: T): HubResult<T> {
  return { ok: true, value };
}

export function hubFailure<T = never>(error: HubError): HubResult<T> {
  return { ok: false, error };
}

/** A short text for logs and for the "code: {code} - {message}" error page. */
export function describeHubError(error: HubError): { code: string; message: string } {
  switch (error.kind) {
    case 'http':
      return { code: error.code ?? String(error.status), message: error.message };
    case 'forbidden':
      return { code: '403', message: error.message };
    default:
      return { code: error.kind, message: error.message };
  }
}
