import { http, HttpResponse } from 'msw';
import { articleAudios, articleImages, articlePdfs, articleVideos } from './fixtures/blobs';
import { articles, rootArticleIds } from './fixtures/articles';
import { categories } from './fixtures/categories';
import { dailyScheduleFor } from './fixtures/daily-schedules';
import { articleEvents } from './fixtures/events';
import type { HubState } from '../../hub-state';
import { audioWav } from '../../media/audio-wav';
import { demoVideoWebm } from '../../media/demo-video';
import { imageSvg } from '../../media/image-svg';
import { pdfDocument } from '../../media/pdf-document';
import { rangedMedia } from '../../media/ranged-media';
import { hubErrorAnswer } from '../../handlers/answers';

const previewOf = (request: Request) => new URL(request.url).searchParams.get('previewMode') === 'true';
const visible = <T extends { published?: boolean | null }>(items: T[], preview: boolean) =>
  items.filter((item) => preview || item.published !== false);
const notFound = (what: string) => hubErrorAnswer(404, 'NOT_FOUND', `${what} not found`);

/** Addresses of served media, on whatever host the request reached (so `kiosk.localhost` stays `kiosk.localhost`). */
function apiBase(request: Request): string {
  const url = new URL(request.url);
  const index = url.pathname.indexOf('/blobs/') >= 0 ? url.pathname.indexOf('/blobs/') : url.pathname.indexOf('/cms/');
  return `${url.origin}${url.pathname.slice(0, index + 1)}`;
}

function ddmmyyyyToOffset(date: string, now: Date = new Date()): number | undefined {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(date);
  if (!match) return undefined;
  const [, day, month, year] = match;
  const target = Date.UTC(Number(year), Number(month) - 1, Number(day));
  if (new Date(target).getUTCDate() !== Number(day) || new Date(target).getUTCMonth() !== Number(month) - 1) return undefined;
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((target - today) / 86_400_000);
}

function binary(bytes: Uint8Array, contentType: string) {
  return new HttpResponse(bytes.slice().buffer, { headers: { 'Content-Type': contentType, 'Cache-Control': 'public, max-age=3600' } });
}

export function contentHandlers(state: HubState) {
  return [
    http.get('*/cms/categories/findByRoot/', ({ request }) =>
      HttpResponse.json(
        visible(
          categories.filter((c) => c.parentId == null),
          previewOf(request),
        ),
      ),
    ),
    http.get('*/cms/content/articles/findByRoot/', ({ request }) =>
      HttpResponse.json(
        visible(
          articles.filter((a) => rootArticleIds.includes(Number(a.id))),
          previewOf(request),
        ),
      ),
    ),
    http.get('*/cms/categories/findById/:id', ({ request, params }) => {
      const category = visible(categories, previewOf(request)).find((c) => String(c.id) === params.id);
      return category ? HttpResponse.json(category) : notFound('Category');
    }),
    http.get('*/cms/categories/findByParentId/:id', ({ request, params }) =>
      HttpResponse.json(
        visible(
          categories.filter((c) => String(c.parentId) === params.id),
          previewOf(request),
        ),
      ),
    ),
    http.get('*/cms/categories/findByHashtag', ({ request }) => {
      const hashtag = new URL(request.url).searchParams.get('hashtag');
      return HttpResponse.json(hashtag === 'dining' ? categories.filter((c) => c.id === 200) : []);
    }),
    http.get('*/cms/articles/findByCategoryId/:id', ({ request, params }) => {
      const url = new URL(request.url);
      const withDescriptions = url.searchParams.get('withDescriptions') === 'true';
      const withWayFinder = url.searchParams.get('withWayFinder') === 'true';
      const list = visible(
        articles.filter((a) => String(a.category?.id) === params.id),
        previewOf(request),
      );
      return HttpResponse.json(
        list.map((a) => ({
          ...a,
          description: withDescriptions ? a.description : null,
          wayfinderProfile: withWayFinder ? a.wayfinderProfile : null,
        })),
      );
    }),
    http.get('*/cms/articles/findByHashtag', ({ request }) => {
      const hashtag = new URL(request.url).searchParams.get('hashtag') ?? '';
      return HttpResponse.json(articles.filter((a) => a.published !== false && a.hashtags?.includes(hashtag)));
    }),
    http.get('*/cms/articles/findEventsByArticleId/:id', ({ params }) => {
      const article = articles.find((a) => String(a.id) === params.id);
      if (!article) return notFound('Article');
      return HttpResponse.json(articleEvents(Number(article.id), state.now()) ?? []);
    }),
    http.get('*/cms/articles/:id', ({ request, params }) => {
      // Named article lists (whereAndWhen) belong to other areas: let them answer.
      if (!/^\d+$/.test(String(params.id))) return undefined;
      const article = visible(articles, previewOf(request)).find((a) => String(a.id) === params.id);
      return article ? HttpResponse.json(article) : notFound('Article');
    }),
    // Today and tomorrow answer one schedule (or null); by date answers a list, as media.md reads
    // "the events of the first item" — the client takes both forms.
    http.get('*/cms/dailySchedule', () => HttpResponse.json(dailyScheduleFor(0, state.now()))),
    http.get('*/cms/dailyScheduleTomorrow', () => HttpResponse.json(dailyScheduleFor(1, state.now()))),
    http.get('*/cms/dailyScheduleByDate', ({ request }) => {
      const offset = ddmmyyyyToOffset(new URL(request.url).searchParams.get('date') ?? '', state.now());
      if (offset === undefined) return hubErrorAnswer(400, 'DATE_INVALID', 'Expected a date as DD-MM-YYYY');
      const schedule = dailyScheduleFor(offset, state.now());
      return HttpResponse.json(schedule ? [schedule] : []);
    }),
    http.get('*/blobs/image', ({ request }) => {
      const url = new URL(request.url);
      const reference = url.searchParams.get('reference') ?? url.searchParams.get('id') ?? 'image';
      const width = Math.min(Number(url.searchParams.get('width')) || 400, 1920);
      return new HttpResponse(imageSvg(reference, width), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
      });
    }),
    http.get('*/blobs/images/:id', ({ request, params }) =>
      HttpResponse.json(
        (articleImages[Number(params.id)] ?? []).map((reference) => ({
          url: `${apiBase(request)}blobs/image?reference=${reference}&width=1024`,
        })),
      ),
    ),
    http.get('*/blobs/pdfs/:id', ({ request, params }) =>
      HttpResponse.json(
        visible(articlePdfs[Number(params.id)] ?? [], previewOf(request)).map(({ id, name, description }) => ({
          id,
          name,
          description,
          url: `${apiBase(request)}blobs/pdf-file/${id}`,
        })),
      ),
    ),
    http.get('*/blobs/pdf-file/:id', ({ params }) => {
      const pdf = Object.values(articlePdfs)
        .flat()
        .find((p) => String(p.id) === params.id);
      return pdf ? binary(pdfDocument(pdf.name.replace(/\.pdf$/i, ''), pdf.pages), 'application/pdf') : notFound('PDF');
    }),
    http.get('*/blobs/audios/:id', ({ request, params }) =>
      HttpResponse.json(
        (articleAudios[Number(params.id)] ?? []).map(({ id, name }) => ({ id, name, url: `${apiBase(request)}blobs/audio-file/${id}` })),
      ),
    ),
    http.get('*/blobs/audio-file/:id', () => binary(audioWav(), 'audio/wav')),
    http.get('*/blobs/videos/:id', ({ request, params }) =>
      HttpResponse.json(
        (articleVideos[Number(params.id)] ?? []).map(({ id, description }) => ({
          id,
          description,
          urlFrontend: `${apiBase(request)}blobs/video-file/${id}`,
        })),
      ),
    ),
    http.get('*/blobs/video-file/:id', ({ request, params }) =>
      Object.values(articleVideos)
        .flat()
        .some((video) => String(video.id) === params.id)
        ? rangedMedia(request, demoVideoWebm(), 'video/webm')
        : notFound('Video'),
    ),
  ];
}
