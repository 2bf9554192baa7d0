import { useCallback } from 'react';
import { useLocation, useParams } from 'react-router';
import type { HubClient, MarketplaceLocale } from '@companion/hub-client';
import { HubDataState, useMessages } from '@companion/shell';
import { excursionsMessages } from '../excursions-messages';
import { ActivityDetail } from './ActivityDetail';
import { loadActivityPage } from './load-activity-page';
import { MarketplacePage } from './MarketplacePage';
import { useMarketplaceData } from './use-marketplace-data';

/** The list a card was opened from (its navigation state), so Back leads there; otherwise the countries. */
function backOf(state: unknown): string | undefined {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && from.startsWith('/') ? from : undefined;
}

/** /musement/activity/{activityId}: everything a guest reads about a third-party activity. */
export function MarketplaceActivityScreen() {
  const t = useMessages(excursionsMessages);
  const activityId = useParams().activityId ?? '';
  const from = backOf(useLocation().state);
  const back = from ? { to: from, label: t('backToActivities') } : { to: '/musement', label: t('allCountries') };
  const load = useCallback((hub: HubClient, locale: MarketplaceLocale) => loadActivityPage(hub, activityId, locale), [activityId]);
  const page = useMarketplaceData(load);
  if (page.status === 'ready') return <ActivityDetail page={page.value} back={back} />;
  return (
    <MarketplacePage title={t('marketplaceTitle')} back={back}>
      <HubDataState data={page} loadingLabel={t('loadingActivity')} failedTitle={t('activityFailed')} missingIsGone>
        {/* The ready page is the activity's own (above); this frame holds only its loading and failed states. */}
        {() => null}
      </HubDataState>
    </MarketplacePage>
  );
}
