import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { SafetyPlayer } from './SafetyPlayer';

/**
 * The muster's rules on the REAL video.js player (the shared VideoPlayer, its setCurrentTime
 * middleware and SafetyPlayer's own listeners), not a stand-in. jsdom cannot decode media, so
 * the <video> claims it can play WebM and the tech's seeks are recorded instead of performed.
 * The end-to-end journey checks the same in chromium with a real clip.
 */
type RealPlayer = {
  currentTime(seconds?: number): number;
  duration(seconds?: number): number;
  playbackRate(rate?: number): number;
  tech(unsafe: true): { setCurrentTime(seconds: number): void; el(): HTMLVideoElement };
  trigger(event: string): void;
  isFullscreen(state?: boolean): boolean;
};

const WATCHED = 10;

async function mountRealPlayer() {
  render(
    <SafetyPlayer
      source={{ src: 'https://hub.example/safety.webm', type: 'video/webm' }}
      title="Safety video"
      loadingLabel="Loading"
      watched={() => WATCHED}
      onPosition={() => {}}
      onEnded={() => {}}
      onError={() => {}}
    />,
  );
  // video.js arrives through the shared player's lazy import; the middleware binds at setSource.
  const element = await waitFor(() => {
    const found = document.querySelector<HTMLElement & { player?: RealPlayer }>('.video-js');
    if (!found?.player) throw new Error('no player yet');
    return found;
  });
  const player = element.player as RealPlayer;
  const seeks: number[] = [];
  const tech = player.tech(true);
  vi.spyOn(tech, 'setCurrentTime').mockImplementation((seconds: number) => void seeks.push(seconds));
  player.duration(120);
  // The source (and with it the middleware chain) is set a tick after src().
  await waitFor(() => {
    player.currentTime(WATCHED - 1);
    expect(seeks).toContain(WATCHED - 1);
  });
  seeks.length = 0;
  return { player, element, seeks, video: tech.el() };
}

/** What the page set for each media-session action (the keyboard's and headset's media keys). */
const mediaKeys = new Map<string, MediaSessionActionHandler | null>();

beforeEach(() => {
  // jsdom lacks CSS.supports, which video.js's caption display asks.
  vi.stubGlobal('CSS', { supports: () => false });
  mediaKeys.clear();
  Object.defineProperty(navigator, 'mediaSession', {
    configurable: true,
    value: { setActionHandler: (action: string, handler: MediaSessionActionHandler | null) => mediaKeys.set(action, handler) },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  document.body.innerHTML = '';
  Reflect.deleteProperty(navigator, 'mediaSession');
  Reflect.deleteProperty(document, 'fullscreenElement');
  Reflect.deleteProperty(document, 'pictureInPictureElement');
});

/** The browser's own controls (native fullscreen, the picture-in-picture window) seek the <video> itself, past video.js. */
function seekByBrowserControls(video: HTMLVideoElement, seconds: number) {
  vi.spyOn(video, 'currentTime', 'get').mockReturnValue(seconds);
  video.dispatchEvent(new Event('seeking'));
}

describe('the safety video on the real video.js player', () => {
  it('snaps a forward seek back in the setCurrentTime middleware, and lets a backward seek through', async () => {
    const { player, seeks } = await mountRealPlayer();
    player.currentTime(90);
    player.currentTime(4);
    expect(seeks).toEqual([WATCHED, 4]);
  });

  it('snaps back the seek bar’s hotkeys (End, Page Up, the digit keys, the right arrow)', async () => {
    const { element, seeks } = await mountRealPlayer();
    const seekBar = element.querySelector<HTMLElement>('.vjs-progress-holder');
    if (!seekBar) throw new Error('no seek bar');
    for (const key of ['End', 'PageUp', '9', 'ArrowRight']) fireEvent.keyDown(seekBar, { key });
    expect(seeks.length).toBeGreaterThan(0);
    expect(seeks.every((seconds) => seconds <= WATCHED)).toBe(true);
  });

  it('puts the playback rate back to 1', async () => {
    const { player, video } = await mountRealPlayer();
    video.playbackRate = 16;
    player.trigger('ratechange');
    expect(video.playbackRate).toBe(1);
  });

  it('gives the media-session keys (seek forward, seek to, next track) nothing to do', async () => {
    const { seeks } = await mountRealPlayer();
    for (const action of ['seekforward', 'seekto', 'nexttrack']) {
      const handler = mediaKeys.get(action);
      expect(handler, action).toBeTypeOf('function');
      handler?.({ action: action as MediaSessionAction, seekTime: 90, seekOffset: 30 });
    }
    expect(seeks).toEqual([]);
  });

  it('in native fullscreen, sends a seek of the browser’s controls back and leaves fullscreen at the end', async () => {
    const { player, seeks, video } = await mountRealPlayer();
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: video });
    const exitFullscreen = vi.fn(() => Promise.resolve());
    Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exitFullscreen });
    seekByBrowserControls(video, 90);
    expect(seeks).toEqual([WATCHED]);
    player.trigger('ended');
    expect(exitFullscreen).toHaveBeenCalled();
  });

  it('in picture-in-picture, sends a seek of the window’s controls back and closes it at the end', async () => {
    const { player, seeks, video } = await mountRealPlayer();
    Object.defineProperty(document, 'pictureInPictureElement', { configurable: true, value: video });
    const exitPictureInPicture = vi.fn(() => Promise.resolve());
    Object.defineProperty(document, 'exitPictureInPicture', { configurable: true, value: exitPictureInPicture });
    seekByBrowserControls(video, 90);
    expect(seeks).toEqual([WATCHED]);
    player.trigger('ended');
    expect(exitPictureInPicture).toHaveBeenCalled();
  });

  it('leaves video.js fullscreen at the end', async () => {
    const { player } = await mountRealPlayer();
    player.isFullscreen(true);
    player.trigger('ended');
    expect(player.isFullscreen()).toBe(false);
  });
});
