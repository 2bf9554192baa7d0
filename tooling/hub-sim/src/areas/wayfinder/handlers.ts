import { http, HttpResponse, type RequestHandler } from 'msw';
import { demoProfileOf } from '../../demo-profile';
import { hubErrorAnswer } from '../../handlers/answers';
import { decksAnswer, sideViewSvg, asBase64, type Markers } from './deck-pictures';
import { cabinPlace, DEMO_KIOSK_PLACE, venuePlace, type MarkerPlace } from './fixtures/ship-layout';
import type { WayfinderState } from './state';

/** Only the kiosk stands somewhere: guests' phones move with them, so they get no "You are here". */
const devicePlace = (request: Request) => (demoProfileOf(request).device === 'kiosk' ? DEMO_KIOSK_PLACE : undefined);

const unknownProfile = () => hubErrorAnswer(404, 'WAYFINDER_PROFILE_NOT_FOUND', 'Unknown wayfinder profile.');
const unknownCabin = () => hubErrorAnswer(404, 'CABIN_NOT_FOUND', 'The cabin could not be found.');

function markersFor(request: Request, destination: MarkerPlace): Markers {
  return { destination, device: devicePlace(request) };
}

export function wayfinderHandlers(state: WayfinderState): RequestHandler[] {
  const profilePlace = (request: Request) => venuePlace(new URL(request.url).searchParams.get('wayfinderProfileId') ?? '');
  return [
    http.get('*/wayfinder/maps/sideview/marker', ({ request }) => {
      const place = profilePlace(request);
      return place ? HttpResponse.json({ map: asBase64(sideViewSvg(markersFor(request, place))) }) : unknownProfile();
    }),
    http.get('*/wayfinder/maps/topview/marker', ({ request }) => {
      const place = profilePlace(request);
      return place ? HttpResponse.json(decksAnswer(markersFor(request, place))) : unknownProfile();
    }),
    http.get('*/cabinfinder/sideview/:cabin', ({ request, params }) => {
      const place = cabinPlace(String(params.cabin));
      return place ? HttpResponse.json({ map: asBase64(sideViewSvg(markersFor(request, place))) }) : unknownCabin();
    }),
    http.get('*/cabinfinder/topview/:cabin', ({ request, params }) => {
      const place = cabinPlace(String(params.cabin));
      return place ? HttpResponse.json(decksAnswer(markersFor(request, place))) : unknownCabin();
    }),
    http.get('*/ships/content', () => HttpResponse.json(state.ship)),
  ];
}
