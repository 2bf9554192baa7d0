import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Ui from '@companion/ui';
import { renderVod } from '../test/render-vod';
import { clearVideoAuthentication } from '../video-authentication/video-authentication-store';

/** The audio tracks video.js reports for a stream in two languages, German on by default. */
const tracks = vi.hoisted(() => [] as { language: string; enabled: boolean }[]);

// The players are video.js, which jsdom cannot run: this stand-in hands each screen's `onPlayer`
// a player whose stream has German and English audio.
vi.mock('@companion/ui', async (original) => {
  const ui = await original<typeof Ui>();
  return {
    ...ui,
    VideoPlayer: ({ onPlayer }: { onPlayer?: (player: unknown) => void }) => {
      tracks.splice(0, tracks.length, { language: 'de', enabled: true }, { language: 'en', enabled: false });
      const list = Object.assign(tracks, { addEventListener: () => {} });
      onPlayer?.({ audioTracks: () => list });
      return <div data-testid="video-player" />;
    },
  };
});

beforeEach(() => clearVideoAuthentication());

// With no video language saved, the interface language (English here) picks the audio track.
describe('the players pick the audio track in the playback language', () => {
  it.each([
    ['a film', '/vod/12'],
    ['a live channel', '/channel/1'],
  ])('%s', async (_kind, entry) => {
    await renderVod({ entry });
    expect(await screen.findByTestId('video-player', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(tracks.find((track) => track.enabled)?.language).toBe('en');
  });
});
