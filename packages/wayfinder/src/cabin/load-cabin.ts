import { getCabinDecks, getCabinSideView, type Deck, type HubClient, type HubResult, type SideView } from '@companion/hub-client';

export type CabinViews = { found: true; sideView: SideView; decks: Deck[] } | { found: false };

const isNotFound = (result: HubResult<unknown>) => !result.ok && result.error.kind === 'http' && result.error.status === 404;

/**
 * Both views of a searched cabin. The hub's 404 (or a top view with no marked deck) means the ship
 * has no such cabin: the spec's "could not be found" sentence, not a failure with a retry.
 */
export async function loadCabin(hub: HubClient, cabin: string): Promise<HubResult<CabinViews>> {
  const [sideView, decks] = await Promise.all([getCabinSideView(hub, cabin), getCabinDecks(hub, cabin)]);
  if (isNotFound(sideView) || isNotFound(decks)) return { ok: true, value: { found: false } };
  if (!sideView.ok) return sideView;
  if (!decks.ok) return decks;
  if (!decks.value.some((deck) => deck.hasWayFinding)) return { ok: true, value: { found: false } };
  return { ok: true, value: { found: true, sideView: sideView.value, decks: decks.value } };
}
