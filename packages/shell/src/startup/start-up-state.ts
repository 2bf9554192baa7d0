import { describeHubError, getDeviceConfig, type DeviceConfig, type HubClient, type HubError } from '@companion/hub-client';

export type StartUpState = { status: 'loading' } | { status: 'failed'; error: HubError } | { status: 'ready'; config: DeviceConfig };

export async function loadStartUp(hub: HubClient): Promise<StartUpState> {
  const result = await getDeviceConfig(hub);
  return result.ok ? { status: 'ready', config: result.value } : { status: 'failed', error: result.error };
}

/** The first automatic retry after a failed start; each further failure doubles the wait. */
export const FIRST_RETRY_DELAY_MS = 2_000;
/** A hub down for long is still asked once a minute, not hammered by every screen on board. */
export const MAX_RETRY_DELAY_MS = 60_000;

/** 2 s, 4 s, 8 s … capped at 60 s; `failures` counts the failed tries so far (1 after the first). */
export function retryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, failures - 1), MAX_RETRY_DELAY_MS);
}

export type StartUpErrorDetail =
  { kind: 'generic' } | { kind: 'coded'; code: string; message: string } | { kind: 'codeOnly'; code: string };

/**
 * The second line of the error page: the generic sentence when the hub could not be reached,
 * "code: {code} - {message}" when it answered with an error (platform.md §2.2). A body that was
 * an error page (a proxy's HTML) carries no words for a guest, so only its code is shown, in
 * a sentence of our own, never raw markup or a dangling "code: 500 - ".
 */
export function startUpErrorDetail(error: HubError): StartUpErrorDetail {
  if (error.kind !== 'http' && error.kind !== 'forbidden') return { kind: 'generic' };
  const { code } = describeHubError(error);
  // The hub's own words only: a summary made up from the status is not a message from the hub.
  const words = error.message.trim();
  if (words === '' || looksLikeMarkup(words)) return { kind: 'codeOnly', code: looksLikeMarkup(code) ? String(error.status) : code };
  return { kind: 'coded', code, message: words };
}

function looksLikeMarkup(text: string): boolean {
  return /<\/?[a-z!][^>]*>/i.test(text);
}
