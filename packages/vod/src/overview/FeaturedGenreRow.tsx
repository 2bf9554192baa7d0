import { useCallback, useEffect, useRef, useState } from 'react';
import { getVods, type HubClient, type VideoServiceAccess, type VodGenre } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { Spinner } from '@companion/ui';
import { PAGE_SIZE_FEATURED_GENRE } from '../rules/vod-rules';
import { VodCard } from '../shared/VodCard';
import { useVideoData } from '../video-authentication/use-video-data';
import { vodMessages } from '../vod-messages';
import * as styles from '../vod.css';

type Kind = 'movies' | 'series';

function RowTitles({ access, type, genre }: { access: VideoServiceAccess; type: Kind; genre: VodGenre }) {
  const t = useMessages(vodMessages);
  const load = useCallback(
    (hub: HubClient, live: VideoServiceAccess) =>
      getVods(hub, live, {
        types: [type === 'series' ? 'series' : 'movie'],
        genreId: genre.id,
        limit: PAGE_SIZE_FEATURED_GENRE,
        page: 1,
      }),
    [type, genre.id],
  );
  const titles = useVideoData(access, load);
  if (titles.status === 'loading') return <Spinner label={t('loadingList')} />;
  // A row that fails or is empty says nothing: the genre's chip above still leads to its list.
  if (titles.status === 'failed' || titles.value.length === 0) return null;
  return (
    <ul className={styles.featuredRow} aria-label={genre.name}>
      {titles.value.map((item) => (
        <li key={item.id} className={styles.featuredItem}>
          <VodCard item={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A featured list of one genre (§9: 50 titles per genre): the row shows the genre's first 50
 * titles (its chip above the rows leads to the whole list). The titles are asked for only when the row comes near
 * the screen, so a page of genres costs one request per row the guest actually sees.
 */
export function FeaturedGenreRow({ access, type, genre }: { access: VideoServiceAccess; type: Kind; genre: VodGenre }) {
  const t = useMessages(vodMessages);
  const row = useRef<HTMLElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = row.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: '400px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <section ref={row} className={styles.featured} aria-label={t('featuredOf', { genre: genre.name })}>
      <h2 className={styles.subtitle}>{genre.name}</h2>
      {near ? <RowTitles access={access} type={type} genre={genre} /> : null}
    </section>
  );
}
