import { useCallback, useState } from 'react';
import { getArticlesByHashtag, hubOk, imageAddress, imageWidths, type HubClient, type HubId, type HubResult } from '@companion/hub-client';
import { useHub, useHubData } from '@companion/shell';
import { pictureLoading } from '@companion/ui';
import * as styles from './chooser-picture.css';

export type ChooserPictureProps = {
  /** The articles whose first one lends the entry its picture (platform.md §7.3). */
  hashtag: 'vodmovieimage' | 'vodseriesimage';
};

/** An hour, as the genres: an operator's new picture shows within it, and Back to the chooser asks nothing. */
const PICTURE_CACHE_MS = 60 * 60 * 1000;

/** The first article's picture, as a hashtag picks the first article elsewhere (HashtagRedirect); null for none. */
async function pictureTagged(hub: HubClient, hashtag: string): Promise<HubResult<HubId | null>> {
  const articles = await getArticlesByHashtag(hub, hashtag);
  if (!articles.ok) return articles;
  const imageId = articles.value[0]?.imageId;
  return hubOk(imageId == null || imageId === '' ? null : imageId);
}

/**
 * A chooser entry's picture from the operator's content, laid over the entry's drawn symbol. The
 * symbol shows while the answer and the picture are on their way, and stays when there is no
 * article, no picture, or the call or the picture failed: the picture is decoration and the entry
 * works without it, so a failure says nothing. The hub's default image is not tried either: the
 * symbol tells Films from Series, an operator's one default picture on both would not.
 */
export function ChooserPicture({ hashtag }: ChooserPictureProps) {
  const hub = useHub();
  const load = useCallback((client: HubClient) => pictureTagged(client, hashtag), [hashtag]);
  const data = useHubData(load, { cache: { key: `vod/chooser-picture/${hashtag}`, lifetimeMs: PICTURE_CACHE_MS } });
  const imageId = data.status === 'ready' ? data.value : null;
  const src = imageId === null ? undefined : imageAddress(hub, { id: imageId }, { width: imageWidths.tile });
  // Keyed by address, so a new picture from a later answer gets its own chance.
  const [outcome, setOutcome] = useState<{ src: string; drawn: boolean }>();
  const settled = src !== undefined && outcome?.src === src ? outcome : undefined;
  if (!src || settled?.drawn === false) return null;
  return (
    <img
      className={settled?.drawn ? `${styles.picture} ${styles.drawn}` : styles.picture}
      src={src}
      alt=""
      // The tile's 4:3 box holds it (vod.css chooserLink); the attributes give the browser that shape early.
      width={400}
      height={300}
      // Not the largest-picture-first rule's picture: the chooser is drawn, and usable, before it is
      // asked for, so it must not take the link from anything the guest waits for.
      {...pictureLoading('eager')}
      onLoad={() => setOutcome({ src, drawn: true })}
      onError={() => setOutcome({ src, drawn: false })}
    />
  );
}
