import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { createHubClient, type GpsProfile, type HubClient } from '@companion/hub-client';
import { RECONNECT_BACKOFF_MS, STALE_AFTER_MS, STREAM_SILENCE_MS, useShipPosition, type OpenPositionStream } from './use-ship-position';

/** A stand-in for EventSource: records each stream opened, lets the test send or fail. */
class FakeStream {
  static opened: FakeStream[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeStream.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  send(sequence: number, latitude: number) {
    const gpsProfile: GpsProfile = { latitude, longitude: 10, dataType: 'Ship', advancedInformation: { heading: 90, course: 90 } };
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ sequence, gpsProfile }) })));
  }
  fail() {
    act(() => this.onerror?.(new Event('error')));
  }
}

const hub = createHubClient({
  hubApiUrl: 'http://app.localhost:8080/api/',
  getSessionId: () => undefined,
  fetch: () => Promise.reject(new Error('no fetch in this test')),
  logger: { warn: () => {}, error: () => {} },
});
const initial: GpsProfile = { latitude: 41, longitude: 2, dataType: 'Ship' };
const streams = () => FakeStream.opened;
const open = () => streams().filter((stream) => !stream.closed);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  FakeStream.opened = [];
});
afterEach(() => vi.useRealTimers());

/** Opens a FakeStream the way hub-client opens the real one: closed on its first error. */
const openFake: OpenPositionStream = (client: HubClient, path, { onMessage }) => {
  const stream = new FakeStream(new URL(path, client.hubApiUrl).href);
  stream.onmessage = (event) => onMessage(String(event.data));
  stream.onerror = () => stream.close();
  return () => stream.close();
};
const track = () => renderHook(() => useShipPosition(hub, initial, openFake));

describe('the ship’s live position', () => {
  it('starts from gps/current and follows each position the stream sends', () => {
    const { result } = track();
    expect(result.current.position.latitude).toBe(41);
    streams()[0]!.send(1, 42);
    expect(result.current.position.latitude).toBe(42);
    expect(streams()[0]!.url).toBe('http://app.localhost:8080/api/cms/events/register');
  });

  it('keeps one stream open per page', () => {
    track();
    streams()[0]!.send(1, 42);
    advance(STREAM_SILENCE_MS + RECONNECT_BACKOFF_MS[0]);
    expect(open()).toHaveLength(1);
  });

  it('opens the stream again after an error, resuming after the last position seen', () => {
    const { result } = track();
    streams()[0]!.send(7, 42);
    streams()[0]!.fail();
    advance(STREAM_SILENCE_MS + RECONNECT_BACKOFF_MS[0]);
    expect(streams()).toHaveLength(2);
    expect(streams()[1]!.url).toMatch(/cms\/events\/register\?lastEventId=7$/);
    streams()[1]!.send(8, 43);
    expect(result.current.position.latitude).toBe(43);
  });

  it('waits longer after each failed attempt', () => {
    track();
    advance(STREAM_SILENCE_MS + RECONNECT_BACKOFF_MS[0]);
    expect(streams()).toHaveLength(2);
    advance(STREAM_SILENCE_MS + RECONNECT_BACKOFF_MS[1] - 1);
    expect(streams()).toHaveLength(2);
    advance(1);
    expect(streams()).toHaveLength(3);
  });

  it('ignores a position it has already seen (a resume may send it again)', () => {
    const { result } = track();
    streams()[0]!.send(5, 42);
    streams()[0]!.send(5, 50);
    streams()[0]!.send(4, 51);
    expect(result.current.position.latitude).toBe(42);
  });

  it('says the position is stale when no new one has come for a while', () => {
    const { result } = track();
    expect(result.current.stale).toBe(false);
    advance(STALE_AFTER_MS + 5_000);
    expect(result.current.stale).toBe(true);
    streams().at(-1)!.send(1, 42);
    expect(result.current.stale).toBe(false);
  });

  it('closes the stream when the page goes', () => {
    const { unmount } = track();
    unmount();
    expect(open()).toHaveLength(0);
  });
});
