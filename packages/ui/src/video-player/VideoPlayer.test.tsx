import { render, screen, waitFor, within } from '@testing-library/react';
import videojs from 'video.js';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from './VideoPlayer';

const sources = [{ src: 'http://hub.localhost/film.mp4', type: 'video/mp4' }];
const loadingLabel = 'Loading the player…';

// jsdom cannot play media; video.js's complaints about that are noise here.
beforeAll(() => videojs.log.level('off'));

describe('VideoPlayer', () => {
  it('lets video.js build its own element inside the wrapper, named by the title', async () => {
    render(<VideoPlayer sources={sources} title="Ocean Drift" loadingLabel={loadingLabel} />);
    const region = await screen.findByRole('region', { name: 'Ocean Drift' });
    expect(region.querySelector('video')).not.toBeNull();
    expect(screen.getByTestId('video-player')).toContainElement(region);
  });

  it('disposes the player and its media element on unmount, every time', async () => {
    for (let cycle = 0; cycle < 5; cycle += 1) {
      const view = render(<VideoPlayer sources={sources} title={`Film ${cycle}`} loadingLabel={loadingLabel} />);
      await screen.findByRole('region', { name: `Film ${cycle}` });
      view.unmount();
    }
    await waitFor(() => expect(Object.keys(videojs.getPlayers()).filter((id) => videojs.getPlayers()[id])).toEqual([]));
    expect(document.querySelectorAll('video, video-js')).toHaveLength(0);
  });

  it('hands a failure without a message to the caller as undefined, to word in the guest’s language', async () => {
    const onError = vi.fn();
    let player: { trigger(event: string): void } | undefined;
    render(
      <VideoPlayer
        sources={sources}
        title="Ocean Drift"
        loadingLabel={loadingLabel}
        onError={onError}
        onPlayer={(created) => (player = created as typeof player)}
      />,
    );
    await screen.findByRole('region', { name: 'Ocean Drift' });
    onError.mockClear();
    player!.trigger('error');
    expect(onError).toHaveBeenCalledWith(undefined);
  });

  it('offers its controls as named buttons a keyboard or remote can reach', async () => {
    render(<VideoPlayer sources={sources} title="Ocean Drift" loadingLabel={loadingLabel} />);
    const region = await screen.findByRole('region', { name: 'Ocean Drift' });
    const play = within(region).getByRole('button', { name: 'Play' });
    play.focus();
    expect(play).toHaveFocus();
    expect(within(region).getByRole('button', { name: 'Fullscreen' })).not.toHaveAttribute('tabindex', '-1');
    expect(within(region).getByRole('slider', { name: /progress bar/i })).toBeInTheDocument();
  });

  it('names its controls in German on a German page', async () => {
    document.documentElement.lang = 'de';
    try {
      render(<VideoPlayer sources={sources} title="Ocean Drift" loadingLabel={loadingLabel} />);
      const region = await screen.findByRole('region', { name: 'Ocean Drift' });
      expect(within(region).getByRole('button', { name: 'Wiedergabe' })).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: 'Vollbild' })).toBeInTheDocument();
    } finally {
      document.documentElement.lang = 'en';
    }
  });
});
