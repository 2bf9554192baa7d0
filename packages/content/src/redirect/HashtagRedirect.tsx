import { useCallback } from 'react';
import { Navigate, useParams } from 'react-router';
import { getArticlesByHashtag, type HubClient } from '@companion/hub-client';
import { HubDataState, useHubData, useMessages } from '@companion/shell';
import { contentMessages } from '../content-messages';

/** Where a hashtag leads: its first article, or home when none carries it (platform.md §2.1). */
export function hashtagTarget(articles: readonly { id: string | number }[]): string {
  const first = articles[0];
  return first ? `/content/detail/${encodeURIComponent(first.id)}` : '/';
}

/**
 * /hashtag/{hashtag}, and /QR/{hash} when the hash is no old app address (QrHashRedirect).
 * Assumption: such a printed QR code's hash is a hashtag the hub knows, so both resolve the same
 * way. A failed lookup says so with Try again, as every page does: sending the guest home would
 * hide that the code they scanned does lead somewhere.
 */
export function HashtagRedirect() {
  const t = useMessages(contentMessages);
  const { hashtag = '', hash } = useParams();
  const tag = hash ?? hashtag;
  const load = useCallback((hub: HubClient) => getArticlesByHashtag(hub, tag), [tag]);
  const data = useHubData(load);
  return (
    <HubDataState data={data} loadingLabel={t('redirecting')} failedTitle={t('contentFailed')}>
      {(articles) => <Navigate to={hashtagTarget(articles)} replace />}
    </HubDataState>
  );
}
