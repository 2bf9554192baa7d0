import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HubClient, HubResult } from '@companion/hub-client';
import { reportHubReachable, reportHubUnreachable } from '../offline/network-status';
import { renderHubRows } from '../test/render-hub-rows';
import { clearHubDataCache, writeCached } from './hub-data-cache';
import { FIRST_RETRY_MS, LONGEST_RETRY_MS, nextRetryDelay } from './retry-backoff';
import type { HubDataOptions } from './use-hub-data';

const unreachable: HubResult<string[]> = { ok: false, error: { kind: 'network', message: 'Failed to fetch' } };
const answer = (rows: string[]): HubResult<string[]> => ({ ok: true, value: rows });

const renderProgramme = (load: (hub: HubClient) => Promise<HubResult<string[]>>, options?: HubDataOptions) =>
  renderHubRows(load, {
    appKind: 'signage',
    texts: { loadingLabel: 'Loading the programme', failedTitle: 'The programme could not be loaded.' },
    options,
  });

afterEach(() => {
  clearHubDataCache();
  reportHubReachable();
  vi.useRealTimers();
});

describe('hub data while the hub is away', () => {
  it('keeps the last good answer when its refresh cannot reach the hub, and refreshes by itself when it returns', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    writeCached('programme/today', ['Quiz at 10:00'], 1, Date.now() - 10);
    const answers = [unreachable, unreachable, answer(['Yoga at 11:00'])];
    const load = vi.fn(async () => answers.shift() ?? answer(['Yoga at 11:00']));
    renderProgramme(load, { cache: { key: 'programme/today', lifetimeMs: 120_000 } });
    expect(await screen.findByText('Quiz at 10:00')).toBeInTheDocument();
    expect(screen.queryByText('The programme could not be loaded.')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(FIRST_RETRY_MS));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Quiz at 10:00')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2 * FIRST_RETRY_MS));
    expect(await screen.findByText('Yoga at 11:00')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shows the failure when it has nothing to keep, and recovers without anyone pressing Try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [unreachable];
    const load = vi.fn(async () => answers.shift() ?? answer(['Quiz at 10:00']));
    renderProgramme(load);
    expect(await screen.findByText('The programme could not be loaded.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(FIRST_RETRY_MS));
    expect(await screen.findByText('Quiz at 10:00')).toBeInTheDocument();
  });

  it('asks again at once when the network comes back', async () => {
    const answers = [unreachable];
    const load = vi.fn(async () => answers.shift() ?? answer(['Quiz at 10:00']));
    act(() => reportHubUnreachable());
    renderProgramme(load);
    expect(await screen.findByText('The programme could not be loaded.')).toBeInTheDocument();
    act(() => reportHubReachable());
    expect(await screen.findByText('Quiz at 10:00')).toBeInTheDocument();
  });

  it('refreshes an answer that arrived while offline (the service worker’s copy) once the hub answers', async () => {
    act(() => reportHubUnreachable());
    let fresh = false;
    const load = vi.fn(async () => answer([fresh ? 'Yoga at 11:00' : 'Quiz at 10:00']));
    renderProgramme(load);
    expect(await screen.findByText('Quiz at 10:00')).toBeInTheDocument();
    fresh = true;
    act(() => reportHubReachable());
    expect(await screen.findByText('Yoga at 11:00')).toBeInTheDocument();
  });

  it('does not retry by itself when the hub answered with an error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const load = vi.fn(async (): Promise<HubResult<string[]>> => ({ ok: false, error: { kind: 'http', status: 500, message: 'down' } }));
    renderProgramme(load);
    expect(await screen.findByText('The programme could not be loaded.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LONGEST_RETRY_MS));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('pauses 5 s, doubling up to 2 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(nextRetryDelay)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 120_000, 120_000]);
  });
});
