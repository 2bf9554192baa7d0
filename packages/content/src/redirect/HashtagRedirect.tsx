import { useCallback } from 'react';
import { Navigate, useParams } from 'react-router';
import { getArticlesByHashtag, type HubClient } from '@companion/hub-client';
import { useHubData, useMessages } from '@companion/shell';
import { Spinner } from '@companion/ui';
import { contentMessages } from '../content-messages';

/** Where a hashtag leads: its first article, or home when none carries it (platform.md §2.1). */
export function hashtagTarget(articles: readonly { id: string | number }[]): string {
  const first = articles[0];
  return first ? `/content/detail/${encodeURIComponent(first.id)}` : '/';
}

/**
 * /hashtag/{hashtag} and /QR/{hash}. Assumption: a printed QR code's hash is a hashtag the hub
 * knows, so both resolve the same way; a failed lookup also goes home rather than strand the guest.
 */
export function HashtagRedirect() {
  const t = useMessages(contentMessages);
  const { hashtag = '', hash } = useParams();
  const tag = hash ?? hashtag;
  const load = useCallback((hub: HubClient) => getArticlesByHashtag(hub, tag), [tag]);
  const data = useHubData(load);
  // Not HubDataState: a redirect has no failed or empty page to show; whatever fails goes home.
  if (data.status === 'loading') return <Spinner label={t('redirecting')} />;
  return <Navigate to={data.status === 'ready' ? hashtagTarget(data.value) : '/'} replace />;
}
