import { http, HttpResponse } from 'msw';
import { bodyOf, hubErrorAnswer, withSession } from '../../handlers/answers';
import type { HubState } from '../../hub-state';
import { demoVideoWebm } from '../../media/demo-video';
import {
  MUSTER_SCHEDULE_ARTICLE_ID,
  musterArticles,
  musterScheduleEvents,
  SAFETY_VIDEO_ARTICLE_ID,
  SAFETY_VIDEO_BLOB_ID,
} from './fixtures/muster-articles';
import { rangedMedia } from '../../media/ranged-media';
import { freshMusterParties, type MusterAreaState } from './state';

/**
 * The operator's "drill again" in the demo: every party back to nobody having watched, so the
 * muster can be shown (or a journey run) once more without restarting the hub.
 */
export const MUSTER_RESET_PATH = '/demo/muster/reset';

const apiBase = (request: Request) => {
  const url = new URL(request.url);
  return `${url.origin}${url.pathname.slice(0, url.pathname.indexOf('/blobs/') + 1)}`;
};

/**
 * The muster calls of media-and-guest-services §7. The content calls here answer only the
 * muster's hashtags and articles and fall through (return nothing) for everything else, so the
 * content area keeps its own.
 */
export function musterHandlers(hub: HubState, own: MusterAreaState) {
  const partyOf = (guestId: string) => own.parties.get(guestId) ?? [];
  return [
    http.get(
      '*/muster/passenger',
      withSession(hub, ({ session }) => HttpResponse.json(partyOf(session.guest.id))),
    ),
    http.get(
      '*/muster/passenger/status',
      withSession(hub, ({ session }) =>
        HttpResponse.json({
          passengers: partyOf(session.guest.id),
          musterStationVisitRequired: own.stationVisitRequired.has(session.guest.id),
        }),
      ),
    ),
    http.post(
      '*/muster/passenger/updateVideoSeen',
      withSession(hub, async ({ request, session }) => {
        const body = await bodyOf(request);
        own.videoSeenRequests.push(body);
        if (own.failVideoSeen) return hubErrorAnswer(500, 'DEMO_FAILURE', 'The demo hub was told to fail this call.');
        const chosen = Array.isArray(body.passengers) ? (body.passengers as { accountId?: unknown; isVideoWatched?: unknown }[]) : [];
        const party = partyOf(session.guest.id);
        const strangers = chosen.filter((entry) => !party.some((passenger) => String(passenger.accountNumber) === String(entry.accountId)));
        if (chosen.length === 0 || strangers.length)
          return hubErrorAnswer(400, 'PASSENGER_UNKNOWN', 'Please choose passengers of your own booking.');
        own.parties.set(
          session.guest.id,
          party.map((passenger) =>
            chosen.some((entry) => String(entry.accountId) === String(passenger.accountNumber) && entry.isVideoWatched === true)
              ? { ...passenger, isVideoWatched: true }
              : passenger,
          ),
        );
        return HttpResponse.json({ updated: chosen.length });
      }),
    ),
    http.post(`*${MUSTER_RESET_PATH}`, () => {
      own.parties = freshMusterParties();
      return HttpResponse.json({ parties: own.parties.size });
    }),
    ...musterContentHandlers(hub.now),
  ];
}

/**
 * The muster's articles, schedule events and safety video. Exported so tests and stories can put
 * them before the content area's catch-all answers (createDemoHandlers lists areas after content).
 */
export function musterContentHandlers(now: () => Date = () => new Date()) {
  return [
    http.get('*/cms/articles/findByHashtag', ({ request }) => {
      const hashtag = new URL(request.url).searchParams.get('hashtag') ?? '';
      const found = musterArticles.filter((article) => article.hashtags?.includes(hashtag));
      return found.length ? HttpResponse.json(found) : undefined;
    }),
    http.get('*/cms/articles/findEventsByArticleId/:id', ({ params }) =>
      params.id === String(MUSTER_SCHEDULE_ARTICLE_ID) ? HttpResponse.json(musterScheduleEvents(now())) : undefined,
    ),
    http.get('*/blobs/videos/:id', ({ request, params }) =>
      params.id === String(SAFETY_VIDEO_ARTICLE_ID)
        ? HttpResponse.json([
            {
              id: SAFETY_VIDEO_BLOB_ID,
              description: 'Safety briefing',
              urlFrontend: `${apiBase(request)}blobs/safety-video/${SAFETY_VIDEO_BLOB_ID}.webm`,
            },
          ])
        : undefined,
    ),
    http.get('*/blobs/safety-video/:file', ({ request }) => rangedMedia(request, demoVideoWebm(), 'video/webm')),
  ];
}
