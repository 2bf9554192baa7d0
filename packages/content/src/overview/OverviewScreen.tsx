import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import type { Article, Category, HubClient } from '@companion/hub-client';
import { HubDataState, useDeviceConfig, useDeviceType, useHubData, useMessages } from '@companion/shell';
import { Button, EmptyState, firstScreenPriority, TextField, TileGrid, visuallyHidden } from '@companion/ui';
import { contentMessages } from '../content-messages';
import { articleLink, categoryLink } from '../shared/content-links';
import * as styles from '../shared/content.css';
import { ContentTile } from '../shared/ContentTile';
import { colourStyle } from '../shared/hub-colour';
import { usePreviewMode } from '../shared/use-preview-mode';
import { useTileImage } from '../shared/use-tile-image';
import { firstTile } from './early-picture';
import { SignageTilePages } from './SignageTilePages';
import { matchesKeyword } from './keyword-filter';
import { loadOverview, type OverviewContent } from './load-overview';
import { loadRichText, useRichText, withRichText } from './rich-text';

/** /content/overview and /content/overview/{id}: root content or one category (platform.md §2.3). */
export function OverviewScreen() {
  const t = useMessages(contentMessages);
  const { id } = useParams();
  const previewMode = usePreviewMode();
  const withWayFinder = Boolean(useDeviceConfig().deviceGroup.deviceProfile.enableWayfinder);
  const load = useCallback(
    (hub: HubClient) => {
      // A category page shows hub HTML: its module comes with the hub's answer.
      if (id !== undefined) loadRichText().catch(() => undefined);
      return loadOverview(hub, { categoryId: id, previewMode, withWayFinder }).then(withRichText);
    },
    [id, previewMode, withWayFinder],
  );
  const tileImage = useTileImage();
  const data = useHubData(load, { leadPicture: (content) => firstTilePicture(content, tileImage) });
  return (
    <HubDataState data={data} loadingLabel={t('loadingContent')} failedTitle={t('contentFailed')} missingIsGone>
      {(content) => <Overview key={id ?? 'root'} content={content} previewMode={previewMode} />}
    </HubDataState>
  );
}

/** The first tile's picture (categories come first; a category shown as a list has no article tiles). */
function firstTilePicture(content: OverviewContent, tileImage: ReturnType<typeof useTileImage>): string | undefined {
  const first = firstTile(content);
  return first ? tileImage(first.imageId).src : undefined;
}

function Overview({ content, previewMode }: { content: OverviewContent; previewMode: boolean }) {
  const t = useMessages(contentMessages);
  const [keyword, setKeyword] = useState('');
  const { category } = content;
  const rich = useRichText(content);

  const searchable = Boolean(category?.searchable);
  const categories = searchable ? content.categories.filter((c) => matchesKeyword(c, keyword)) : content.categories;
  const articles = searchable ? content.articles.filter((a) => matchesKeyword(a, keyword)) : content.articles;
  const title = category?.title ?? t('overviewTitle');
  const nothingAtAll = content.categories.length === 0 && content.articles.length === 0;
  const nothingMatches = !nothingAtAll && categories.length === 0 && articles.length === 0;
  const signage = useDeviceType() === 'DigitalSignage';

  return (
    <section
      className={signage ? styles.signagePage : styles.page}
      aria-labelledby="overview-title"
      {...(signage ? { 'data-fills-screen': '' } : {})}
    >
      <h1 id="overview-title" className={category?.showTitle === false ? visuallyHidden : styles.heading}>
        {title}
      </h1>
      {category && rich ? <rich.CategoryDescription html={category.description} /> : null}
      {searchable ? (
        <TextField label={t('keyword')} type="search" value={keyword} onChange={(event) => setKeyword(event.target.value)} />
      ) : null}
      {nothingAtAll ? <EmptyState title={t('emptyCategory')} /> : null}
      {nothingMatches ? (
        <EmptyState title={t('searchNoResult')} action={<Button onClick={() => setKeyword('')}>{t('clearKeyword')}</Button>} />
      ) : null}
      {categories.length > 0 || (articles.length > 0 && !content.list) ? (
        <ContentTiles categories={categories} articles={content.list ? [] : articles} previewMode={previewMode} />
      ) : null}
      {content.list && rich && articles.length > 0 ? (
        <rich.ArticleList articles={articles} contentType={category?.contentType ?? 'LayoutSimple'} previewMode={previewMode} />
      ) : null}
    </section>
  );
}

function ContentTiles({ categories, articles, previewMode }: { categories: Category[]; articles: Article[]; previewMode: boolean }) {
  const t = useMessages(contentMessages);
  const signage = useDeviceType() === 'DigitalSignage';
  const tileImage = useTileImage();
  const tiles = [
    ...categories.map((category, index) => (
      <ContentTile
        key={`category-${category.id}`}
        title={category.title}
        link={categoryLink(category, previewMode)}
        unpublished={category.published === false}
        showBookNow={Boolean(category.showBookNow)}
        image={{ ...tileImage(category.imageId), priority: firstScreenPriority(index) }}
        style={colourStyle(category)}
      />
    )),
    ...articles.map((article, index) => (
      <ContentTile
        key={`article-${article.id}`}
        title={article.title}
        link={articleLink(article, previewMode)}
        unpublished={article.published === false}
        showBookNow={Boolean(article.showBookNow)}
        image={{ ...tileImage(article.imageId), priority: firstScreenPriority(categories.length + index) }}
      />
    )),
  ];
  if (signage) return <SignageTilePages label={t('categoriesAndArticles')} tiles={tiles} />;
  return <TileGrid label={t('categoriesAndArticles')}>{tiles}</TileGrid>;
}
