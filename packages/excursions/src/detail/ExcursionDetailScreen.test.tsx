import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { clearAuthentication, loginOriginState } from '@companion/session';
import { demoExcursion } from '../test/demo-excursions';
import { renderExcursionScreen } from '../test/render-excursion-screen';
import { ExcursionDetailScreen } from './ExcursionDetailScreen';

afterEach(() => clearAuthentication());

type DetailOptions = Omit<Parameters<typeof renderExcursionScreen>[2], 'entry'> & { state?: unknown };

const detail = (name: string, { state, ...options }: DetailOptions = {}) =>
  renderExcursionScreen('/onboard/excursion/:id', () => <ExcursionDetailScreen />, {
    entry: { pathname: `/onboard/excursion/${demoExcursion(name).id}`, state },
    ...options,
  });

const priceOf = (label: RegExp) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('the excursion detail', () => {
  it('shows each description type under its heading, the whitelisted HTML sanitised', async () => {
    await detail('Scuba discovery dive', {
      overrides: [
        answeringCall('get', '*/descriptions/:id', [
          {
            descriptionType: 'Description',
            value: {
              defaultValue: 'A first dive.',
              defaultWhitelistedValue: '<p><strong>Scuba discovery dive</strong> with an instructor.</p>',
            },
          },
          { descriptionType: 'WalkingInfo', value: { defaultValue: 'Easy walking on level ground.' } },
          { descriptionType: 'Hint', value: { defaultValue: 'Please sign the waiver before you go ashore.' } },
          {
            descriptionType: 'Notes',
            value: {
              defaultValue: 'Bring comfortable shoes.',
              defaultWhitelistedValue:
                '<p>Bring comfortable shoes and a hat.</p><p onmouseover="window.__excursionXss=1">Ask the dive master about the reef.</p><img src="x" onerror="window.__excursionXss=1"><script>window.__excursionXss=1</script>',
            },
          },
        ]),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Scuba discovery dive' })).toBeInTheDocument();
    for (const heading of ['Description', 'Walking information', 'Notes', 'Good to know'])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByText('Scuba discovery dive', { selector: 'strong' })).toBeInTheDocument();
    expect(await screen.findByText('Ask the dive master about the reef.')).not.toHaveAttribute('onmouseover');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror], [onmouseover]')).toBeNull();
    expect((window as { __excursionXss?: number }).__excursionXss).toBeUndefined();
  });

  it('shows duration, time of day, booking code and the tags', async () => {
    await detail('Pompeii ruins');
    const facts = await screen.findByRole('complementary', { name: 'At a glance' });
    expect(within(facts).getByText('4.5 hours')).toBeInTheDocument();
    expect(within(facts).getByText('08:30 · Morning')).toBeInTheDocument();
    expect(within(facts).getByText(String(demoExcursion('Pompeii ruins').bookingCode))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Experience types' }).nextElementSibling).toHaveTextContent('Culture');
  });

  it('prices children (3-12), or from the minimum age, N/A above 12 or without a price, FREE at 0', async () => {
    await detail('Pompeii ruins');
    await screen.findByRole('heading', { name: 'Prices' });
    expect(priceOf(/^Adult$/)).toBe('£79.00');
    expect(priceOf(/^Child \(3-12\)$/)).toBe('£40.00');
    clearAuthentication();
  });

  it.each([
    ['Pisa and the Leaning Tower', /^Child \(5-12\)$/, '£35.00'],
    ['Colosseum underground', /^Child$/, 'N/A'],
    ['Malta by jeep', /^Child \(12-12\)$/, 'N/A'],
    ['Naples pizza making', /^Child \(3-12\)$/, 'FREE'],
  ])('%s: %s costs %s', async (name, label, price) => {
    await detail(name);
    await screen.findByRole('heading', { name: 'Prices' });
    expect(priceOf(label)).toBe(price);
  });

  it('links the waiver PDF', async () => {
    await detail('Lucca city walls by bike');
    const waiver = await screen.findByRole('link', { name: 'Waiver form (PDF)' });
    expect(waiver).toHaveAttribute('href', expect.stringMatching(/\/api\/excursions\/waivers\/\d+$/));
  });

  it('shows the port information the navigation carried', async () => {
    await detail('Pompeii ruins', { state: { portName: 'Naples', portDate: '2026-11-27', arrivalTime: '08:00', departureTime: '17:30' } });
    const port = await screen.findByRole('region', { name: 'Port information' });
    expect(within(port).getByText('Naples')).toBeInTheDocument();
    expect(within(port).getByText('27/11/2026')).toBeInTheDocument();
    expect(within(port).getByText('08:00')).toBeInTheDocument();
    expect(within(port).getByText('17:30')).toBeInTheDocument();
  });

  it('has no port information without navigation state', async () => {
    await detail('Pompeii ruins');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Port information' })).toBeNull();
  });

  it('offers "Log in to book" to a guest who is not logged in, leading to /login and back', async () => {
    const { router } = await detail('Pompeii ruins');
    await userEvent.click(await screen.findByRole('link', { name: 'Log in to book' }));
    expect(router.state.location.pathname).toBe('/login');
    // Stamped with the current session, or the login screen would not bring the guest back.
    expect(router.state.location.state).toEqual(loginOriginState(`/onboard/excursion/${demoExcursion('Pompeii ruins').id}`));
  });

  it('offers Book now to a logged-in guest', async () => {
    await detail('Pompeii ruins', { guest: 'smith' });
    expect(await screen.findByRole('link', { name: 'Book now' })).toHaveAttribute(
      'href',
      `/onboard/bookexcursion/${demoExcursion('Pompeii ruins').id}`,
    );
  });

  it('shows no book button on digital signage', async () => {
    await detail('Pompeii ruins', { device: 'DigitalSignage' });
    await screen.findByRole('heading', { name: 'Prices' });
    expect(screen.queryByRole('link', { name: /book/i })).toBeNull();
  });

  it('shows a guest blocked for the muster why instead of Book now', async () => {
    await detail('Pompeii ruins', { guest: 'berger' });
    expect(await screen.findByText(/complete your muster first/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book now' })).toBeNull();
  });

  it('shows a blocked guest the placeholder instead of Book now', async () => {
    await detail('Pompeii ruins', { guest: 'weber' });
    expect(await screen.findByText('Your account is blocked for bookings. Please contact Guest Services.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book now' })).toBeNull();
  });

  it('lets a blocked guest book when the hub allows blocked booking', async () => {
    await detail('Pompeii ruins', {
      guest: 'berger',
      patchConfig: (config) => ({ ...config, hub: { ...config.hub, uiSettings: { ...config.hub.uiSettings, allowBlockedBooking: true } } }),
    });
    expect(await screen.findByRole('link', { name: 'Book now' })).toBeInTheDocument();
  });

  it('says a fully booked excursion is fully booked instead of Book now', async () => {
    const soldOut = (await import('@companion/hub-sim'))
      .demoExcursions(new Date())
      .find((excursion) => excursion.currentAvailability === 0);
    await detail(soldOut?.name.defaultValue ?? '', { guest: 'smith' });
    expect(await screen.findByText('This excursion is fully booked.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book now' })).toBeNull();
  });

  it('labels the spaces left from a fresh availability check', async () => {
    const few = (await import('@companion/hub-sim')).demoExcursions(new Date()).find((excursion) => excursion.currentAvailability === 4);
    await detail(few?.name.defaultValue ?? '');
    expect(await screen.findByText('4 Spaces Remaining')).toBeInTheDocument();
  });

  it('shows the error with a retry when the excursion cannot be loaded', async () => {
    await detail('Pompeii ruins', { overrides: [failingCall('get', '*/excursions/:id')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('This excursion could not be loaded.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
  });
});
