import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import type { VideoPlayerProps } from '@companion/ui';
import { SafetyPlayer } from './SafetyPlayer';

const shared = vi.hoisted(() => ({ props: undefined as VideoPlayerProps | undefined }));
vi.mock('@companion/ui', () => ({
  VideoPlayer: (props: VideoPlayerProps) => {
    shared.props = props;
    return null;
  },
}));

/** A stand-in for the video.js player the shared player hands over through onPlayer. */
function fakePlayer(time = 0) {
  const handlers = new Map<string, () => void>();
  const state = { time, rate: 1, fullscreen: true, exited: false };
  return {
    state,
    emit: (event: string) => handlers.get(event)?.(),
    on: (event: string, handler: () => void) => handlers.set(event, handler),
    playbackRate: (rate?: number) => (rate === undefined ? state.rate : void (state.rate = rate)),
    currentTime: (seconds?: number) => (seconds === undefined ? state.time : void (state.time = seconds)),
    isFullscreen: () => state.fullscreen,
    exitFullscreen: () => void (state.exited = true),
    el: () => document.createElement('div'),
  };
}

const mount = (watched = 10) =>
  render(
    <SafetyPlayer
      source={{ src: 'https://hub.example/safety.webm', type: 'video/webm' }}
      title="Safety video"
      loadingLabel="Loading"
      watched={() => watched}
      onPosition={() => {}}
      onEnded={() => {}}
      onError={() => {}}
    />,
  );

afterEach(() => (shared.props = undefined));

describe('the safety player', () => {
  it('hands the article’s picture to the shared player as its poster', () => {
    render(
      <SafetyPlayer
        source={{ src: 'https://hub.example/safety.webm', type: 'video/webm' }}
        title="Safety video"
        poster="https://hub.example/blobs/image?reference=safety-video"
        loadingLabel="Loading"
        watched={() => 0}
        onPosition={() => {}}
        onEnded={() => {}}
        onError={() => {}}
      />,
    );
    expect(shared.props?.poster).toBe('https://hub.example/blobs/image?reference=safety-video');
  });

  it('snaps a forward seek back to the furthest point watched and lets a backward seek through', () => {
    mount(10);
    expect(shared.props?.seekGuard?.(50, 10)).toBe(10);
    expect(shared.props?.seekGuard?.(4, 10)).toBe(4);
  });

  it('keeps the playback rate at 1', () => {
    mount();
    const player = fakePlayer();
    shared.props?.onPlayer?.(player);
    player.state.rate = 16;
    player.emit('ratechange');
    expect(player.state.rate).toBe(1);
  });

  it('sends back a seek the browser’s own controls made past the watched point', () => {
    mount(10);
    const player = fakePlayer(40);
    shared.props?.onPlayer?.(player);
    player.emit('seeking');
    expect(player.state.time).toBe(10);
  });

  it('leaves fullscreen at the end', () => {
    mount();
    const player = fakePlayer();
    shared.props?.onPlayer?.(player);
    player.emit('ended');
    expect(player.state.exited).toBe(true);
  });

  it('blocks the media-session skip keys while shown and gives them back after', () => {
    const setActionHandler = vi.fn();
    Object.defineProperty(navigator, 'mediaSession', { value: { setActionHandler }, configurable: true });
    const view = mount();
    shared.props?.onPlayer?.(fakePlayer());
    expect(setActionHandler).toHaveBeenCalledWith('seekforward', expect.any(Function));
    expect(setActionHandler).toHaveBeenCalledWith('seekto', expect.any(Function));
    view.unmount();
    expect(setActionHandler).toHaveBeenCalledWith('seekforward', null);
  });
});
