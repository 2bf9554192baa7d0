import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_CLOSED_VENUE, DEMO_SIGNAGE_PAGE, demoRestaurants, failingCall } from '@companion/hub-sim';
import { getSignageContent, type HubClient } from '@companion/hub-client';
import { renderReservationsScreen } from '../test/render-reservations-screen';
import { LiveAvailability, SIGNAGE_REFRESH_MS, VENUES_PER_PAGE } from './LiveAvailability';
import { RestaurantAvailabilityScreen } from './RestaurantAvailabilityScreen';

const board = (entry: string, options: Parameters<typeof renderReservationsScreen>[2] extends infer O ? Omit<O, 'entry'> : never = {}) =>
  renderReservationsScreen('/restaurantavailability/overview/:id', () => <RestaurantAvailabilityScreen />, {
    entry,
    device: 'DigitalSignage',
    ...options,
  });

describe('restaurant availability on signage', () => {
  it('shows every venue with name, type and location, and at most five slots each in words as well as colour', async () => {
    await board(`/restaurantavailability/overview/${DEMO_SIGNAGE_PAGE}`);
    const venues = await screen.findByRole('list', { name: 'Restaurants' });
    expect(within(venues).getAllByRole('heading', { level: 2 })).toHaveLength(demoRestaurants.length);
    const sakura = within(venues).getByRole('listitem', { name: 'Sakura Teppanyaki' });
    expect(within(sakura).getByText('Specialty dining · Deck 12, forward')).toBeInTheDocument();
    const open = within(venues).getByRole('listitem', { name: 'Lido Market Buffet' });
    expect(within(open).getByText(/^Open seating/)).toBeInTheDocument();
    const slots = within(sakura).queryAllByText(/^(Available|Busy|Full)$/);
    expect(slots.length).toBeLessThanOrEqual(5);
  });

  it('shows exactly five slots from now, each with its time, a symbol and a word besides its colour', async () => {
    // 18:02: the first 5-minute step on or after now is 18:05; the demo has a slot every quarter hour.
    const evening = new Date();
    evening.setHours(18, 2, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(evening);
    try {
      await board(`/restaurantavailability/overview/${DEMO_SIGNAGE_PAGE}`);
      const sakura = await screen.findByRole('listitem', { name: 'Sakura Teppanyaki' });
      const slots = within(within(sakura).getByRole('list', { name: 'Sakura Teppanyaki' })).getAllByRole('listitem');
      expect(slots.map((slot) => slot.textContent?.slice(0, 5))).toEqual(['18:15', '18:30', '18:45', '19:00', '19:15']);
      for (const slot of slots) expect(slot.textContent).toMatch(/^\d\d:\d\d[●◐✕] (Available|Busy|Full)$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('adds no main landmark of its own: the app frame holds the page’s one main', async () => {
    await board(`/restaurantavailability/overview/${DEMO_SIGNAGE_PAGE}`);
    await screen.findByRole('list', { name: 'Restaurants' });
    expect(screen.queryAllByRole('main')).toHaveLength(0);
  });

  it('turns to a next page when a ship has more venues than one screen holds, and loses none', async () => {
    const first = await renderReservationsScreen('/board', () => <p>placeholder</p>, { entry: '/board', device: 'DigitalSignage' });
    const demo = await getSignageContent(first.hub, DEMO_SIGNAGE_PAGE);
    if (!demo.ok) throw new Error('no content');
    first.unmount();
    const model = demo.value.restaurants[0]!;
    const venues = Array.from({ length: VENUES_PER_PAGE + 3 }, (_, index) => ({ ...model, id: 900 + index, name: `Venue ${index + 1}` }));
    const load = () => Promise.resolve({ ok: true as const, value: { ...demo.value, restaurants: venues } });
    await renderReservationsScreen('/board', () => <LiveAvailability initial={{ ...demo.value, restaurants: venues }} load={load} />, {
      entry: '/board',
      device: 'DigitalSignage',
    });
    const shownNames = () =>
      within(screen.getByRole('list', { name: 'Restaurants' }))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent);
    expect(shownNames()).toEqual(venues.slice(0, VENUES_PER_PAGE).map((venue) => venue.name));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shownNames()).toEqual(['Venue 9', 'Venue 10', 'Venue 11']);
  });

  it('says no timeslots remain for a venue without any', async () => {
    await board(`/restaurantavailability/overview/${DEMO_SIGNAGE_PAGE}`);
    const closed = await screen.findByRole('listitem', { name: DEMO_CLOSED_VENUE });
    expect(within(closed).getByText('No timeslots remain for this venue today')).toBeInTheDocument();
  });

  it('has a key that names every colour', async () => {
    await board(`/restaurantavailability/overview/${DEMO_SIGNAGE_PAGE}`);
    const key = await screen.findByRole('list', { name: 'Key' });
    expect(key).toHaveTextContent(/Available.*Busy.*Full/);
  });

  it('says when the board cannot be loaded', async () => {
    await board(`/restaurantavailability/overview/${DEMO_SIGNAGE_PAGE}`, {
      overrides: [failingCall('get', '*/digitalsignage/content/:id')],
    });
    expect(await screen.findByText('Restaurant availability is not available right now.')).toBeInTheDocument();
  });

  it('says a board the hub does not know is no longer here, not that it is down for now', async () => {
    await board('/restaurantavailability/overview/99');
    expect(await screen.findByText('This page is no longer here.')).toBeInTheDocument();
    expect(screen.queryByText('Restaurant availability is not available right now.')).not.toBeInTheDocument();
  });

  it('retries a failed first load by itself after a minute', async () => {
    let calls = 0;
    const failFirst =
      (demoFetch: typeof fetch): typeof fetch =>
      async (input, init) => {
        const request = new Request(input, init);
        if (request.url.includes('/digitalsignage/content/') && (calls += 1) === 1) return Response.error();
        return demoFetch(request);
      };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await board(`/restaurantavailability/overview/${DEMO_SIGNAGE_PAGE}`, { wrapFetch: failFirst });
      expect(await screen.findByText('Restaurant availability is not available right now.')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(SIGNAGE_REFRESH_MS));
      expect(await screen.findByRole('list', { name: 'Restaurants' })).toBeInTheDocument();
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the last content with its time when the hub stops answering, and recovers by itself', async () => {
    let hubAnswers = true;
    const loadIfAnswering = (hub: HubClient) =>
      hubAnswers
        ? getSignageContent(hub, DEMO_SIGNAGE_PAGE)
        : Promise.resolve({ ok: false as const, error: { kind: 'network' as const, message: 'offline' } });
    // A first render only for its hub client: the board starts from content already fetched.
    const first = await renderReservationsScreen('/board', () => <p>placeholder</p>, {
      entry: '/board',
      device: 'DigitalSignage',
    });
    const initial = await getSignageContent(first.hub, DEMO_SIGNAGE_PAGE);
    if (!initial.ok) throw new Error('no content');
    first.unmount();
    await renderReservationsScreen('/board', () => <LiveAvailability initial={initial.value} load={loadIfAnswering} refreshMs={40} />, {
      entry: '/board',
      device: 'DigitalSignage',
    });
    expect(await screen.findByText(/^Updated /)).toBeInTheDocument();
    hubAnswers = false;
    expect(await screen.findByText(/^Showing information from \d\d:\d\d: reconnecting/)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Sakura Teppanyaki' })).toBeInTheDocument();
    hubAnswers = true;
    expect(await screen.findByText(/^Updated /)).toBeInTheDocument();
  });
});
