import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WayfinderPanelProps } from '@companion/shell';
import { demoWayfinderProfiles, failingCall } from '@companion/hub-sim';
import { clearAuthentication, loginOriginState } from '@companion/session';
import { tacBookingStore } from '../booking/tac-booking-store';
import { renderReservationsScreen, type RenderReservationsOptions } from '../test/render-reservations-screen';
import { ActivityDetailScreen, DiningDetailScreen, SpaDetailScreen } from './ItemDetailScreen';

afterEach(() => {
  clearAuthentication();
  tacBookingStore.setState(tacBookingStore.getInitialState(), true);
});

const spa = (id: string, options: Omit<RenderReservationsOptions, 'entry'> = {}) =>
  renderReservationsScreen('/spa/detail/:id', () => <SpaDetailScreen />, { entry: `/spa/detail/${id}`, ...options });
const dining = (id: string, options: Omit<RenderReservationsOptions, 'entry'> = {}) =>
  renderReservationsScreen('/dining/detail/:id', () => <DiningDetailScreen />, { entry: `/dining/detail/${id}`, ...options });

function FakeWayfinder({ wayfinderProfileId, destinationName }: WayfinderPanelProps) {
  return <section aria-label="Wayfinder">{`${wayfinderProfileId} ${destinationName}`}</section>;
}
const withWayfinder = (enableWayfinder: boolean): Pick<RenderReservationsOptions, 'slots' | 'patchConfig'> => ({
  slots: { wayfinderPanel: FakeWayfinder },
  patchConfig: (config) => ({
    ...config,
    deviceGroup: { ...config.deviceGroup, deviceProfile: { ...config.deviceGroup.deviceProfile, enableWayfinder } },
  }),
});

describe('an item detail', () => {
  it('shows title, description, just to know, price with 2 decimals, duration and location', async () => {
    await spa('spa-11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot Stone Massage' })).toBeInTheDocument();
    expect(screen.getByText('Warm basalt stones and long strokes melt away tension.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Just to know' })).toBeInTheDocument();
    // Named as the excursion's box is, so a screen reader's landmark list says what it holds.
    const facts = screen.getByRole('complementary', { name: 'At a glance' });
    expect(within(facts).getByText('£129.00')).toBeInTheDocument();
    expect(within(facts).getByText('1 h 15 min')).toBeInTheDocument();
    expect(within(facts).getByText('Serenity Spa, Deck 13, forward')).toBeInTheDocument();
  });

  it('offers "Log in to book" to a guest who is not logged in, leading to /login and back', async () => {
    const { router } = await spa('spa-11');
    await userEvent.click(await screen.findByRole('link', { name: 'Log in to book' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual(loginOriginState('/spa/detail/spa-11'));
  });

  it('lets a logged-in guest book: a spa item starts the booking with one guest', async () => {
    const { router } = await spa('spa-11', { guest: 'smith' });
    await userEvent.click(await screen.findByRole('link', { name: 'Book now' }));
    expect(router.state.location.pathname).toBe('/tacbooking');
    expect(tacBookingStore.getState()).toEqual({ module: 'spa', objectId: 'spa-11', numberOfPersons: 1 });
  });

  it('starts a restaurant booking with four guests', async () => {
    await dining('dining-2', { guest: 'smith' });
    await userEvent.click(await screen.findByRole('link', { name: 'Book now' }));
    expect(tacBookingStore.getState()).toEqual({ module: 'dining', objectId: 'dining-2', numberOfPersons: 4 });
  });

  it('has no booking for an item without an externalId', async () => {
    await dining('dining-6', { guest: 'smith' });
    expect(await screen.findByText('No booking needed: just come along.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book now' })).toBeNull();
  });

  it('shows no book button on digital signage', async () => {
    await spa('spa-11', { device: 'DigitalSignage' });
    await screen.findByRole('heading', { level: 1, name: 'Hot Stone Massage' });
    expect(screen.queryByRole('link', { name: 'Book now' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in to book' })).toBeNull();
  });

  it('tells a guest blocked for the muster why instead of Book now', async () => {
    await spa('spa-11', { guest: 'berger' });
    expect(await screen.findByText(/complete your muster first/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book now' })).toBeNull();
  });

  it('tells a guest whose account is blocked why instead of Book now', async () => {
    await dining('dining-2', { guest: 'weber' });
    expect(await screen.findByText('Your account is blocked for bookings. Please contact Guest Services.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book now' })).toBeNull();
  });

  it('lets a blocked guest book when the hub allows blocked booking', async () => {
    await spa('spa-11', {
      guest: 'berger',
      patchConfig: (config) => ({ ...config, hub: { ...config.hub, uiSettings: { ...config.hub.uiSettings, allowBlockedBooking: true } } }),
    });
    expect(await screen.findByRole('link', { name: 'Book now' })).toBeInTheDocument();
  });

  it('shows the wayfinder panel the app composed in, for an item with a profile, when enabled', async () => {
    await spa('spa-11', withWayfinder(true));
    // The demo hub's spa leads to the wayfinder's Serenity Spa profile, which draws its deck plan.
    expect(await screen.findByRole('region', { name: 'Wayfinder' })).toHaveTextContent(`${demoWayfinderProfiles.spa.id} Hot Stone Massage`);
  });

  it('shows no wayfinder panel when enableWayfinder is off, the item has no profile, or the app has no panel', async () => {
    await spa('spa-11', withWayfinder(false));
    await screen.findByRole('heading', { level: 1, name: 'Hot Stone Massage' });
    expect(screen.queryByRole('region', { name: 'Wayfinder' })).toBeNull();
    clearAuthentication();
    await dining('dining-3', withWayfinder(true));
    await screen.findAllByRole('heading', { level: 1, name: 'The Chart Room Grill' });
    expect(screen.queryByRole('region', { name: 'Wayfinder' })).toBeNull();
  });

  it('shows no wayfinder panel when the app fills no slot', async () => {
    await spa('spa-11', { patchConfig: withWayfinder(true).patchConfig });
    await screen.findByRole('heading', { level: 1, name: 'Hot Stone Massage' });
    expect(screen.queryByRole('region', { name: 'Wayfinder' })).toBeNull();
  });

  it('adds no main landmark of its own: the app frame holds the page’s one main', async () => {
    await spa('spa-11');
    await screen.findByRole('heading', { level: 1, name: 'Hot Stone Massage' });
    expect(screen.queryAllByRole('main')).toHaveLength(0);
  });

  it('says when the item cannot be loaded', async () => {
    await renderReservationsScreen('/activity/detail/:id', () => <ActivityDetailScreen />, {
      entry: '/activity/detail/501',
      overrides: [failingCall('get', '*/activity/:id')],
    });
    expect(await screen.findByText('This page could not be loaded.')).toBeInTheDocument();
  });

  it('says an item the hub no longer has is no longer here', async () => {
    await renderReservationsScreen('/activity/detail/:id', () => <ActivityDetailScreen />, { entry: '/activity/detail/nope' });
    expect(await screen.findByText('This page is no longer here.')).toBeInTheDocument();
  });
});
