import { http, HttpResponse, type RequestHandler } from 'msw';
import { articles } from '../content/fixtures/articles';
import { hubErrorAnswer } from '../../handlers/answers';
import type { HubState } from '../../hub-state';
import { lineupFrom } from './fixtures/lineup';
import { shipPositionAt } from './fixtures/route';
import { demoSchedules, weatherOn } from './fixtures/schedules';
import { chartTileSvg } from './fixtures/chart-tile';
import { currentSequence, type ProgrammeState } from './state';

/** The hub API's address up to and including `/api/`, from any call under it. */
function apiBase(request: Request, marker: string): string {
  const url = new URL(request.url);
  return `${url.origin}${url.pathname.slice(0, url.pathname.indexOf(marker) + 1)}`;
}

/** At most this many missed positions are sent again on a resume; older ones no longer matter. */
const RESUME_BACKLOG = 10;

export function programmeHandlers(hub: HubState, own: ProgrammeState): RequestHandler[] {
  return [
    http.get('*/programme/lineup', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const startDate = query.get('startDate') ?? '';
      const days = Number(query.get('days') ?? '1');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || !Number.isInteger(days) || days < 1) {
        return hubErrorAnswer(400, 'LINEUP_INVALID', 'Expected startDate=YYYY-MM-DD and days ≥ 1');
      }
      return HttpResponse.json(lineupFrom(startDate, days, hub.now(), apiBase(request, '/programme/')));
    }),
    http.get('*/itinerary/schedules/:id', ({ params }) => {
      const schedule = demoSchedules(hub.now()).find((candidate) => String(candidate.id) === params.id);
      return schedule ? HttpResponse.json(schedule) : hubErrorAnswer(404, 'NOT_FOUND', 'Schedule not found');
    }),
    http.get('*/itinerary/weather/:date', ({ params }) => {
      if (!/^\d{2}-\d{2}-\d{4}$/.test(String(params.date))) return hubErrorAnswer(400, 'DATE_INVALID', 'Expected DD-MM-YYYY');
      return HttpResponse.json(weatherOn(String(params.date), hub.now()));
    }),
    ...whereAndWhenHandlers(),
    http.get('*/gps/current', () => HttpResponse.json(shipPositionAt(currentSequence(hub, own)))),
    // A short event stream: the positions after the one the client last saw (or the latest), then
    // the end. The demo server answers a whole body at once, so the client's reconnect (after the
    // `retry` pause) is what keeps the positions coming; a real hub keeps the stream open.
    http.get('*/cms/events/register', ({ request }) => {
      const latest = currentSequence(hub, own);
      const resumeFrom = new URL(request.url).searchParams.get('lastEventId') ?? request.headers.get('Last-Event-ID');
      const first = resumeFrom === null ? latest : Math.max(Number(resumeFrom) + 1, latest - RESUME_BACKLOG + 1);
      let body = 'retry: 3000\n\n';
      for (let sequence = first; sequence <= latest; sequence += 1) {
        body += `id: ${sequence}\ndata: ${JSON.stringify({ sequence, gpsProfile: shipPositionAt(sequence) })}\n\n`;
      }
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' } });
    }),
    // Chart tiles for the tracker's osmServiceUrl: a translucent grid over the bundled coastline.
    http.get('*/osm/:z/:x/:y', ({ params }) => {
      if (!own.tilesOn) return hubErrorAnswer(503, 'TILES_OFF', 'No tile server on this ship');
      return new HttpResponse(chartTileSvg(Number(params.z), Number(params.x), String(params.y).replace(/\.\w+$/, '')), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
      });
    }),
  ];
}

/** cms/articles/whereAndWhen/: the articles that say where and when (content's `cms/articles/:id` takes numeric ids only). */
export function whereAndWhenHandlers(): RequestHandler[] {
  return [http.get('*/cms/articles/whereAndWhen/', () => HttpResponse.json(articles.filter((article) => article.whereAndWhen)))];
}
