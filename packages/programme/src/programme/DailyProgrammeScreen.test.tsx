import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { answeringCall, BUSY_DAY_EVENTS, failingCall, heldCall } from '@companion/hub-sim';
import { clearHubDataCache, useSetLanguage } from '@companion/shell';
import * as styles from '../programme.css';
import { renderProgrammeScreen, type RenderProgrammeOptions } from '../test/render-programme-screen';
import { DailyProgrammeScreen } from './DailyProgrammeScreen';
import { EVENTS_PER_PAGE } from './EventResults';

// The programme keeps each date for 120 s: every test starts with nothing kept.
afterEach(() => clearHubDataCache());

const today = DateTime.now();
const tomorrowIso = today.plus({ days: 1 }).toISODate()!;
const weekday = (date: DateTime) => date.setLocale('en-GB').toFormat('ccc dd/MM/yyyy');

const daily = (entry = '/itinerary/go', options: RenderProgrammeOptions = {}) =>
  renderProgrammeScreen('/itinerary/go', () => <DailyProgrammeScreen />, { ...options, entry });
const dailyAt = (entry: string, options: RenderProgrammeOptions = {}) =>
  renderProgrammeScreen('/dailyprogram/:date?', () => <DailyProgrammeScreen />, { ...options, entry });
const cards = () => screen.getAllByRole('article');
const oneEvent = (overrides: Record<string, unknown>) => [
  {
    date: today.toISODate(),
    events: [{ id: 'e1', name: 'Captain’s Cocktail', venue: 'Atrium', start: '19:00', end: '20:30', ...overrides }],
  },
];

describe('the Daily Programme', () => {
  it('shows today’s port day under the title, the strip and the heading', async () => {
    await daily();
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Programme' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: `${today.toFormat('dd/MM/yyyy')}, Barcelona` })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: weekday(today) })).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('button', { name: weekday(today) })).toHaveAttribute('aria-pressed', 'true');
    expect(cards()).toHaveLength(EVENTS_PER_PAGE);
    expect(screen.getByText(/^\d+ events$/)).toBeInTheDocument();
  });

  it.each([
    ['the days', 'the events'],
    ['the events', 'the days'],
  ])('shows the strip, the heading and the events together when %s arrive after %s (no layout shift)', async (late) => {
    const days = heldCall('get', '*/itinerary/schedules');
    const events = heldCall('get', '*/programme/lineup');
    const [held, first] = late === 'the days' ? [days, events] : [events, days];
    first.release();
    await daily('/itinerary/go', { overrides: [days.handler, events.handler], whileLoading: true });
    await waitFor(() => expect(days.asked() && events.asked()).toBe(true));
    await act(async () => {});
    expect(screen.getByText('Loading events…')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Choose a day' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    act(() => held.release());
    expect(await screen.findByRole('navigation', { name: 'Choose a day' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: `${today.toFormat('dd/MM/yyyy')}, Barcelona` })).toBeInTheDocument();
    expect(cards()).toHaveLength(EVENTS_PER_PAGE);
  });

  it('keeps the strip while another day’s events load', async () => {
    await daily();
    await userEvent.click(await screen.findByRole('button', { name: weekday(today.plus({ days: 1 })) }));
    expect(screen.getByRole('navigation', { name: 'Choose a day' })).toBeInTheDocument();
    await screen.findByText(`${BUSY_DAY_EVENTS.toLocaleString('en-GB')} events`, {}, { timeout: 10_000 });
    expect(screen.getByRole('navigation', { name: 'Choose a day' })).toBeInTheDocument();
  });

  // Screen-reader audit: "current date" followed the chosen day, but it means today.
  it('keeps today the current date in the strip when the guest chooses another day', async () => {
    await daily();
    const later = weekday(today.plus({ days: 2 }));
    await userEvent.click(await screen.findByRole('button', { name: later }));
    await screen.findByRole('heading', { level: 2, name: /Villefranche/ });
    const strip = within(screen.getByRole('navigation', { name: 'Choose a day' }));
    expect(strip.getByRole('button', { pressed: true })).toHaveAccessibleName(later);
    expect(strip.getByRole('button', { current: 'date' })).toHaveAccessibleName(weekday(today));
  });

  it('shows the chosen date’s events with “at sea” and keeps the date in the address', async () => {
    const { router } = await daily();
    await userEvent.click(await screen.findByRole('button', { name: weekday(today.plus({ days: 1 })) }));
    expect(
      await screen.findByRole('heading', { level: 2, name: `${today.plus({ days: 1 }).toFormat('dd/MM/yyyy')}, at sea` }),
    ).toBeInTheDocument();
    expect(await screen.findByText(`${BUSY_DAY_EVENTS.toLocaleString('en-GB')} events`, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?date=${tomorrowIso}`);
  });

  it('draws a page of cards however many events the day has, and more on request', async () => {
    await daily(`/itinerary/go?date=${tomorrowIso}`);
    await screen.findByText(`${BUSY_DAY_EVENTS.toLocaleString('en-GB')} events`, {}, { timeout: 10_000 });
    expect(cards()).toHaveLength(EVENTS_PER_PAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Show more events' }));
    expect(cards()).toHaveLength(EVENTS_PER_PAGE * 2);
  });

  it('searches name and description case-insensitively', async () => {
    await daily();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search Events' }), 'SOMMELIER');
    await waitFor(() => expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(expect.arrayContaining(['Wine Tasting'])));
    expect(cards().every((card) => /Wine Tasting/.test(card.getAttribute('aria-label') ?? ''))).toBe(true);
  });

  it('filters by level, says when nothing matches, and Clear Filters brings every event back', async () => {
    await daily();
    const all = cards().length;
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Deck 15' }));
    await waitFor(() => expect(cards().length).toBeLessThan(all));
    expect(cards().every((card) => within(card).queryByText('Skyline Bar'))).toBe(true);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Events' }), 'no such event');
    expect(await screen.findByText('No events match the filters')).toBeInTheDocument();
    expect(screen.getByText('Please change or clear the filters in order to see the events')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(cards()).toHaveLength(all));
    expect(screen.getByRole('searchbox', { name: 'Search Events' })).toHaveValue('');
  });

  // Keyboard audit: Clear Filters disabled itself when pressed and dropped focus to the body.
  it('moves focus to the event count when Clear Filters has nothing left to clear', async () => {
    await daily();
    const all = cards().length;
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search Events' }), 'no such event');
    expect(await screen.findByText('No events match the filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    screen.getByRole('button', { name: 'Clear Filters' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cards()).toHaveLength(all));
    const count = screen.getAllByRole('status').find((status) => /events?$/.test(status.textContent ?? ''));
    expect(document.activeElement).toBe(count);
    expect(document.activeElement).not.toBe(document.body);
  });

  it('opens View More with the Full picture and the description, and Ok closes it', async () => {
    await daily();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search Events' }), 'sunrise yoga');
    const [firstSession] = await screen.findAllByRole('button', { name: /^View More about Sunrise Yoga, / });
    await userEvent.click(firstSession!);
    const dialog = await screen.findByRole('dialog', { name: 'Sunrise Yoga' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toMatch(/width=1200/);
    expect(within(dialog).getByText(/Stretch and breathe/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('View More’s name', () => {
    const twoBuffets = [
      {
        date: today.toISODate(),
        events: [
          { id: 'b1', name: 'Breakfast Buffet', venue: 'Lido Restaurant', start: '07:30', end: '10:00' },
          { id: 'b2', name: 'Breakfast Buffet', venue: 'Lido Restaurant', start: '08:00', end: '10:30' },
        ],
      },
    ];
    const viewMoreNames = () =>
      screen.getAllByRole('button', { name: /^(View More|Mehr erfahren)/ }).map((button) => button.getAttribute('aria-label'));

    // Screen-reader audit: two events of one name gave two buttons "View More about Breakfast Buffet".
    it('tells two events of the same name apart by their start and venue', async () => {
      await daily('/itinerary/go', { overrides: [answeringCall('get', '*/programme/lineup', twoBuffets)] });
      await screen.findAllByRole('article');
      expect(viewMoreNames()).toEqual([
        'View More about Breakfast Buffet, 07:30, Lido Restaurant',
        'View More about Breakfast Buffet, 08:00, Lido Restaurant',
      ]);
    });

    it('says it in German, starting with what the button shows', async () => {
      const { result } = renderHook(() => useSetLanguage());
      act(() => result.current('de'));
      try {
        await daily('/itinerary/go', { overrides: [answeringCall('get', '*/programme/lineup', twoBuffets)] });
        await screen.findAllByRole('article');
        expect(viewMoreNames()).toEqual([
          'Mehr erfahren über Breakfast Buffet, 07:30, Lido Restaurant',
          'Mehr erfahren über Breakfast Buffet, 08:00, Lido Restaurant',
        ]);
        expect(screen.getAllByRole('button', { name: /^Mehr erfahren/ })[0]).toHaveTextContent('Mehr erfahren');
      } finally {
        act(() => result.current('en'));
      }
    });

    it('uses the theme’s 12-hour clock', async () => {
      await daily('/itinerary/go', { themeName: 'midnight', overrides: [answeringCall('get', '*/programme/lineup', oneEvent({}))] });
      expect(await screen.findByRole('button', { name: 'View More about Captain’s Cocktail, 7:00 PM, Atrium' })).toBeInTheDocument();
    });

    it('names an event without a time by its venue, and one with neither by its name', async () => {
      const untimed = [
        {
          date: today.toISODate(),
          events: [
            { id: 'u1', name: 'Art Gallery', venue: 'Deck 4 Gallery', start: 'Late', end: null },
            { id: 'u2', name: 'Quiet Reading', venue: null, start: null, end: null },
          ],
        },
      ];
      await daily('/itinerary/go', { overrides: [answeringCall('get', '*/programme/lineup', untimed)] });
      await screen.findAllByRole('article');
      expect(viewMoreNames()).toEqual(['View More about Art Gallery, Deck 4 Gallery', 'View More about Quiet Reading']);
    });
  });

  it('shows the overview when an event has no description', async () => {
    await daily('/itinerary/go', {
      overrides: [answeringCall('get', '*/programme/lineup', oneEvent({ description: null, eventOverview: 'Meet the officers.' }))],
    });
    await userEvent.click(await screen.findByRole('button', { name: /^View More/ }));
    expect(within(await screen.findByRole('dialog')).getByText('Meet the officers.')).toBeInTheDocument();
  });

  it('shows the time range, the venue and the Chargeable Event badge', async () => {
    await daily('/itinerary/go', {
      overrides: [answeringCall('get', '*/programme/lineup', oneEvent({ attributes: ['Chargeable Experience'] }))],
    });
    const card = await screen.findByRole('article', { name: 'Captain’s Cocktail' });
    expect(within(card).getByText('19:00 – 20:30')).toBeInTheDocument();
    expect(within(card).getByText('Atrium')).toBeInTheDocument();
    expect(within(card).getByText('Chargeable Event')).toBeInTheDocument();
  });

  it('shows 12-hour times on a theme that uses them', async () => {
    await daily('/itinerary/go', { themeName: 'midnight', overrides: [answeringCall('get', '*/programme/lineup', oneEvent({}))] });
    expect(within(await screen.findByRole('article', { name: 'Captain’s Cocktail' })).getByText('7:00 PM – 8:30 PM')).toBeInTheDocument();
  });

  it('shows the fallback text when the start is Late or missing', async () => {
    await daily('/itinerary/go', { overrides: [answeringCall('get', '*/programme/lineup', oneEvent({ start: 'Late', end: null }))] });
    expect(
      within(await screen.findByRole('article', { name: 'Captain’s Cocktail' })).getByText('See the programme for times'),
    ).toBeInTheDocument();
  });

  it('says the programme is in the works when a date has no events', async () => {
    await daily('/itinerary/go', { overrides: [answeringCall('get', '*/programme/lineup', [])] });
    expect(await screen.findByText('Our Daily events are in the works! Please check back soon for updates.')).toBeInTheDocument();
  });

  it('offers Try again when the events cannot be loaded', async () => {
    await daily('/itinerary/go', { overrides: [failingCall('get', '*/programme/lineup')] });
    expect(await screen.findByText('The events could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a spinner while the events load', async () => {
    await daily('/itinerary/go', { whileLoading: true });
    expect(screen.getByText('Loading events…')).toBeInTheDocument();
  });

  it('asks the hub once per date within 120 s', async () => {
    const asked: string[] = [];
    await daily('/itinerary/go', {
      wrapFetch: (demoFetch) => async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.includes('programme/lineup')) asked.push(new URL(url).searchParams.get('startDate')!);
        return demoFetch(input, init);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: weekday(today.plus({ days: 2 })) }));
    await screen.findByRole('heading', { level: 2, name: /Villefranche/ });
    await userEvent.click(screen.getByRole('button', { name: weekday(today) }));
    await screen.findByRole('heading', { level: 2, name: /Barcelona/ });
    expect(asked.filter((date) => date === today.toISODate())).toHaveLength(1);
  });

  it('asks the hub again for a date whose events are older than 120 s', async () => {
    const asked: string[] = [];
    await daily('/itinerary/go', {
      wrapFetch: (demoFetch) => async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.includes('programme/lineup')) asked.push(new URL(url).searchParams.get('startDate')!);
        return demoFetch(input, init);
      },
    });
    // Only the clock moves: the cache reads Date.now().
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 121_000);
      await userEvent.click(await screen.findByRole('button', { name: weekday(today.plus({ days: 2 })) }));
      await screen.findByRole('heading', { level: 2, name: /Villefranche/ });
      await userEvent.click(screen.getByRole('button', { name: weekday(today) }));
      await screen.findByRole('heading', { level: 2, name: /Barcelona/ });
      await screen.findAllByRole('article');
      expect(asked.filter((date) => date === today.toISODate())).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('has no Filters toggle on a kiosk, the levels always in view', async () => {
    await daily('/itinerary/go', { device: 'Kiosk' });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(0);
  });

  describe('on signage', () => {
    const at = (hour: number) => today.set({ hour, minute: 0, second: 0 }).toJSDate();
    const event = (id: number, name: string, start: string, end: string) => ({ id, name, venue: 'Atrium', start, end });
    const lineup = [
      {
        date: today.toISODate(),
        events: [
          event(1, 'Breakfast Buffet', '07:00', '10:00'),
          event(2, 'Trivia Quiz', '13:00', '15:00'),
          event(3, 'Afternoon Tea', '15:30', '16:30'),
          event(4, 'Art Auction', '16:00', '17:00'),
          event(5, 'Sail Away Party', '17:30', '18:30'),
          event(6, 'Captain’s Cocktail', '19:00', '20:00'),
          event(7, 'Welcome Show', '21:00', '22:00'),
          event(8, 'Silent Disco', '22:30', '23:30'),
          event(9, 'Late Night Jazz', '23:00', '00:30'),
        ],
      },
    ];
    afterEach(() => vi.useRealTimers());
    const names = () => cards().map((card) => card.getAttribute('aria-label'));

    it('shows what is still to come today a screenful at a time, with no search, filters or View More', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: at(14) });
      await daily('/itinerary/go', { device: 'DigitalSignage', overrides: [answeringCall('get', '*/programme/lineup', lineup)] });
      expect(await screen.findByText('8 events still to come today')).toBeInTheDocument();
      expect(names()).toEqual(['Trivia Quiz', 'Afternoon Tea', 'Art Auction', 'Sail Away Party', 'Captain’s Cocktail', 'Welcome Show']);
      expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /View More/ })).not.toBeInTheDocument();
      // The line card-lines.ts lets wrap (jsdom draws no lines to measure).
      expect(within(cards()[0]!).getByText('13:00 – 15:00 · Atrium')).toHaveClass(styles.wideCardMeta);
      const pager = within(screen.getByRole('navigation', { name: 'Pages of events' }));
      expect(pager.getByText('Page 1 of 2')).toBeInTheDocument();
      await userEvent.click(pager.getByRole('button', { name: 'Next' }));
      expect(names()).toEqual(['Silent Disco', 'Late Night Jazz']);
      expect(pager.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    });

    it('says the day is over once the last event has ended, and shows another day whole', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: at(23) });
      const lateDay = [{ ...lineup[0]!, events: lineup[0]!.events.slice(0, 7) }];
      await daily('/itinerary/go', { device: 'DigitalSignage', overrides: [answeringCall('get', '*/programme/lineup', lateDay)] });
      expect(await screen.findByText('Today’s events are over. See you tomorrow!')).toBeInTheDocument();
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
    });
  });

  it('opens /dailyprogram/tomorrow and /dailyprogram/DD-MM-YYYY on that date', async () => {
    await dailyAt('/dailyprogram/tomorrow');
    expect(await screen.findByRole('heading', { level: 2, name: /at sea$/i })).toBeInTheDocument();
  });

  it('opens a DD-MM-YYYY date', async () => {
    await dailyAt(`/dailyprogram/${today.plus({ days: 5 }).toFormat('dd-MM-yyyy')}`);
    expect(await screen.findByRole('heading', { level: 2, name: /Naples$/ })).toBeInTheDocument();
  });

  it('says so for a date in any other form', async () => {
    await dailyAt('/dailyprogram/someday');
    expect(await screen.findByText('This date is not a day of the programme.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Show the Daily Programme' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Barcelona$/ })).toBeInTheDocument();
  });
});
