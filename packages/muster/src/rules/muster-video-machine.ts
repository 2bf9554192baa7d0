import { nextWatched, watchedToEnd } from './watched-position';

/**
 * The muster video (§4): loading → watching → finished. `watched` is the furthest point seen;
 * only `finished` opens the passenger choice.
 */
export type VideoState =
  | { phase: 'loading'; watched: number; duration: number }
  | { phase: 'watching'; watched: number; duration: number }
  | { phase: 'finished'; watched: number; duration: number };

export type VideoEvent = { type: 'position'; seconds: number; duration: number } | { type: 'ended' };

export const initialVideoState: VideoState = { phase: 'loading', watched: 0, duration: 0 };

export function videoReducer(state: VideoState, event: VideoEvent): VideoState {
  if (state.phase === 'finished') return state;
  if (event.type === 'position') {
    const duration = event.duration > 0 ? event.duration : state.duration;
    return { phase: 'watching', watched: nextWatched(state.watched, event.seconds), duration };
  }
  // `ended` after a jump the guard never saw does not count: the guest keeps watching.
  return watchedToEnd(state.watched, state.duration) ? { ...state, phase: 'finished' } : state;
}
