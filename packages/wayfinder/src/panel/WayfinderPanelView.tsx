import { useCallback, useId } from 'react';
import { getWayfinderDecks, getWayfinderSideView, type HubClient, type HubResult } from '@companion/hub-client';
import { HubDataState, useHubData, useMessages, type WayfinderPanelProps } from '@companion/shell';
import { CabinFinder } from '../cabin/CabinFinder';
import { DeckViews, type DeckViewsProps } from '../deck/DeckViews';
import { wayfinderMessages } from '../wayfinder-messages';
import * as styles from './panel.css';

async function loadProfileViews(hub: HubClient, profileId: string): Promise<HubResult<Omit<DeckViewsProps, 'destinationName'>>> {
  const [sideView, decks] = await Promise.all([getWayfinderSideView(hub, profileId), getWayfinderDecks(hub, profileId)]);
  if (!sideView.ok) return sideView;
  if (!decks.ok) return decks;
  return { ok: true, value: { sideView: sideView.value, decks: decks.value } };
}

/**
 * The wayfinder panel of an article or bookable item (media-and-guest-services.md §2.9): the
 * destination on the side view and its deck's plan, "You are here" on a kiosk, and the Cabin
 * Finder behind a disclosure so the destination stays the first thing read.
 */
export default function WayfinderPanelView({ wayfinderProfileId, destinationName }: WayfinderPanelProps) {
  const t = useMessages(wayfinderMessages);
  const titleId = useId();
  const load = useCallback((hub: HubClient) => loadProfileViews(hub, wayfinderProfileId), [wayfinderProfileId]);
  const views = useHubData(load);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('panelTitle', { destination: destinationName })}
      </h2>
      <HubDataState
        data={views}
        loadingLabel={t('loadingMaps')}
        failedTitle={t('mapsFailed')}
        // A hub with no deck plans for this place: say so rather than show a lone side view.
        empty={{ when: (value) => value.decks.length === 0, title: t('noDeckPlans', { destination: destinationName }) }}
      >
        {(value) => <DeckViews {...value} destinationName={destinationName} />}
      </HubDataState>
      <details className={styles.cabinFinder}>
        <summary className={styles.summary}>{t('findCabin')}</summary>
        <CabinFinder headingLevel={3} />
      </details>
    </section>
  );
}
