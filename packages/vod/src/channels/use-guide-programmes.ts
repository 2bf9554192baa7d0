import { useEffect, useMemo, useRef, useState } from 'react';
import { getChannelData, type Channel, type EpgProgram, type VideoServiceAccess } from '@companion/hub-client';
import { useHub } from '@companion/shell';
import { callVideoService } from '../video-authentication/video-call';

/** Rows asked for together: a screenful of the guide is one or two requests, not one per row. */
export const GUIDE_BLOCK_ROWS = 8;

/** Time windows whose answers are kept (the one on screen, the ones just left): Earlier after Later asks nothing. */
const KEPT_WINDOWS = 4;

/** The answers by window start, then by channel id. */
type Answers = ReadonlyMap<number, ReadonlyMap<number, readonly EpgProgram[]>>;

export type GuideProgrammes = {
  /** Each channel's programmes: the window's own answer, or until it comes what other windows had (sorted by start). */
  programmes: ReadonlyMap<number, readonly EpgProgram[]>;
  /** The channels whose programmes are the window's own answer. */
  answered: ReadonlySet<number>;
};

/** What a channel's row shows before its answer for the window comes: every programme known from the windows kept. */
function knownProgrammes(answers: Answers, channel: number): readonly EpgProgram[] | undefined {
  const byStart = new Map<number, EpgProgram>();
  // Oldest first, so the newest answer about a programme wins.
  for (const window of answers.values()) for (const programme of window.get(channel) ?? []) byStart.set(programme.start_time, programme);
  return byStart.size === 0 ? undefined : [...byStart.values()].sort((a, b) => a.start_time - b.start_time);
}

/**
 * The programmes of the guide's rows on screen (issue 14: "only the rows on screen are rendered and
 * fetched"). `rowsOnScreen` are the virtualiser's rows (its overscan and the kept focused row
 * included, so not one range); each block of rows is asked for once per time window, as it
 * scrolls into view.
 *
 * When the window moves (Later, Earlier, an arrow past its edge, the clock), the rows keep what
 * they showed until the new window's answer comes: the cells, and the remote's focus on one of
 * them, stay on screen instead of an empty guide.
 */
export function useGuideProgrammes(
  access: VideoServiceAccess,
  window: { from: number; to: number },
  channels: readonly Channel[],
  rowsOnScreen: readonly number[],
): GuideProgrammes {
  const hub = useHub();
  const { from, to } = window;
  const [answers, setAnswers] = useState<Answers>(() => new Map());
  const asked = useRef(new Set<string>());
  const currentFrom = useRef(from);

  const blocks = [...new Set(rowsOnScreen.map((row) => Math.floor(row / GUIDE_BLOCK_ROWS)))].join(',');

  useEffect(() => {
    currentFrom.current = from;
  }, [from]);

  useEffect(() => {
    for (const block of blocks ? blocks.split(',').map(Number) : []) {
      const key = `${from}:${block}`;
      if (asked.current.has(key)) continue;
      asked.current.add(key);
      const ids = channels.slice(block * GUIDE_BLOCK_ROWS, (block + 1) * GUIDE_BLOCK_ROWS).map((channel) => channel.id);
      void callVideoService(hub, access, (live) => getChannelData(hub, live, { from, to, ids })).then((result) => {
        // A failed block is asked again when it next comes into view.
        if (!result.ok) return void asked.current.delete(key);
        // An answer for a window the guide has left is dropped (and asked again on coming back).
        if (currentFrom.current !== from) return void asked.current.delete(key);
        setAnswers((current) => {
          const window = new Map(current.get(from));
          for (const channel of result.value) window.set(channel.id, channel.epg?.programs ?? []);
          // The window answered last is the newest: older ones are forgotten beyond KEPT_WINDOWS.
          const next = new Map([...current].filter(([start]) => start !== from));
          next.set(from, window);
          return new Map([...next].slice(-KEPT_WINDOWS));
        });
      });
    }
  }, [hub, access, from, to, channels, blocks]);

  // A forgotten window is asked for again if the guide comes back to it.
  useEffect(() => {
    for (const key of asked.current) {
      const start = Number(key.split(':')[0]);
      if (start !== from && !answers.has(start)) asked.current.delete(key);
    }
  }, [answers, from]);

  return useMemo(() => {
    const own = answers.get(from) ?? new Map<number, readonly EpgProgram[]>();
    const programmes = new Map<number, readonly EpgProgram[]>();
    for (const channel of channels) {
      const shown = own.get(channel.id) ?? knownProgrammes(answers, channel.id);
      if (shown) programmes.set(channel.id, shown);
    }
    return { programmes, answered: new Set(own.keys()) };
  }, [answers, from, channels]);
}
