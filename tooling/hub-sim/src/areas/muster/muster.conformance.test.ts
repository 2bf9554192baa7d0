// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  getArticleEvents,
  getArticleVideos,
  getArticlesByHashtag,
  getMusterPassengers,
  getMusterStatus,
  loginByPms,
  updateMusterVideoSeen,
} from '@companion/hub-client';
import { demoGuests } from '../../fixtures/guests';
import { demoClient, expectOk } from '../../test/demo-client';
import { areaState } from '../demo-hub-area';
import { MUSTER_RESET_PATH, musterContentHandlers } from './handlers';
import { musterArea } from './index';

async function loggedIn(guest: keyof typeof demoGuests) {
  const client = demoClient('app.localhost', { overrides: musterContentHandlers() });
  const { accountNumber, cabin, pin } = demoGuests[guest];
  client.session.id = expectOk(await loginByPms(client.hub, { accountNumber, location: cabin, pinNo: pin })).sessionId;
  return client;
}

describe('the muster area answers in the client’s schemas', () => {
  it('needs a login for the party', async () => {
    expect(await getMusterStatus(demoClient().hub)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });

  it('serves the Smiths with mixed video states and no station visit required', async () => {
    const { hub } = await loggedIn('smith');
    const status = expectOk(await getMusterStatus(hub));
    expect(status.musterStationVisitRequired).toBe(false);
    expect(status.passengers.map((passenger) => [passenger.firstName, passenger.isVideoWatched])).toEqual([
      ['Emily', false],
      ['James', true],
      ['Lily', false],
    ]);
    expect(expectOk(await getMusterPassengers(hub))).toHaveLength(3);
  });

  it('requires the station scan on Anna Berger’s booking', async () => {
    const { hub } = await loggedIn('berger');
    expect(expectOk(await getMusterStatus(hub)).musterStationVisitRequired).toBe(true);
  });

  it('marks the chosen passengers as having watched the video, and records each request', async () => {
    const { hub, demo } = await loggedIn('smith');
    expectOk(await updateMusterVideoSeen(hub, ['100200', '100202']));
    expect(expectOk(await getMusterStatus(hub)).passengers.every((passenger) => passenger.isVideoWatched)).toBe(true);
    expect(areaState(demo.state, musterArea).videoSeenRequests).toHaveLength(1);
  });

  it('puts every party back to the voyage’s start on the operator’s reset', async () => {
    const { hub, demo } = await loggedIn('smith');
    expectOk(await updateMusterVideoSeen(hub, ['100200', '100202']));
    const reset = await demo.fetch(`http://app.localhost:8080${MUSTER_RESET_PATH}`, { method: 'POST' });
    expect(reset.ok).toBe(true);
    expect(expectOk(await getMusterStatus(hub)).passengers.map((passenger) => passenger.isVideoWatched)).toEqual([false, true, false]);
  });

  it('refuses passengers of another booking', async () => {
    const { hub } = await loggedIn('smith');
    expect(await updateMusterVideoSeen(hub, ['100500'])).toMatchObject({ ok: false, error: { status: 400 } });
  });

  it('fails updateVideoSeen when told to', async () => {
    const { hub, demo } = await loggedIn('smith');
    areaState(demo.state, musterArea).failVideoSeen = true;
    expect(await updateMusterVideoSeen(hub, ['100200'])).toMatchObject({ ok: false, error: { status: 500 } });
  });

  it('serves the safety video article with a playable clip and the muster schedule with its events', async () => {
    const { hub, demo } = await loggedIn('smith');
    const [video] = expectOk(await getArticlesByHashtag(hub, 'safetyvideo'));
    const [clip] = expectOk(await getArticleVideos(hub, video?.id ?? 0));
    const file = await demo.fetch(clip?.urlFrontend ?? '', { headers: { Range: 'bytes=0-' } });
    expect(file.status).toBe(206);
    expect(file.headers.get('Content-Type')).toBe('video/webm');
    const [schedule] = expectOk(await getArticlesByHashtag(hub, 'musterSchedule'));
    const events = expectOk(await getArticleEvents(hub, schedule?.id ?? 0));
    expect(events.map((event) => event.startTime)).toEqual(['14:00', '14:30', '15:00', '16:00']);
  });

  it('leaves other hashtags to the content area', async () => {
    const { hub } = await loggedIn('smith');
    expect(expectOk(await getArticlesByHashtag(hub, 'nothing-here'))).toEqual([]);
  });
});
