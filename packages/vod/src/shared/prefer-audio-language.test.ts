// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { preferAudioLanguage, sameLanguage } from './prefer-audio-language';

/** video.js's audio track list as the HLS engine fills it: tracks arrive one by one after the player is made. */
function fakePlayer() {
  const tracks: { language: string; enabled: boolean }[] & { addEventListener: (type: string, listener: () => void) => void } =
    Object.assign([], {
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    });
  const listeners: (() => void)[] = [];
  const add = (language: string, enabled: boolean) => {
    // As video.js does: an enabled track switches the others off.
    if (enabled) for (const track of tracks) track.enabled = false;
    tracks.push({ language, enabled });
    for (const listener of listeners) listener();
  };
  return { player: { audioTracks: () => tracks }, tracks, add };
}

describe('films play in the video language where it is available', () => {
  it('switches on the audio track in the saved language once the stream announces it', () => {
    const { player, tracks, add } = fakePlayer();
    preferAudioLanguage(player, 'de');
    add('en', true);
    add('de', false);
    expect(tracks.find((track) => track.enabled)?.language).toBe('de');
  });

  // The stream's default may be announced after ours and switch it off; the choice is made again.
  it('keeps the saved language when the default track comes later', () => {
    const { player, tracks, add } = fakePlayer();
    preferAudioLanguage(player, 'de');
    add('de', false);
    add('en', true);
    expect(tracks.find((track) => track.enabled)?.language).toBe('de');
  });

  it('leaves the stream as it is without a track in that language', () => {
    const { player, tracks, add } = fakePlayer();
    preferAudioLanguage(player, 'de');
    add('en', true);
    add('fr', false);
    expect(tracks.find((track) => track.enabled)?.language).toBe('en');
  });

  it('does nothing for a player without audio tracks', () => {
    expect(() => preferAudioLanguage({}, 'de')).not.toThrow();
  });

  it('matches language tags by their language', () => {
    expect(sameLanguage('de-DE', 'de')).toBe(true);
    expect(sameLanguage('DE_de', 'de')).toBe(true);
    expect(sameLanguage('en', 'de')).toBe(false);
    expect(sameLanguage('', '')).toBe(false);
  });
});
