// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MusterPassenger } from '@companion/hub-client';
import { isGroupComplete, isPersonComplete, musterSubmitProblems, passengerName, unwatched } from './muster-completion';
import { initialVideoState, videoReducer, type VideoEvent } from './muster-video-machine';
import { allowedSeek, nextWatched, watchedToEnd } from './watched-position';

const person = (extra: Partial<MusterPassenger> = {}): MusterPassenger => ({
  id: 1,
  accountNumber: '1',
  firstName: 'Emily',
  lastName: 'Smith',
  ...extra,
});

describe('the watched position', () => {
  it('moves forward only by playing', () => {
    expect(nextWatched(10, 10.3)).toBe(10.3);
    expect(nextWatched(10, 60)).toBe(10);
  });

  it('keeps the furthest point when the guest goes back', () => {
    expect(nextWatched(10, 4)).toBe(10);
  });

  it('ignores nonsense positions', () => {
    expect(nextWatched(10, Number.NaN)).toBe(10);
    expect(nextWatched(10, -1)).toBe(10);
  });

  it('lets a seek go back or up to the furthest point, and snaps a forward seek back to it', () => {
    expect(allowedSeek(3, 10)).toBe(3);
    expect(allowedSeek(10.4, 10)).toBe(10.4);
    expect(allowedSeek(50, 10)).toBe(10);
    expect(allowedSeek(Number.POSITIVE_INFINITY, 10)).toBe(10);
  });

  it('counts the end only when watched to the end', () => {
    expect(watchedToEnd(119.5, 120)).toBe(true);
    expect(watchedToEnd(60, 120)).toBe(false);
    expect(watchedToEnd(0, 0)).toBe(false);
  });
});

describe('the video state machine', () => {
  const run = (...events: VideoEvent[]) => events.reduce(videoReducer, initialVideoState);
  const play = (to: number, duration = 2): VideoEvent[] =>
    Array.from({ length: Math.round(to / 0.25) + 1 }, (_, index) => ({ type: 'position', seconds: index * 0.25, duration }));

  it('starts loading and watches from the first position report', () => {
    expect(initialVideoState.phase).toBe('loading');
    expect(run({ type: 'position', seconds: 0, duration: 2 }).phase).toBe('watching');
  });

  it('finishes when the end is reached by watching', () => {
    expect(run(...play(2), { type: 'ended' }).phase).toBe('finished');
  });

  it('does not finish on an ended after a jump', () => {
    expect(
      run({ type: 'position', seconds: 0, duration: 120 }, { type: 'position', seconds: 120, duration: 120 }, { type: 'ended' }).phase,
    ).toBe('watching');
  });

  it('stays finished', () => {
    expect(run(...play(2), { type: 'ended' }, { type: 'position', seconds: 0, duration: 2 }).phase).toBe('finished');
  });
});

describe('muster completion', () => {
  it('is complete with the video watched when no station visit is required', () => {
    expect(isPersonComplete(person({ isVideoWatched: true }), false)).toBe(true);
    expect(isPersonComplete(person({ isVideoWatched: false, isMusterScanPerformed: true }), false)).toBe(false);
  });

  it('also needs the station scan when musterStationVisitRequired', () => {
    expect(isPersonComplete(person({ isVideoWatched: true }), true)).toBe(false);
    expect(isPersonComplete(person({ isVideoWatched: true, isMusterScanPerformed: true }), true)).toBe(true);
  });

  it('completes the group when all are complete', () => {
    const done = person({ isVideoWatched: true });
    expect(isGroupComplete({ passengers: [done, done], musterStationVisitRequired: false })).toBe(true);
    expect(isGroupComplete({ passengers: [done, person()], musterStationVisitRequired: false })).toBe(false);
    expect(isGroupComplete({ passengers: [], musterStationVisitRequired: false })).toBe(false);
  });

  it('offers only the passengers who have not watched', () => {
    expect(unwatched([person({ id: 1, isVideoWatched: true }), person({ id: 2 })]).map((passenger) => passenger.id)).toEqual([2]);
  });

  it('names a passenger by name, else first and last name', () => {
    expect(passengerName(person({ name: 'Mrs Emily Smith' }))).toBe('Mrs Emily Smith');
    expect(passengerName(person())).toBe('Emily Smith');
  });

  it('needs a passenger and the conditions before submitting', () => {
    expect(musterSubmitProblems(0, false)).toEqual(['selectPassenger', 'acceptTerms']);
    expect(musterSubmitProblems(2, true)).toEqual([]);
  });
});
