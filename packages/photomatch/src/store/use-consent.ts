import { hubOk, type HubClient, type HubResult, type PhotoConsent } from '@companion/hub-client';
import { useHubData, type HubData } from '@companion/shell';
import { refreshConsent } from './photo-actions';
import { photoStore } from './photo-store';

export type ConsentData = HubData<PhotoConsent> & { retry: () => void };

/** The consent this device knows (saved, or asked before); the hub is asked only when it knows none. */
async function knownConsent(hub: HubClient): Promise<HubResult<PhotoConsent>> {
  const known = photoStore.getState().consent;
  return known === undefined ? refreshConsent(hub) : hubOk(known);
}

/**
 * The guest's consent, for `<HubDataState>`. Known consent shows at once, so moving between
 * photo pages never flashes a spinner; `fresh` asks the hub on every visit (the consent page shows
 * what the hub holds). Once ready, the store's value is shown, so a choice just made shows at once.
 */
export function useConsent({ fresh = false }: { fresh?: boolean } = {}): ConsentData {
  const consent = photoStore((state) => state.consent);
  const request = useHubData(fresh ? refreshConsent : knownConsent);
  if (request.status === 'failed') return request;
  // Unknown after an answer only once logout has wiped the store: nothing of the guest is shown.
  if (consent === undefined || (fresh && request.status !== 'ready')) return { status: 'loading', retry: request.retry };
  return { status: 'ready', value: consent, retry: request.retry };
}
