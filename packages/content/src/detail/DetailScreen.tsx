import { createElement, lazy, Suspense, useCallback } from 'react';
import { useParams } from 'react-router';
import type { HubClient, LayoutType } from '@companion/hub-client';
import { HubDataState, useDeviceConfig, useDeviceFlags, useHubData, useMessages, useWayfinderPanel } from '@companion/shell';
import { SafeHtml, Spinner, visuallyHidden } from '@companion/ui';
import { contentMessages } from '../content-messages';
import { ArticleAudio, ArticleVideo } from '../media';
import { PdfFiles } from '../pdf';
import * as shared from '../shared/content.css';
import { usePreviewMode } from '../shared/use-preview-mode';
import { AdditionalArticles } from './AdditionalArticles';
import * as styles from './detail.css';
import { articleLeadPicture } from './early-picture';
import { ArticleImages } from './ImageGallery';
import { loadArticlePage, timetableLayouts, type ArticlePage } from './load-article-page';
import { WhereAndWhen } from './WhereAndWhen';

// The timetable layouts' events and the daily schedule format dates (luxon, 22 kB gzip): they load
// with an article that shows them, not with every article's first screen (issue 20).
const EventList = lazy(() => import('../schedule/EventList').then((module) => ({ default: module.EventList })));
const DailySchedulePanel = lazy(() => import('../schedule/DailySchedulePanel').then((module) => ({ default: module.DailySchedulePanel })));

/** /content/detail/{id}: one article in its layoutType (platform.md §2.3). */
export function DetailScreen() {
  const t = useMessages(contentMessages);
  const { id = '' } = useParams();
  const previewMode = usePreviewMode();
  const withWayFinder = Boolean(useDeviceConfig().deviceGroup.deviceProfile.enableWayfinder);
  const load = useCallback(
    (hub: HubClient) => loadArticlePage(hub, { articleId: id, previewMode, withWayFinder }),
    [id, previewMode, withWayFinder],
  );
  const data = useHubData(load, { leadPicture: (page) => articleLeadPicture(page.article, page.images) });
  return (
    <HubDataState data={data} loadingLabel={t('loadingContent')} failedTitle={t('contentFailed')} missingIsGone>
      {(page) => <ArticleDetail page={page} previewMode={previewMode} />}
    </HubDataState>
  );
}

/** How wide the article runs: the editor's full width, or the wide-screen arrangement its content asks for. */
function articleWidth(layout: LayoutType, pictured: boolean): string {
  if (layout === 'FullScreen') return styles.fullScreen;
  if (pictured) return styles.withPicture;
  return timetableLayouts.includes(layout) || layout === 'DailySchedule' ? styles.wideTimetable : '';
}

export function ArticleDetail({ page, previewMode }: { page: ArticlePage; previewMode: boolean }) {
  const t = useMessages(contentMessages);
  const { showVideo, showPdfs } = useDeviceFlags();
  const enableWayfinder = Boolean(useDeviceConfig().deviceGroup.deviceProfile.enableWayfinder);
  // The app's wayfinder panel (shell slot): shown only where the app offers one, the device
  // profile enables wayfinder (platform.md §6) and the article has a profile.
  const WayfinderPanel = useWayfinderPanel();
  const { article } = page;
  const layout = article.layoutType ?? 'Classic';
  const wayfinderProfile = enableWayfinder ? article.wayfinderProfile : null;

  if (layout === 'UnfilteredHtml') {
    // The editor's own page: only their (sanitised) HTML, none of the product's article frame.
    return (
      <article className={styles.unfiltered} data-layout={layout} aria-label={article.title}>
        <SafeHtml html={article.description} />
      </article>
    );
  }

  const pictured = page.images.length > 0;
  const className = [styles.article, articleWidth(layout, pictured)].filter(Boolean).join(' ');
  return (
    <article className={className} data-layout={layout} aria-labelledby="article-title">
      {pictured ? (
        <div className={styles.picturePane}>
          <ArticleImages images={page.images} title={article.title} />
        </div>
      ) : null}
      <div className={styles.textPane}>
        <h1 id="article-title" className={article.showTitle === false ? visuallyHidden : shared.heading}>
          {article.title}
        </h1>
        {article.published === false ? (
          <span className={shared.badge} data-preview-hidden="true">
            {t('notPublished')}
          </span>
        ) : null}
        <SafeHtml className={shared.richText} html={article.description} />
        <WhereAndWhen whereAndWhen={article.whereAndWhen} />
        {/* createElement: the panel is the app's stable component from the slot, not one made here. */}
        {WayfinderPanel && wayfinderProfile
          ? createElement(WayfinderPanel, { wayfinderProfileId: String(wayfinderProfile.id), destinationName: article.title })
          : null}
      </div>
      <div className={styles.belowPanes}>
        <Suspense fallback={<Spinner label={t('loadingContent')} />}>
          {timetableLayouts.includes(layout) ? (
            <section aria-labelledby="article-events">
              <h2 id="article-events">{t('events')}</h2>
              <EventList events={page.events} emptyText={t('noTimetableEvents')} byDay />
            </section>
          ) : null}
          {layout === 'DailySchedule' ? <DailySchedulePanel /> : null}
        </Suspense>
        {showPdfs && page.pdfs.length > 0 ? <PdfFiles pdfs={page.pdfs} /> : null}
        {page.audios.length > 0 ? <ArticleAudio audios={page.audios} /> : null}
        {showVideo && page.videos.length > 0 ? <ArticleVideo videos={page.videos} /> : null}
        {article.showAdditionalArticles ? <AdditionalArticles articles={page.additionalArticles} previewMode={previewMode} /> : null}
      </div>
    </article>
  );
}
