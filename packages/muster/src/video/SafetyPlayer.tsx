import { useEffect } from 'react';
import { VideoPlayer } from '@companion/ui';
import { allowedSeek, SEEK_TOLERANCE_SECONDS } from '../rules/watched-position';
import type { SafetyVideoSource } from './load-safety-video';

export type SafetyPlayerProps = {
  source: SafetyVideoSource;
  title: string;
  /** The article's picture, shown until the guest starts the video. */
  poster?: string | undefined;
  loadingLabel: string;
  /** The furthest point watched, read at the moment of each seek. */
  watched: () => number;
  onPosition: (seconds: number, duration: number) => void;
  onEnded: () => void;
  /** video.js's message, or undefined when it gave none. */
  onError: (message: string | undefined) => void;
};

/** The slice of video.js this adapter touches (the shared player hands it over through onPlayer). */
type Player = {
  on(event: string, handler: () => void): void;
  playbackRate(): number;
  playbackRate(rate: number): void;
  currentTime(): number;
  currentTime(seconds: number): void;
  isFullscreen(): boolean;
  exitFullscreen(): void;
  el(): HTMLElement;
};

const mediaSessionSkips: MediaSessionAction[] = ['seekforward', 'seekto', 'nexttrack'];

/**
 * The shared VideoPlayer with the muster's rules. The seek guard (a video.js middleware on
 * setCurrentTime) refuses every seek past the furthest watched point: the scrubber, the arrow
 * keys and any code. What video.js never sees is closed here too: the playback rate stays 1, the
 * media-session skip keys do nothing, and a seek made by the browser's own fullscreen or
 * picture-in-picture controls straight on the <video> is sent back. At the end, fullscreen and
 * picture-in-picture are left so the guest sees the passenger choice.
 */
export function SafetyPlayer({ source, title, poster, loadingLabel, watched, onPosition, onEnded, onError }: SafetyPlayerProps) {
  // The blocked skip keys are given back to the browser when the guest leaves the video.
  useEffect(() => () => setSkipKeys(null), []);
  const install = (unknownPlayer: unknown) => {
    const player = unknownPlayer as Player;
    player.on('ratechange', () => {
      if (player.playbackRate() !== 1) player.playbackRate(1);
    });
    player.on('seeking', () => {
      if (player.currentTime() > watched() + SEEK_TOLERANCE_SECONDS) player.currentTime(watched());
    });
    player.on('ended', () => {
      if (player.isFullscreen()) player.exitFullscreen();
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
      if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => {});
    });
    setSkipKeys(() => {});
  };
  return (
    <VideoPlayer
      sources={[source]}
      title={title}
      {...(poster ? { poster } : {})}
      loadingLabel={loadingLabel}
      seekGuard={(requested) => allowedSeek(requested, watched())}
      onPosition={onPosition}
      onEnded={onEnded}
      onError={onError}
      onPlayer={install}
    />
  );
}

function setSkipKeys(handler: MediaSessionActionHandler | null) {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
  for (const action of mediaSessionSkips) {
    try {
      navigator.mediaSession.setActionHandler(action, handler);
    } catch {
      // A browser that does not know an action refuses it; nothing to block then.
    }
  }
}
