import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failingCall } from '@companion/hub-sim';
import { chooseLanguage } from '@companion/screen-harness';
import { clearAuthentication } from '@companion/session';
import { demoExcursion, routeDate } from '../test/demo-excursions';
import { renderExcursionScreen } from '../test/render-excursion-screen';
import { ShoreDateScreen } from './ShoreDateScreen';
import { ShoreExcursionScreen } from './ShoreExcursionScreen';
import { ShoreSchedulesScreen } from './ShoreSchedulesScreen';

afterEach(() => {
  chooseLanguage('en');
  clearAuthentication();
});

const pompeii = demoExcursion('Pompeii ruins');

describe('shore excursions', () => {
  it('lists the itinerary’s days, each leading to its cards', async () => {
    const { router } = await renderExcursionScreen('/shoreexcursions', () => <ShoreSchedulesScreen />, { entry: '/shoreexcursions' });
    const days = await screen.findAllByRole('link');
    expect(days).toHaveLength(14);
    const naples = days.find((link) => within(link).queryByText('Naples'));
    expect(naples).toHaveAttribute('href', `/shoreexcursions/${routeDate(pompeii.date)}`);
    await userEvent.click(naples as HTMLElement);
    expect(router.state.location.pathname).toBe(`/shoreexcursions/${routeDate(pompeii.date)}`);
  });

  it('names a sea day in the guest’s language when the hub marks it, not by the hub’s English title', async () => {
    chooseLanguage('de');
    await renderExcursionScreen('/shoreexcursions', () => <ShoreSchedulesScreen />, { entry: '/shoreexcursions' });
    const days = await screen.findAllByRole('link');
    expect(days.filter((link) => within(link).queryByText('Auf See')).length).toBeGreaterThan(0);
    expect(screen.queryByText('At sea')).not.toBeInTheDocument();
    // Ports keep the hub's names.
    expect(days.some((link) => within(link).queryByText('Naples'))).toBe(true);
  });

  it('shows the error when the itinerary cannot be loaded', async () => {
    await renderExcursionScreen('/shoreexcursions', () => <ShoreSchedulesScreen />, {
      entry: '/shoreexcursions',
      overrides: [failingCall('get', '*/itinerary/schedules')],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The itinerary could not be loaded.');
  });

  it('shows a date’s cards leading to the shore-excursion detail', async () => {
    await renderExcursionScreen('/shoreexcursions/:date', () => <ShoreDateScreen />, {
      entry: `/shoreexcursions/${routeDate(pompeii.date)}`,
    });
    expect(await screen.findByRole('link', { name: 'Pompeii ruins' })).toHaveAttribute('href', `/shoreexcursion/${pompeii.id}`);
    expect(screen.getByRole('heading', { level: 1, name: /^Shore excursions on/ })).toBeInTheDocument();
  });

  it('offers Add to basket on the shore-excursion detail, leading to the cart’s address for it', async () => {
    await renderExcursionScreen('/shoreexcursion/:id', () => <ShoreExcursionScreen />, {
      entry: `/shoreexcursion/${pompeii.id}`,
      guest: 'smith',
    });
    expect(await screen.findByRole('link', { name: 'Add to basket' })).toHaveAttribute(
      'href',
      `/excursion/${pompeii.itinerary?.id}/${pompeii.id}`,
    );
  });

  it('offers Log in to book on the shore-excursion detail to a guest who is not logged in', async () => {
    await renderExcursionScreen('/shoreexcursion/:id', () => <ShoreExcursionScreen />, { entry: `/shoreexcursion/${pompeii.id}` });
    expect(await screen.findByRole('link', { name: 'Log in to book' })).toHaveAttribute('href', '/login');
  });
});
