import { useEffect, useState } from 'react';
import {
  openHubEventStream,
  parseShipPositionMessage,
  shipPositionStreamPath,
  type GpsProfile,
  type HubClient,
} from '@companion/hub-client';

/** Opens the position stream; hub-client's reader by default, a stand-in in tests. */
export type OpenPositionStream = (hub: HubClient, path: string, options: { onMessage: (data: string) => void }) => () => void;

/** No position for this long: the stream is taken as lost and opened again. */
export const STREAM_SILENCE_MS = 8_000;
/** Waits before each new attempt after a loss, growing so a hub that is down is not hammered. */
export const RECONNECT_BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000] as const;
/** A position older than this is shown as stale. */
export const STALE_AFTER_MS = 30_000;

export type ShipPosition = { position: GpsProfile; receivedAt: number; stale: boolean };

/**
 * The ship's position: the first from gps/current, then each one the cms/events/register stream
 * sends. One stream per page. The stream closes itself when the hub refuses it (hub-client),
 * so this hook watches for silence instead: after
 * STREAM_SILENCE_MS without a position it opens the stream again, waiting longer after each
 * failed attempt, and resumes after the last position seen so none is lost.
 */
export function useShipPosition(hub: HubClient, initial: GpsProfile, openStream: OpenPositionStream = openHubEventStream): ShipPosition {
  const [latest, setLatest] = useState(() => ({ position: initial, receivedAt: Date.now() }));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let lastSequence: number | undefined;
    let attempt = 0;
    let close = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(timer);
      timer = setTimeout(lost, STREAM_SILENCE_MS);
    };
    const onMessage = (data: string) => {
      const message = parseShipPositionMessage(data);
      if (!message?.gpsProfile) return;
      const sequence = message.sequence ?? undefined;
      if (sequence !== undefined && lastSequence !== undefined && sequence <= lastSequence) return;
      if (sequence !== undefined) lastSequence = sequence;
      attempt = 0;
      setLatest({ position: message.gpsProfile, receivedAt: Date.now() });
      watch();
    };
    const open = () => {
      close();
      close = openStream(hub, shipPositionStreamPath(lastSequence), { onMessage });
      watch();
    };
    function lost() {
      close();
      close = () => {};
      const wait = RECONNECT_BACKOFF_MS[Math.min(attempt, RECONNECT_BACKOFF_MS.length - 1)]!;
      attempt += 1;
      timer = setTimeout(open, wait);
    }
    open();
    return () => {
      clearTimeout(timer);
      close();
    };
  }, [hub, openStream]);

  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 5_000);
    return () => clearInterval(tick);
  }, []);

  return { ...latest, stale: now - latest.receivedAt > STALE_AFTER_MS };
}
