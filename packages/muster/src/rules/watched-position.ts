/**
 * The legal rule of the safety video: nobody may skip it. These pure functions decide what
 * counts as watched and where a seek may land; the player only reports and asks.
 */

/**
 * Largest step between two position reports that still counts as playing. timeupdate fires
 * every 250 ms or so at normal speed; anything bigger is a jump, however it got past the seek
 * guard (a browser's own fullscreen or picture-in-picture controls), and is not "watched".
 */
export const WATCH_STEP_SECONDS = 1.5;
/** A seek this close past the furthest watched point is allowed (rounding of the scrubber). */
export const SEEK_TOLERANCE_SECONDS = 0.5;
/** The end counts when the watched point is this close to the duration (the last frame's timing). */
export const END_TOLERANCE_SECONDS = 1;

/** The furthest point watched after a position report: only playing moves it forward. */
export function nextWatched(watched: number, position: number): number {
  if (!Number.isFinite(position) || position < 0) return watched;
  return position <= watched + WATCH_STEP_SECONDS ? Math.max(watched, position) : watched;
}

/**
 * Where a seek lands: back and up to the furthest watched point (plus tolerance) as asked;
 * forward past it snaps back to the furthest watched point.
 */
export function allowedSeek(requested: number, watched: number): number {
  if (!Number.isFinite(requested)) return watched;
  return requested <= watched + SEEK_TOLERANCE_SECONDS ? Math.max(0, requested) : watched;
}

/** The video is finished only when it was watched to its end, not merely when `ended` fired. */
export function watchedToEnd(watched: number, duration: number): boolean {
  return duration > 0 && watched >= duration - END_TOLERANCE_SECONDS;
}
