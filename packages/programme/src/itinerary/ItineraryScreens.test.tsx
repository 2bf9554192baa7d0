import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { chooseLanguage } from '@companion/screen-harness';
import { clearAuthentication } from '@companion/session';
import { clearHubDataCache } from '@companion/shell';
import { renderProgrammeScreen, type RenderProgrammeOptions } from '../test/render-programme-screen';
import { ItineraryDetailScreen } from './ItineraryDetailScreen';
import { ItineraryOverviewScreen } from './ItineraryOverviewScreen';
import { SparkScreen } from './SparkScreen';

afterEach(() => {
  clearAuthentication();
  clearHubDataCache();
});

const today = DateTime.now();
const overview = (options: RenderProgrammeOptions = {}) =>
  renderProgrammeScreen('/itinerary/overview', () => <ItineraryOverviewScreen />, { ...options, entry: '/itinerary/overview' });
const detail = (id: number, options: RenderProgrammeOptions = {}) =>
  renderProgrammeScreen('/itinerary/detail/:id', () => <ItineraryDetailScreen />, { ...options, entry: `/itinerary/detail/${id}` });
const spark = (entry: string) => renderProgrammeScreen('/itinerary/spark/:date?', () => <SparkScreen />, { entry });

describe('the itinerary overview', () => {
  it('shows the voyage day by day without a login, sea days marked, each to its detail', async () => {
    await overview();
    const days = within(await screen.findByRole('region', { name: 'Cruise' })).getAllByRole('link');
    expect(days).toHaveLength(14);
    expect(days[0]).toHaveAttribute('href', '/itinerary/detail/1');
    expect(days[1]).toHaveTextContent(/Day 2.*At sea/);
    expect(screen.getByText('We wish you a wonderful holiday.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Guests' })).not.toBeInTheDocument();
  });

  it('colours the day tiles from 0.2 to 0.9 by index modulo 8', async () => {
    await overview();
    const days = within(await screen.findByRole('region', { name: 'Cruise' })).getAllByRole('link');
    expect(days.map((day) => day.getAttribute('data-opacity')).slice(0, 10)).toEqual([
      '0.2',
      '0.3',
      '0.4',
      '0.5',
      '0.6',
      '0.7',
      '0.8',
      '0.9',
      '0.2',
      '0.3',
    ]);
  });

  it('shows a logged-in guest’s flights out and home, the cruise, hotels and the party', async () => {
    await overview({ guest: 'smith' });
    expect(await screen.findByRole('heading', { name: 'Mediterranean Jewels on Aurora Star' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Outbound flights' })).getByText('Flight BA478')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Return flights' })).getByText('Flight BA479')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Outbound flights' })).getByText('London Heathrow to Barcelona El Prat'),
    ).toBeInTheDocument();
    const hotels = within(screen.getByRole('region', { name: 'Hotels' }));
    expect(hotels.getByText('Hotel Arts Barcelona')).toBeInTheDocument();
    expect(hotels.getByText('Port Olímpic, Barcelona, Catalonia')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Guests' })).getByText('Emily Smith')).toBeInTheDocument();
  });

  describe('dates flights and hotels as every other date of the app', () => {
    const twoDaysAgo = today.minus({ days: 2 });

    it('in the theme’s English (DD/MM/YYYY, 24-hour clock)', async () => {
      await overview({ guest: 'smith' });
      const outbound = within(await screen.findByRole('region', { name: 'Outbound flights' }));
      expect(outbound.getByText(`Departs ${twoDaysAgo.toFormat('dd/MM/yyyy')} 07:25`)).toBeInTheDocument();
      const stay = `${twoDaysAgo.toFormat('dd/MM/yyyy')} to ${today.toFormat('dd/MM/yyyy')}`;
      expect(within(screen.getByRole('region', { name: 'Hotels' })).getByText(stay)).toBeInTheDocument();
    });

    it('in a US theme’s English (MM/DD/YYYY, 12-hour clock)', async () => {
      await overview({ guest: 'smith', themeName: 'midnight' });
      const outbound = within(await screen.findByRole('region', { name: 'Outbound flights' }));
      expect(outbound.getByText(`Arrives ${twoDaysAgo.toFormat('MM/dd/yyyy')} 10:40 AM`)).toBeInTheDocument();
      const stay = `${twoDaysAgo.toFormat('MM/dd/yyyy')} to ${today.toFormat('MM/dd/yyyy')}`;
      expect(within(screen.getByRole('region', { name: 'Hotels' })).getByText(stay)).toBeInTheDocument();
    });

    it('in German (DD.MM.YYYY), as the cruise days beside them', async () => {
      chooseLanguage('de');
      try {
        await overview({ guest: 'smith' });
        const outbound = within(await screen.findByRole('region', { name: 'Hinflüge' }));
        expect(outbound.getByText(`Abflug ${twoDaysAgo.toFormat('dd.MM.yyyy')} 07:25`)).toBeInTheDocument();
        const stay = `${twoDaysAgo.toFormat('dd.MM.yyyy')} bis ${today.toFormat('dd.MM.yyyy')}`;
        expect(within(screen.getByRole('region', { name: 'Hotels' })).getByText(stay)).toBeInTheDocument();
      } finally {
        chooseLanguage('en');
      }
    });

    it('reads a hub’s DD/MM/YYYY hotel dates (media §3) as the same days', async () => {
      const holiday = {
        hotels: [{ id: 'h-1', hotelName: 'Hotel Arts Barcelona', fromDate: '27/11/2026', toDate: '29/11/2026' }],
        flights: {
          flightsOut: [
            { id: 'f-1', flightNumber: 'BA478', departureAirportCode: 'LHR', arrivalAirportCode: 'BCN', departureTime: '27/11/2026 07:25' },
          ],
        },
      };
      chooseLanguage('de');
      try {
        await overview({ guest: 'smith', overrides: [answeringCall('get', '*/passengers/itinerary', holiday)] });
        expect(await screen.findByText('27.11.2026 bis 29.11.2026')).toBeInTheDocument();
        expect(screen.getByText('Abflug 27.11.2026 07:25')).toBeInTheDocument();
        // Without the airports' names, their codes.
        expect(screen.getByText('LHR nach BCN')).toBeInTheDocument();
      } finally {
        chooseLanguage('en');
      }
    });
  });

  it('uses only the schedules passing the validity check', async () => {
    await overview({
      overrides: [
        answeringCall('get', '*/itinerary/schedules', [
          { id: 1, date: today.toISODate(), title: 'Barcelona' },
          { id: 2, date: 'not a date', title: 'Atlantis' },
        ]),
      ],
    });
    expect(await screen.findByText('Barcelona')).toBeInTheDocument();
    expect(screen.queryByText('Atlantis')).not.toBeInTheDocument();
  });

  it('says an unreadable itinerary in words, not as a validation report', async () => {
    const garble =
      (demoFetch: typeof fetch): typeof fetch =>
      (input, init) =>
        new Request(input, init).url.endsWith('/itinerary/schedules')
          ? Promise.resolve(Response.json({ days: 'none' }))
          : demoFetch(input, init);
    await overview({ wrapFetch: garble });
    expect(await screen.findByText("There has been an error: the ship's system sent an answer that could not be read")).toBeInTheDocument();
  });

  it('says there has been an error, with the error, when the list fails', async () => {
    await overview({ overrides: [failingCall('get', '*/itinerary/schedules')] });
    expect(await screen.findByText('There has been an error: The demo hub was told to fail this call.')).toBeInTheDocument();
  });
});

describe('a day of the itinerary', () => {
  it('shows arrival, departure, all on board, pier, agent and gangway', async () => {
    await detail(6);
    expect(await screen.findByRole('heading', { level: 1, name: 'Naples' })).toBeInTheDocument();
    for (const text of ['08:00', '17:30', '17:00', 'Stazione Marittima', 'Campania Maritime', 'Deck 4, forward']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('links View Experiences to the excursions of its date (dashes) and of its day', async () => {
    const { router } = await detail(6);
    const date = today.plus({ days: 5 }).toFormat('dd-MM-yyyy');
    expect(await screen.findByRole('link', { name: 'View Experiences' })).toHaveAttribute('href', `/onboard/excursions/${date}`);
    expect(screen.getByRole('link', { name: 'Experiences of day 6' })).toHaveAttribute('href', '/onboard/excursionsbyday/6');
    await userEvent.click(screen.getByRole('link', { name: 'View Experiences' }));
    expect(router.state.location.pathname).toBe(`/onboard/excursions/${date}`);
  });

  it('shows the port’s weather', async () => {
    await detail(6);
    expect(await screen.findByText('Naples: Clear sky')).toBeInTheDocument();
  });

  it('has no experiences and no port weather at sea', async () => {
    await detail(2);
    expect(await screen.findByText('At sea: no port weather to show.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Experiences' })).not.toBeInTheDocument();
  });

  it('offers Try again when the day cannot be loaded', async () => {
    await detail(1, { overrides: [failingCall('get', '*/itinerary/schedules/:id')] });
    expect(await screen.findByText('This day could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says a day the voyage does not have is no longer here, with the way home', async () => {
    await detail(99);
    expect(await screen.findByText('This page is no longer here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});

describe('a day’s programme on its itinerary page', () => {
  const lineupOf = (date: DateTime, events: Record<string, unknown>[]) => [{ date: date.toISODate(), events }];

  it('shows a sea day’s first five events and the way to its whole programme', async () => {
    const tomorrow = today.plus({ days: 1 });
    const events = Array.from({ length: 7 }, (_, index) => ({
      id: `e${index}`,
      name: `Event ${index + 1}`,
      venue: index === 0 ? 'Atrium' : null,
      start: `${10 + index}:00`,
      end: `${10 + index}:45`,
    }));
    await detail(2, { overrides: [answeringCall('get', '*/programme/lineup', lineupOf(tomorrow, events))] });
    const board = await screen.findByRole('region', { name: 'On board that day' });
    const rows = await within(board).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '10:00 – 10:45Event 1Atrium',
      '11:00 – 11:45Event 2',
      '12:00 – 12:45Event 3',
      '13:00 – 13:45Event 4',
      '14:00 – 14:45Event 5',
    ]);
    expect(within(board).getByRole('link', { name: 'The day’s whole programme (7 events)' })).toHaveAttribute(
      'href',
      `/dailyprogram/${tomorrow.toFormat('dd-MM-yyyy')}`,
    );
  });

  it('shows today what is still to come', async () => {
    const allDay = { id: 'a', name: 'Art auction preview', venue: 'Gallery', start: '00:00', end: '23:59' };
    await detail(1, { overrides: [answeringCall('get', '*/programme/lineup', lineupOf(today, [allDay]))] });
    const board = await screen.findByRole('region', { name: 'Still to come on board today' });
    expect(await within(board).findByText('Art auction preview')).toBeInTheDocument();
    expect(within(board).getByRole('link', { name: 'The day’s whole programme (1 event)' })).toBeInTheDocument();
  });

  it('says when the day has no events yet, without a link to an empty programme', async () => {
    await detail(2, { overrides: [answeringCall('get', '*/programme/lineup', [])] });
    const board = await screen.findByRole('region', { name: 'On board that day' });
    expect(await within(board).findByText('Our Daily events are in the works! Please check back soon for updates.')).toBeInTheDocument();
    expect(within(board).queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps the day in view when its programme cannot be loaded, with Try again', async () => {
    await detail(6, { overrides: [failingCall('get', '*/programme/lineup')] });
    const board = await screen.findByRole('region', { name: 'On board that day' });
    expect(await within(board).findByText('The events could not be loaded.')).toBeInTheDocument();
    expect(within(board).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Naples' })).toBeInTheDocument();
    expect(screen.getByText('Stazione Marittima')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    chooseLanguage('de');
    try {
      await detail(2, { overrides: [answeringCall('get', '*/programme/lineup', [])] });
      expect(await screen.findByRole('region', { name: 'An Bord an diesem Tag' })).toBeInTheDocument();
    } finally {
      chooseLanguage('en');
    }
  });
});

describe('the schedule of a date (/itinerary/spark)', () => {
  it('shows today’s schedule without a date', async () => {
    await spark('/itinerary/spark');
    expect(await screen.findByRole('heading', { level: 1, name: 'Barcelona' })).toBeInTheDocument();
  });

  it('shows the schedule of the date in the address', async () => {
    await spark(`/itinerary/spark/${today.plus({ days: 3 }).toISODate()}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Livorno (Florence & Pisa)' })).toBeInTheDocument();
  });

  it('says so for a date without a schedule', async () => {
    await spark(`/itinerary/spark/${today.plus({ days: 40 }).toISODate()}`);
    expect(await screen.findByText('There is no schedule for this date.')).toBeInTheDocument();
  });
});
