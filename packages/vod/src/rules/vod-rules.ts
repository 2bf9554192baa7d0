import type { HubError, VodGenre, VodImage } from '@companion/hub-client';

/** media-and-guest-services.md §9. */
export const PAGE_SIZE_MOVIES = 100;
export const PAGE_SIZE_FEATURED_GENRE = 50;
export const PAGE_SIZE_DEFAULT = 20;
export const EXCLUDED_GENRE_PROVIDER = 146;
export const MAX_IMAGE_BYTES = 200_000;
export const CAST_SHOWN = 8;
/** Picture height as a share of its width: category 75 %, movie 150 %, series 100 %. */
export const RATIOS = { category: 0.75, movie: 1.5, series: 1 } as const;
/** §2.1: the detail fetch waits this long (a guest flicking through cards causes no fetches). */
export const DETAIL_FETCH_DELAY_MS = 500;
/** §9: the programme guide shows 4 hours. */
export const GUIDE_WINDOW_SECONDS = 14_400;

export function pageSizeFor(type: string): number {
  return type === 'movies' || type === 'kids' ? PAGE_SIZE_MOVIES : PAGE_SIZE_DEFAULT;
}

export function withoutExcludedGenres(genres: readonly VodGenre[]): VodGenre[] {
  return genres.filter((genre) => genre.id !== EXCLUDED_GENRE_PROVIDER);
}

/** The largest picture under 200,000 bytes (of the wanted type when there is one). */
export function chooseImage(images: readonly VodImage[] | null | undefined, type = 'poster'): string | undefined {
  const all = images ?? [];
  const ofType = all.some((image) => image.type === type) ? all.filter((image) => image.type === type) : all;
  const fitting = ofType.filter((image) => (image.size ?? 0) < MAX_IMAGE_BYTES);
  const best = fitting.reduce<VodImage | undefined>((top, image) => (!top || (image.size ?? 0) > (top.size ?? 0) ? image : top), undefined);
  return best?.url;
}

export function shownCast(actors: readonly string[] | null | undefined): string[] {
  return (actors ?? []).slice(0, CAST_SHOWN);
}

/**
 * §8: a non-200 answer shows the server's message or 'No detailed message available'; a network
 * error shows its own message.
 */
export function videoErrorText(error: HubError, noDetail: string): string {
  if (error.kind === 'network' || error.kind === 'timeout') return error.message || noDetail;
  if (error.kind === 'invalid-response') return noDetail;
  return error.message || noDetail;
}

/** A list is finished when a page comes back empty (maxReached). */
export function isFinished(lastPage: readonly unknown[] | undefined): boolean {
  return lastPage !== undefined && lastPage.length === 0;
}

export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
