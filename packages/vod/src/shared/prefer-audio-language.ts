/** The slice of video.js's audio track list used here (its own typings are loose). */
type AudioTrack = { language: string; enabled: boolean };
type AudioTrackList = {
  readonly length: number;
  readonly [index: number]: AudioTrack | undefined;
  addEventListener(type: 'addtrack', listener: () => void): void;
};

/** Whether two language tags name the same language ('de', 'de-DE' and 'de_DE' do). */
export function sameLanguage(a: string, b: string): boolean {
  const primary = (tag: string) => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return primary(a) !== '' && primary(a) === primary(b);
}

/**
 * Keeps the modal's promise "Films and series play in this language where it is available": when
 * the stream carries an audio track in `language`, it is switched on. The HLS engine adds the
 * tracks after the player is made (and may add the stream's default after ours), so the choice is
 * made again on every added track. A stream without that language plays as it is.
 */
export function preferAudioLanguage(player: unknown, language: string): void {
  const tracks = (player as { audioTracks?: () => AudioTrackList | undefined } | null)?.audioTracks?.();
  if (!tracks) return;
  const choose = () => {
    const all = Array.from({ length: tracks.length }, (_, index) => tracks[index]).filter((track) => track !== undefined);
    const wanted = all.find((track) => sameLanguage(track.language, language));
    if (!wanted || wanted.enabled) return;
    // One audio track plays at a time: video.js switches the others off itself, but saying so
    // keeps this correct for any track list.
    for (const track of all) if (track !== wanted && track.enabled) track.enabled = false;
    wanted.enabled = true;
  };
  choose();
  tracks.addEventListener('addtrack', choose);
}
