// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { earlyPicture } from './early-picture';

const start = { hubApiUrl: 'https://hub.ship.example/api/', search: '', deviceConfig: undefined };
const days = [{ date: '2026-11-29' }, { date: '2026-11-30' }];
const walk = {
  id: 'd1-e4',
  images: [
    { type: 'Full', url: 'https://go.ship.example/api/blobs/image?reference=walk&width=1200' },
    { type: 'Preview', url: 'https://go.ship.example/api/blobs/image?reference=walk&width=400' },
  ],
};
const lineup = [{ date: '2026-11-29', events: [walk, { id: 'd1-e26', image: 'https://go.ship.example/breakfast.jpg' }] }];

describe("today's Daily Programme's early picture", () => {
  it("is the day's first event's card picture, on the host that serves pictures", () => {
    expect(earlyPicture([days, lineup], start)).toBe('https://app.ship.example/api/blobs/image?reference=walk&width=400');
  });

  it('is the single image of a first event without a Preview', () => {
    expect(earlyPicture([days, [{ date: '2026-11-29', events: [{ image: 'https://go.ship.example/breakfast.jpg' }] }]], start)).toBe(
      'https://app.ship.example/breakfast.jpg',
    );
  });

  it('is none when the page opens on another day: today is not a day of the voyage, or a date is in the address', () => {
    expect(earlyPicture([[{ date: '2026-12-24' }], lineup], start)).toBeUndefined();
    expect(earlyPicture([days, lineup], { ...start, search: '?date=2026-11-30' })).toBeUndefined();
  });

  it('is none when the first event has no picture or the answers are malformed', () => {
    expect(earlyPicture([days, [{ date: '2026-11-29', events: [{ id: 'x' }] }]], start)).toBeUndefined();
    expect(earlyPicture([days, [{ date: '2026-11-29', events: [] }]], start)).toBeUndefined();
    expect(earlyPicture([days, [{ date: '2026-11-29', events: [{ images: 'walk.jpg' }] }]], start)).toBeUndefined();
    expect(earlyPicture([days, [{ date: '2026-11-29', events: [{ images: [{ type: 'Preview' }] }] }]], start)).toBeUndefined();
    expect(earlyPicture([undefined, undefined], start)).toBeUndefined();
    expect(earlyPicture([{ date: '2026-11-29' }, { date: '2026-11-29' }], start)).toBeUndefined();
  });
});
