// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  chooseImage,
  isFinished,
  pageSizeFor,
  shownCast,
  videoErrorText,
  withoutExcludedGenres,
  RATIOS,
  PAGE_SIZE_FEATURED_GENRE,
  DETAIL_FETCH_DELAY_MS,
  GUIDE_WINDOW_SECONDS,
} from './vod-rules';

describe('video rules (media-and-guest-services.md §8, §9)', () => {
  it('pages films by 100, featured genre lists by 50, others by 20', () => {
    expect(pageSizeFor('movies')).toBe(100);
    expect(PAGE_SIZE_FEATURED_GENRE).toBe(50);
    expect(pageSizeFor('series')).toBe(20);
  });

  it('leaves out genre provider 146', () => {
    expect(
      withoutExcludedGenres([
        { id: 1, name: 'Drama' },
        { id: 146, name: 'X' },
      ]),
    ).toEqual([{ id: 1, name: 'Drama' }]);
  });

  it('takes the largest picture under 200,000 bytes', () => {
    const images = [
      { url: 'small', size: 60_000, type: 'poster' },
      { url: 'right', size: 199_999, type: 'poster' },
      { url: 'huge', size: 200_000, type: 'poster' },
      { url: 'wide', size: 150_000, type: 'backdrop' },
    ];
    expect(chooseImage(images)).toBe('right');
    expect(chooseImage(images, 'backdrop')).toBe('wide');
    expect(chooseImage([])).toBeUndefined();
  });

  it('shows the first 8 names of the cast', () => {
    expect(shownCast(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'])).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('has the ratios category 75 %, movie 150 %, series 100 %', () => {
    expect(RATIOS).toEqual({ category: 0.75, movie: 1.5, series: 1 });
  });

  it('delays the detail fetch 500 ms and shows a 4-hour guide', () => {
    expect(DETAIL_FETCH_DELAY_MS).toBe(500);
    expect(GUIDE_WINDOW_SECONDS).toBe(14_400);
  });

  it("shows the server's message, or 'No detailed message available', or the network error", () => {
    const none = 'No detailed message available';
    expect(videoErrorText({ kind: 'http', status: 500, message: 'Down' }, none)).toBe('Down');
    expect(videoErrorText({ kind: 'http', status: 500, message: '' }, none)).toBe(none);
    expect(videoErrorText({ kind: 'network', message: 'Failed to fetch' }, none)).toBe('Failed to fetch');
  });

  it('finishes a list on an empty page', () => {
    expect(isFinished([])).toBe(true);
    expect(isFinished([1])).toBe(false);
    expect(isFinished(undefined)).toBe(false);
  });
});
