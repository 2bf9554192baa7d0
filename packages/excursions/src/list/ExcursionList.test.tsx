import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { getExcursionsByDate, type HubClient } from '@companion/hub-client';
import userEvent from '@testing-library/user-event';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { Elsewhere, renderInDemoShell } from '@companion/screen-harness';
import { clearAuthentication } from '@companion/session';
import { visuallyHidden } from '@companion/ui';
import { demoExcursion, routeDate } from '../test/demo-excursions';
import { renderExcursionScreen } from '../test/render-excursion-screen';
import { hubDateFromRoute } from '../rules/list-dates';
import { ExcursionList } from './ExcursionList';
import { ExcursionsByDateScreen } from './ExcursionsByDateScreen';
import { ExcursionsByDayScreen } from './ExcursionsByDayScreen';

afterEach(() => clearAuthentication());

const pompeii = demoExcursion('Pompeii ruins');
const naplesDay = `/onboard/excursions/${routeDate(pompeii.date)}`;
const byDate = (entry: string, options: Omit<Parameters<typeof renderExcursionScreen>[2], 'entry'> = {}) =>
  renderExcursionScreen('/onboard/excursions/:date?', () => <ExcursionsByDateScreen />, { entry, ...options });
const cardNames = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('the excursion list by date', () => {
  it('shows the date’s excursions, each linking to its detail with the port in the navigation state', async () => {
    const { router } = await byDate(naplesDay);
    expect(await screen.findByRole('heading', { level: 1, name: /Excursions on/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pompeii ruins' })).toHaveAttribute('href', `/onboard/excursion/${pompeii.id}`);
    expect(cardNames()).toHaveLength(5);
    await userEvent.click(screen.getByRole('link', { name: 'Pompeii ruins' }));
    expect(router.state.location.state).toEqual({ portName: 'Naples', portDate: pompeii.date });
  });

  // Adults cannot go on the kids' outing (adult price 0): its "From" is what a child pays, never £0.00.
  it('shows the child price as From when adults are not priced', async () => {
    const kids = demoExcursion('Kids’ pirate treasure hunt');
    await byDate(`/onboard/excursions/${routeDate(kids.date)}`);
    const card = await screen.findByRole('article', { name: 'Kids’ pirate treasure hunt' });
    expect(card).toHaveTextContent('From £15.00');
    expect(card).not.toHaveTextContent('£0.00');
  });

  it('shows today’s excursions without a date', async () => {
    await byDate('/onboard/excursions');
    // Barcelona's excursions are the voyage's first day, which the demo always puts on today.
    expect(await screen.findByRole('link', { name: 'Barcelona by bike' })).toBeInTheDocument();
  });

  it('labels 1–9 spaces and 10–20 spaces', async () => {
    await byDate(naplesDay);
    await screen.findAllByRole('article');
    const labels = screen.getAllByText(/Spaces? Remaining|Limited Spaces Available/).map((label) => label.textContent);
    const shown = (name: string) => demoExcursion(name).currentAvailability;
    const expected = ['Pompeii ruins', 'Vesuvius crater hike', 'Amalfi Coast drive', 'Capri and the Blue Grotto', 'Naples pizza making']
      .map(shown)
      .filter((spaces): spaces is number => spaces !== null && spaces !== undefined && spaces >= 1 && spaces <= 20)
      .map((spaces) => (spaces === 1 ? '1 Space Remaining' : spaces <= 9 ? `${spaces} Spaces Remaining` : 'Limited Spaces Available'));
    expect(labels.sort()).toEqual(expected.sort());
  });

  it('asks for the first card’s picture as soon as the list arrives, under the filters the address holds', async () => {
    await byDate(`${naplesDay}?type=Food+%26+Drink`);
    const [first] = await screen.findAllByRole('article');
    expect(first?.getAttribute('aria-label')).toBe('Naples pizza making');
    const picture = first?.querySelector('img')?.getAttribute('src');
    const preloaded = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));
    expect(picture).toBeTruthy();
    expect(preloaded).toContain(picture);
  });

  it('filters by experience type and by duration, keeping both in the address', async () => {
    const { router } = await byDate(naplesDay);
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Food & Drink' }));
    expect(cardNames()).toEqual(['Naples pizza making']);
    expect(screen.getByRole('status').textContent).toBe('1 experience');
    expect(router.state.location.search).toBe('?type=Food+%26+Drink');
    await userEvent.click(screen.getByRole('button', { name: 'All types' }));
    await userEvent.click(screen.getByRole('button', { name: '5h or more' }));
    expect(cardNames().sort()).toEqual(['Amalfi Coast drive', 'Capri and the Blue Grotto', 'Vesuvius crater hike']);
    expect(screen.getByRole('status')).toHaveTextContent('3 experiences');
    await userEvent.click(screen.getByRole('button', { name: '2h or less' }));
    await userEvent.click(screen.getByRole('button', { name: 'Culture' }));
    expect(await screen.findByText('No experiences match your filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all experiences' }));
    expect(cardNames()).toHaveLength(5);
  });

  // Keyboard audit: "Show all experiences" removed itself with the empty result and dropped focus to the body.
  it('moves focus to the result count when Show all experiences takes the empty result away', async () => {
    await byDate(`${naplesDay}?type=Culture&duration=short`);
    expect(await screen.findByText('No experiences match your filters.')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Show all experiences' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cardNames()).toHaveLength(5));
    expect(document.activeElement).toBe(screen.getByRole('status'));
    expect(document.activeElement).toHaveTextContent('5 experiences');
  });

  it('shows the tags’ pictures in the type filter', async () => {
    await byDate(naplesDay);
    const culture = await screen.findByRole('button', { name: 'Culture' });
    await waitFor(() =>
      expect(within(culture).getByRole('presentation', { hidden: true })).toHaveAttribute('src', expect.stringContaining('tag-culture')),
    );
  });

  it('hides the filters when the hub says hideExcursionFilters', async () => {
    await byDate(naplesDay, {
      patchConfig: (config) => ({
        ...config,
        hub: { ...config.hub, uiSettings: { ...config.hub.uiSettings, hideExcursionFilters: true } },
      }),
    });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: 'Culture' })).toBeNull();
  });

  it('hides the filters on signage, where nobody touches the screen', async () => {
    await byDate(naplesDay, { device: 'DigitalSignage' });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('group', { name: 'Duration' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Culture' })).toBeNull();
  });

  it('offers the filters on a kiosk, whose guests touch its chips', async () => {
    await byDate(naplesDay, { device: 'Kiosk' });
    await screen.findAllByRole('article');
    expect(screen.getByRole('group', { name: 'Duration' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Culture' })).toBeInTheDocument();
  });

  describe('on signage', () => {
    const groups = Array.from({ length: 8 }, (_, index) => ({
      ...pompeii,
      id: 9100 + index,
      name: { defaultValue: `Pompeii ruins, group ${index + 1}` },
    }));

    it('shows a screenful of six wide cards at a time with Previous / Next, never a column to scroll', async () => {
      await byDate(naplesDay, { device: 'DigitalSignage', overrides: [answeringCall('get', '*/excursions/byDate', groups)] });
      await screen.findAllByRole('article');
      expect(cardNames()).toEqual(groups.slice(0, 6).map((group) => group.name.defaultValue));
      expect(screen.getByRole('link', { name: 'Pompeii ruins, group 1' })).toHaveAttribute('href', '/onboard/excursion/9100');
      expect(screen.getByRole('region', { name: /Excursions on/ })).toHaveAttribute('data-fills-screen');
      const pages = screen.getByRole('navigation', { name: 'Pages of experiences' });
      expect(pages).toHaveTextContent('Page 1 of 2');
      await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
      expect(cardNames()).toEqual(['Pompeii ruins, group 7', 'Pompeii ruins, group 8']);
      expect(pages).toHaveTextContent('Page 2 of 2');
    });

    it('shows a day that fits one screen without a pager', async () => {
      await byDate(naplesDay, { device: 'DigitalSignage' });
      await screen.findAllByRole('article');
      expect(cardNames()).toHaveLength(5);
      expect(screen.queryByRole('navigation', { name: 'Pages of experiences' })).toBeNull();
    });
  });

  it('shows the filters on the guest’s own device', async () => {
    await byDate(naplesDay);
    await screen.findAllByRole('article');
    expect(screen.getByRole('group', { name: 'Duration' })).toBeInTheDocument();
  });

  it('says so when there are no excursions that day', async () => {
    await byDate('/onboard/excursions/01-01-2001');
    expect(await screen.findByText('There are no experiences on this day.')).toBeInTheDocument();
  });

  it('shows the error with a retry when the hub fails', async () => {
    await byDate(naplesDay, { overrides: [failingCall('get', '*/excursions/byDate')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The excursions could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the date strip and the cards together: the cards wait for the voyage’s days (no layout shift)', async () => {
    let listLoaded = false;
    let setPending: (pending: boolean) => void = () => {};
    const load = async (hub: HubClient) => {
      const answer = await getExcursionsByDate(hub, hubDateFromRoute(routeDate(pompeii.date)));
      listLoaded = true;
      return answer;
    };
    function WithPendingDays() {
      const [pending, set] = useState(true);
      setPending = set;
      return (
        <ExcursionList
          title="Excursions"
          load={load}
          navigation={<nav aria-label="Days" />}
          navigationPending={pending}
          detailPath={() => '/'}
        />
      );
    }
    await renderExcursionScreen('/onboard/excursions/:date?', () => <WithPendingDays />, { entry: naplesDay, whileLoading: true });
    await waitFor(() => expect(listLoaded).toBe(true));
    await act(async () => {});
    expect(screen.getByText('Loading excursions…')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Days' })).toBeNull();
    act(() => setPending(false));
    expect(await screen.findByRole('navigation', { name: 'Days' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('offers the voyage’s days and moves to the chosen one', async () => {
    const { router } = await byDate(naplesDay);
    const strip = await screen.findByRole('navigation', { name: 'Choose a day' });
    const current = within(strip).getByRole('button', { pressed: true });
    // Short on screen so seven fit a phone, the full date for screen readers (issue 13).
    expect(current).toHaveAccessibleName(new RegExp(`^\\w{3} ${routeDate(pompeii.date).replaceAll('-', '/')}$`));
    const next = within(strip)
      .getAllByRole('button')
      .find((button) => button.compareDocumentPosition(current) & Node.DOCUMENT_POSITION_PRECEDING && button.closest('li'));
    if (!next) throw new Error('no later day in the strip');
    await userEvent.click(next);
    expect(router.state.location.pathname).not.toBe(naplesDay);
    expect(router.state.location.pathname).toMatch(/^\/onboard\/excursions\/\d{2}-\d{2}-\d{4}$/);
  });
});

// Keyboard audit: Enter on a day of the strip loaded its list with focus on the body, and the next
// Tab went to the strip's first day. The app has two routes for the list, with and without a date.
it('keeps focus on the day chosen in the strip, from today’s list to the chosen date’s', async () => {
  const { router } = await renderInDemoShell({
    entry: '/onboard/excursions',
    routes: [
      { path: '/onboard/excursions', Component: ExcursionsByDateScreen },
      { path: '/onboard/excursions/:date', Component: ExcursionsByDateScreen },
      { path: '*', Component: Elsewhere },
    ],
  });
  const strip = await screen.findByRole('navigation', { name: 'Choose a day' });
  const today = within(strip).getByRole('button', { pressed: true });
  const days = within(strip)
    .getAllByRole('button')
    .filter((button) => button.closest('li'));
  const chosen = days[days.indexOf(today) + 1];
  if (!chosen) throw new Error('no later day in the strip');
  const name = chosen.getAttribute('aria-label');
  chosen.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/onboard\/excursions\/\d{2}-\d{2}-\d{4}$/));
  await waitFor(() => expect(screen.getByRole('button', { name: name ?? '' })).toHaveAttribute('aria-pressed', 'true'));
  await screen.findAllByRole('article');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: name ?? '' }));
  expect(document.activeElement).toBe(chosen);
  // And on from one date to the next, on the same route.
  const next = days[days.indexOf(today) + 2];
  if (!next) throw new Error('no second later day in the strip');
  next.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(next).toHaveAttribute('aria-pressed', 'true'));
  expect(document.activeElement).toBe(next);
});

describe('the excursion list by day', () => {
  it('is in day mode: no visible header and no filters', async () => {
    await renderExcursionScreen('/onboard/excursionsbyday/:day', () => <ExcursionsByDayScreen />, { entry: '/onboard/excursionsbyday/6' });
    expect(await screen.findByRole('link', { name: 'Pompeii ruins' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass(visuallyHidden);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Excursions of day 6');
    expect(screen.queryByRole('button', { name: 'Culture' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Choose a day' })).toBeNull();
  });
});
