import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { areaState, vodArea } from '@companion/hub-sim';
import { renderVod } from '../test/render-vod';
import { clearVideoAuthentication } from '../video-authentication/video-authentication-store';

beforeEach(() => {
  clearVideoAuthentication();
  // jsdom plays nothing; let the browser "play HLS natively" so video.js takes the source.
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
});
afterEach(() => vi.restoreAllMocks());

/** The provider's setPosition calls, as the seconds sent. */
function positionsSent() {
  const sent: number[] = [];
  const wrapFetch =
    (demo: typeof fetch): typeof fetch =>
    (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname.endsWith('vods/setPosition')) sent.push(Number(url.searchParams.get('position_seconds')));
      return demo(input, init);
    };
  return { sent, wrapFetch };
}

/** The <video> video.js made, with a clock the test moves (jsdom plays nothing). */
async function videoElement() {
  await waitFor(() => expect(document.querySelector('video')).not.toBeNull());
  const video = document.querySelector('video')!;
  let time = 0;
  const seeks: number[] = [];
  Object.defineProperty(video, 'currentTime', {
    configurable: true,
    get: () => time,
    set: (seconds: number) => {
      seeks.push(seconds);
      time = seconds;
    },
  });
  Object.defineProperty(video, 'duration', { configurable: true, get: () => 5400 });
  const playTo = (seconds: number) => {
    time = seconds;
    video.dispatchEvent(new Event('timeupdate'));
  };
  return { video, seeks, playTo };
}

describe('the film player /vod/{id}', () => {
  it('says an address that names no title (/vod/channels) is no longer here, and asks the video service nothing', async () => {
    const asked: string[] = [];
    const wrapFetch =
      (demoFetch: typeof fetch): typeof fetch =>
      (input, init) => {
        asked.push(new Request(input, init).url);
        return demoFetch(input, init);
      };
    await renderVod({ entry: '/vod/channels', wrapFetch });
    expect(await screen.findByText('This page is no longer here.')).toBeInTheDocument();
    expect(asked.filter((url) => /NaN|playout/i.test(url))).toEqual([]);
  });

  it('resumes at last_playback_status.position_seconds', async () => {
    // Title 5 was left at 30:00 in the demo provider.
    await renderVod({ entry: '/vod/5' });
    const { video, seeks } = await videoElement();
    video.dispatchEvent(new Event('loadedmetadata'));
    await waitFor(() => expect(seeks).toContain(1800));
  });

  it('sends vods/setPosition while playing and once more on leaving', async () => {
    const user = userEvent.setup();
    const { sent, wrapFetch } = positionsSent();
    await renderVod({ entry: '/vod/12', wrapFetch });
    const { playTo } = await videoElement();
    playTo(12);
    await waitFor(() => expect(sent).toEqual([12]));
    // Within the report interval nothing more is sent, past it the new second is.
    playTo(15);
    playTo(25);
    await waitFor(() => expect(sent).toEqual([12, 25]));
    playTo(27);
    await user.keyboard('{Escape}');
    await screen.findByRole('status', { name: 'elsewhere' });
    await waitFor(() => expect(sent).toEqual([12, 25, 27]));
  });

  it("says 'error while setting played seconds' once, and stops reporting the title", async () => {
    const { sent, wrapFetch } = positionsSent();
    await renderVod({ entry: '/vod/12', wrapFetch, seed: (state) => areaState(state, vodArea).failing.add('vods/setPosition') });
    const { playTo } = await videoElement();
    playTo(12);
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent('error while setting played seconds');
    playTo(40);
    playTo(80);
    expect(sent).toEqual([12]);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
