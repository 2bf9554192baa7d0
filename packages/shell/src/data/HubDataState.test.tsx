import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HubClient, HubResult } from '@companion/hub-client';
import { renderHubRows } from '../test/render-hub-rows';
import { clearHubDataCache } from './hub-data-cache';
import type { HubDataOptions } from './use-hub-data';

const failure: HubResult<string[]> = { ok: false, error: { kind: 'http', status: 500, message: 'down' } };

const renderBookings = (load: (hub: HubClient) => Promise<HubResult<string[]>>, options?: HubDataOptions, missingIsGone = false) =>
  renderHubRows(load, {
    missingIsGone,
    appKind: 'guest',
    texts: {
      loadingLabel: 'Loading your bookings',
      failedTitle: 'Your bookings could not be loaded.',
      emptyTitle: 'You have no bookings yet.',
    },
    options,
  });

afterEach(() => clearHubDataCache());

describe('HubDataState with useHubData', () => {
  it('shows the spinner, then the filled state', async () => {
    renderBookings(async () => ({ ok: true, value: ['Hot Stone Massage'] }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your bookings');
    expect(await screen.findByText('Hot Stone Massage')).toBeInTheDocument();
  });

  it('shows the empty sentence when the answer has nothing to show', async () => {
    renderBookings(async () => ({ ok: true, value: [] }));
    expect(await screen.findByText('You have no bookings yet.')).toBeInTheDocument();
  });

  it('shows the failure with the one catalogue’s Try again, which asks the hub again', async () => {
    const load = vi
      .fn<(hub: HubClient) => Promise<HubResult<string[]>>>()
      .mockResolvedValueOnce(failure)
      .mockResolvedValue({ ok: true, value: ['Pasta Making Class'] });
    renderBookings(load);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bookings could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Pasta Making Class')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('on a screen of one item, says an item the hub no longer has (404) is gone, with the way home instead of a retry', async () => {
    const load = vi.fn(async (): Promise<HubResult<string[]>> => ({ ok: false, error: { kind: 'http', status: 404, message: '' } }));
    renderBookings(load, undefined, true);
    expect(await screen.findByText('This page is no longer here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('elsewhere a 404 is a failure like any other, with Try again', async () => {
    renderBookings(async () => ({ ok: false, error: { kind: 'http', status: 404, message: '' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bookings could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('answers from the cache within its lifetime, without a spinner or a second call', async () => {
    const load = vi.fn(async () => ({ ok: true as const, value: ['Rome in a day'] }));
    const options = { cache: { key: 'bookings', lifetimeMs: 120_000 } };
    const first = renderBookings(load, options);
    await screen.findByText('Rome in a day');
    first.unmount();
    renderBookings(load, options);
    expect(screen.getByText('Rome in a day')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks the hub again once the lifetime is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const load = vi.fn(async () => ({ ok: true as const, value: ['Sakura Teppanyaki'] }));
      const options = { cache: { key: 'dining', lifetimeMs: 120_000 } };
      const first = renderBookings(load, options);
      await screen.findByText('Sakura Teppanyaki');
      first.unmount();
      act(() => vi.setSystemTime(Date.now() + 120_001));
      renderBookings(load, options);
      await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets cached answers when the guest data is cleared', async () => {
    const load = vi.fn(async () => ({ ok: true as const, value: ['Personal Training Session'] }));
    const options = { cache: { key: 'guest-bookings', lifetimeMs: 6 * 3600_000 } };
    const first = renderBookings(load, options);
    await screen.findByText('Personal Training Session');
    first.unmount();
    clearHubDataCache();
    renderBookings(load, options);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
