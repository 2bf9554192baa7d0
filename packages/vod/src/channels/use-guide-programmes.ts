import { useEffect, useRef, useState } from 'react';
import { getChannelData, type Channel, type EpgProgram, type VideoServiceAccess } from '@companion/hub-client';
import { useHub } from '@companion/shell';
import { callVideoService } from '../video-authentication/video-call';

/** Rows asked for together: a screenful of the guide is one or two requests, not one per row. */
export const GUIDE_BLOCK_ROWS = 8;

/**
 * The programmes of the guide's rows on screen (issue 14: "only the rows on screen are rendered and
 * fetched"). `rowsOnScreen` are the virtualiser's rows (its overscan and the kept focused row
 * included, so not one range); each block of rows is asked for once per time window, as it
 * scrolls into view.
 */
export function useGuideProgrammes(
  access: VideoServiceAccess,
  window: { from: number; to: number },
  channels: readonly Channel[],
  rowsOnScreen: readonly number[],
): ReadonlyMap<number, readonly EpgProgram[]> {
  const hub = useHub();
  const { from, to } = window;
  const [loaded, setLoaded] = useState<{ from: number; programmes: ReadonlyMap<number, readonly EpgProgram[]> }>({
    from,
    programmes: new Map(),
  });
  const asked = useRef(new Set<string>());

  const blocks = [...new Set(rowsOnScreen.map((row) => Math.floor(row / GUIDE_BLOCK_ROWS)))].join(',');

  useEffect(() => {
    for (const block of blocks ? blocks.split(',').map(Number) : []) {
      const key = `${from}:${block}`;
      if (asked.current.has(key)) continue;
      asked.current.add(key);
      const ids = channels.slice(block * GUIDE_BLOCK_ROWS, (block + 1) * GUIDE_BLOCK_ROWS).map((channel) => channel.id);
      void callVideoService(hub, access, (live) => getChannelData(hub, live, { from, to, ids })).then((result) => {
        // A failed block is asked again when it next comes into view.
        if (!result.ok) return void asked.current.delete(key);
        setLoaded((current) => {
          // An answer for a window the guide has left is dropped.
          const programmes = new Map(current.from === from ? current.programmes : []);
          for (const channel of result.value) programmes.set(channel.id, channel.epg?.programs ?? []);
          return { from, programmes };
        });
      });
    }
  }, [hub, access, from, to, channels, blocks]);

  return loaded.from === from ? loaded.programmes : new Map();
}
