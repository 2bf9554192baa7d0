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
  /** The list's entry for the day in Naples, with its two links: the day's excursions, then the day itself. */
  async function naplesEntry() {
    const days = await screen.findAllByRole('listitem');
    expect(days).toHaveLength(14);
    const naples = days.find((day) => within(day).queryByText('Naples')) as HTMLElement;
    const [excursions, day] = within(naples).getAllByRole('link') as [HTMLElement, HTMLElement];
    return { naples, excursions, day };
  }

  it('lists the itinerary’s days, each leading to its cards', async () => {
    const { router } = await renderExcursionScreen('/shoreexcursions', () => <ShoreSchedulesScreen />, { entry: '/shoreexcursions' });
    const { excursions } = await naplesEntry();
    expect(excursions).toHaveAttribute('href', `/shoreexcursions/${routeDate(pompeii.date)}`);
    await userEvent.click(excursions);
    expect(router.state.location.pathname).toBe(`/shoreexcursions/${routeDate(pompeii.date)}`);
  });

  // bookable-services §2: the itinerary schedules list links to /itinerary/spark/{date}.
  it('links each day to the day itself, at its date', async () => {
    const { router } = await renderExcursionScreen('/shoreexcursions', () => <ShoreSchedulesScreen />, { entry: '/shoreexcursions' });
    const { day } = await naplesEntry();
    expect(day).toHaveTextContent(/^About the day in Naples$/);
    expect(day).toHaveAttribute('href', `/itinerary/spark/${pompeii.date}`);
    await userEvent.click(day);
    expect(router.state.location.pathname).toBe(`/itinerary/spark/${pompeii.date}`);
  });

  // A port called at twice and the sea days would otherwise give a screen reader's link list
  // several links of one name: the date, shown in the day's row, completes each.
  it('names each day’s link for its place and date, so no two share a name', async () => {
    await renderExcursionScreen('/shoreexcursions', () => <ShoreSchedulesScreen />, { entry: '/shoreexcursions' });
    const names = screen.getAllByRole('listitem').map((entry) => {
      const [excursions, day] = within(entry).getAllByRole('link') as [HTMLElement, HTMLElement];
      const date = excursions.firstElementChild?.textContent ?? '';
      expect(date).not.toBe('');
      const name = `${day.textContent} ${date}`;
      expect(day).toHaveAccessibleName(name);
      return name;
    });
    expect(names).toHaveLength(14);
    expect(new Set(names).size).toBe(14);
    expect(names.filter((name) => name.startsWith('About the day at sea ')).length).toBeGreaterThan(1);
  });

  it('reaches the day’s link by keyboard right after its row', async () => {
    await renderExcursionScreen('/shoreexcursions', () => <ShoreSchedulesScreen />, { entry: '/shoreexcursions' });
    const { excursions, day } = await naplesEntry();
    excursions.focus();
    await userEvent.tab();
    expect(day).toHaveFocus();
  });

  it('names a sea day in the guest’s language when the hub marks it, not by the hub’s English title', async () => {
    chooseLanguage('de');
    await renderExcursionScreen('/shoreexcursions', () => <ShoreSchedulesScreen />, { entry: '/shoreexcursions' });
    const days = await screen.findAllByRole('listitem');
    expect(days.filter((day) => within(day).queryByText('Auf See')).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /^Mehr zum Tag auf See / }).length).toBeGreaterThan(0);
    expect(screen.queryByText(/At sea/)).not.toBeInTheDocument();
    // Ports keep the hub's names.
    expect(days.some((day) => within(day).queryByText('Naples'))).toBe(true);
    expect(screen.getByRole('link', { name: /^Mehr zum Tag in Naples / })).toBeInTheDocument();
  });

  // A sign never scrolls: a fortnight's rows ran off its bottom edge.
  it('shows a sign the days a screenful at a time', async () => {
    await renderExcursionScreen('/shoreexcursions', () => <ShoreSchedulesScreen />, {
      entry: '/shoreexcursions',
      device: 'DigitalSignage',
    });
    const pages = await screen.findByRole('navigation', { name: 'Pages of the voyage’s days' });
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
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
