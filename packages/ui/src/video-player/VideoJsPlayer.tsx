import './no-dynamic-style';
import videojs from 'video.js';
import 'video.js/dist/video-js.css';
import germanControls from 'video.js/dist/lang/de.json';
import { useEffect, useRef } from 'react';
import { playsHlsNativelyOnly, sourcesForPlayback, withBearerToken, type VhsRequestOptions } from './request-token';
import { clearSeekGuard, setSeekGuard } from './seek-guard';
import type { VideoPlayerProps } from './VideoPlayer';
import * as styles from './video-player.css';

// video.js names its controls in the language of the nearest `lang` attribute (the shell keeps
// <html lang> on the guest's language) when it knows that language: German is the product's
// other language, 2 kB gzip in the player's own lazy chunk.
videojs.addLanguage('de', germanControls);

/** The slice of the video.js player this component uses (its own typings are loose). */
type Player = {
  on(event: string, handler: () => void): void;
  one(event: string, handler: () => void): void;
  src(sources: { src: string; type: string }[]): void;
  currentTime(): number;
  currentTime(seconds: number): void;
  duration(): number;
  error(): { message?: string } | null;
  el(): HTMLElement;
  tech(unsafe: true): { vhs?: { xhr: { onRequest(hook: (o: VhsRequestOptions) => VhsRequestOptions): void } } } | undefined;
  isDisposed(): boolean;
  dispose(): void;
};

/**
 * video.js owns its element: React renders only the wrapper and video.js builds the <video-js>
 * element inside it, so dispose() (which removes that element) never fights React's DOM.
 * A player is made per set of sources and disposed on unmount; callbacks are read through a ref
 * so a re-render with new handlers does not rebuild the player.
 */
export default function VideoJsPlayer(props: Omit<VideoPlayerProps, 'loadingLabel'>) {
  const wrapper = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  // Callbacks are refreshed after each render, before any later player event can read them.
  useEffect(() => {
    latest.current = props;
  });
  const { sources, title, poster, autoplay, startAt } = props;
  const sourcesKey = JSON.stringify(sources);

  useEffect(() => {
    const host = wrapper.current;
    if (!host) return;
    const element = document.createElement('video-js');
    element.classList.add('vjs-big-play-centered', styles.player);
    host.appendChild(element);

    const player = videojs(element, {
      controls: true,
      autoplay: autoplay ?? false,
      poster,
      preload: 'auto',
      inactivityTimeout: 3000,
      userActions: { hotkeys: true },
      // The HLS engine also where a browser could play HLS itself, so every request carries the
      // token header; only without Media Source Extensions (iPhone) does native HLS take over.
      html5: { vhs: { overrideNative: true }, nativeAudioTracks: false, nativeVideoTracks: false },
    }) as unknown as Player;
    player.el().setAttribute('aria-label', title);

    setSeekGuard(player, (requested, current) => latest.current.seekGuard?.(requested, current) ?? requested);
    // VHS announces its xhr object before it loads the first playlist; installing the hook here
    // puts it in place before any request, for this player only.
    player.on('xhr-hooks-ready', () => {
      player.tech(true)?.vhs?.xhr.onRequest((options) => withBearerToken(options, latest.current.bearerToken?.()));
    });

    let lastPosition = 0;
    let lastDuration = 0;
    player.on('timeupdate', () => {
      lastPosition = player.currentTime();
      lastDuration = player.duration() || 0;
      latest.current.onPosition?.(lastPosition, lastDuration);
    });
    player.on('ended', () => latest.current.onEnded?.());
    player.on('error', () => latest.current.onError?.(player.error()?.message));
    if (startAt && startAt > 0) player.one('loadedmetadata', () => player.currentTime(startAt));

    player.src(sourcesForPlayback(sources, latest.current.bearerToken?.(), playsHlsNativelyOnly()));
    latest.current.onPlayer?.(player);

    return () => {
      // Leaving reports the last position once more (the resume point is where the guest left).
      if (lastPosition > 0) latest.current.onPosition?.(lastPosition, lastDuration);
      clearSeekGuard(player);
      if (!player.isDisposed()) player.dispose();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the player is rebuilt only when what it plays changes; callbacks are read through `latest`
  }, [sourcesKey]);

  return <div ref={wrapper} className={styles.wrapper} data-testid="video-player" />;
}
