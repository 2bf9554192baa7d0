import type { Article } from '@companion/hub-client';
import { useDeviceType, useMessages } from '@companion/shell';
import { TileGrid } from '@companion/ui';
import { contentMessages } from '../content-messages';
import { articleLink } from '../shared/content-links';
import { ContentTile } from '../shared/ContentTile';
import { useTileImage } from '../shared/use-tile-image';

/** Further articles from the category the editor chose (showAdditionalArticles). */
export function AdditionalArticles({ articles, previewMode }: { articles: readonly Article[]; previewMode: boolean }) {
  const t = useMessages(contentMessages);
  const signage = useDeviceType() === 'DigitalSignage';
  const tileImage = useTileImage();
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="more-articles">
      <h2 id="more-articles">{t('moreArticles')}</h2>
      <TileGrid label={t('moreArticles')} signage={signage}>
        {articles.map((other) => (
          <ContentTile
            key={other.id}
            title={other.title}
            link={articleLink(other, previewMode)}
            unpublished={other.published === false}
            showBookNow={Boolean(other.showBookNow)}
            image={tileImage(other.imageId)}
          />
        ))}
      </TileGrid>
    </section>
  );
}
