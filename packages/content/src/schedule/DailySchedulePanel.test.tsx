import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answeringCall, cruiseDays } from '@companion/hub-sim';
import { renderScreen } from '../test/render-screen';
import { DailySchedulePanel } from './DailySchedulePanel';
import { chooseLanguage } from '@companion/screen-harness';

const open = (route: string, options: Parameters<typeof renderScreen>[1] = {}) =>
  renderScreen(<DailySchedulePanel />, { route, ...options });
const eventRow = async (title: string) => (await screen.findByText(title)).closest('li');
const dayMonthYear = (date: Date) =>
  [date.getDate(), date.getMonth() + 1, date.getFullYear()].map((part) => String(part).padStart(2, '0')) as [string, string, string];

describe('DailySchedulePanel', () => {
  it("shows today's events in 24-hour time", async () => {
    await open('/content/detail/1009');
    expect(screen.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
    expect(await eventRow('Sunrise Yoga')).toHaveTextContent('07:00 – 08:00');
  });

  it('shows times in 12-hour form when the theme asks for it', async () => {
    await open('/content/detail/1009', { themeName: 'midnight' });
    expect(await eventRow('Sunrise Yoga')).toHaveTextContent('7:00 AM – 8:00 AM');
  });

  it('treats a "Late" start or end as empty', async () => {
    await open('/content/detail/1009');
    const jazz = await eventRow("Jazz at the Crow's Nest");
    expect(jazz).toHaveTextContent('21:00');
    expect(jazz).not.toHaveTextContent('Late');
    expect((await eventRow('Midnight Buffet'))?.firstElementChild).toBeEmptyDOMElement();
  });

  // Day 1 (today) is embarkation in Barcelona, day 2 a sea day, day 3 the first port: each has events no other day has.
  it("opens tomorrow's schedule, with tomorrow's events", async () => {
    const user = userEvent.setup();
    await open('/content/detail/1009');
    await screen.findByText('Embarkation Lunch');
    await user.click(screen.getByRole('link', { name: 'Tomorrow' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tomorrow' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tomorrow' })).toHaveAttribute('aria-current', 'page');
    const events = await screen.findByRole('list', { name: 'Times' });
    // Only a sea day has the lecture and the morning stretch; only today has the embarkation lunch.
    expect(within(events).getByText('Enrichment Lecture: Ancient Mediterranean Trade')).toBeInTheDocument();
    expect(within(events).getByText('Stretch & Tone')).toBeInTheDocument();
    expect(within(events).queryByText('Embarkation Lunch')).not.toBeInTheDocument();
  });

  it('reads a DD-MM-YYYY date and shows that day', async () => {
    const inTwoDays = new Date();
    inTwoDays.setDate(inTwoDays.getDate() + 2);
    const [day, month, year] = dayMonthYear(inTwoDays);
    await open(`/content/detail/1009?date=${day}-${month}-${year}`);
    expect(screen.getByRole('heading', { level: 2, name: `${day}/${month}/${year}` })).toBeInTheDocument();
    const events = await screen.findByRole('list', { name: 'Times' });
    const dayThree = cruiseDays[2]!;
    expect(within(events).getByText(`Arrival in ${dayThree.port}`).closest('li')).toHaveTextContent(dayThree.arrive!);
    expect(within(events).queryByText('Embarkation Lunch')).not.toBeInTheDocument();
    expect(within(events).queryByText('Enrichment Lecture: Ancient Mediterranean Trade')).not.toBeInTheDocument();
  });

  // bookable-services §8: the empty state is 'No events on {date}', the date as the heading writes it.
  it('says "No events on {date}" on a day without a schedule', async () => {
    await open('/content/detail/1009?date=01-01-2099');
    expect(await screen.findByText('No events on 01/01/2099')).toBeInTheDocument();
  });

  it('names today\'s date, not "Today", when today has no schedule', async () => {
    const [day, month, year] = dayMonthYear(new Date());
    await open('/content/detail/1009', { overrides: [answeringCall('get', '*/cms/dailySchedule', null)] });
    expect(await screen.findByText(`No events on ${day}/${month}/${year}`)).toBeInTheDocument();
  });

  it("names tomorrow's date when tomorrow has no schedule", async () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const [day, month, year] = dayMonthYear(tomorrow);
    await open('/content/detail/1009?date=tomorrow', { overrides: [answeringCall('get', '*/cms/dailyScheduleTomorrow', null)] });
    expect(await screen.findByText(`No events on ${day}/${month}/${year}`)).toBeInTheDocument();
  });
});

// Issue 13: the heading showed the address's raw "25-11-2026".
describe('the heading of a chosen day', () => {
  afterEach(() => chooseLanguage('en'));

  const inThreeDays = () => {
    const date = new Date();
    date.setDate(date.getDate() + 3);
    return dayMonthYear(date);
  };

  it('is written DD.MM.YYYY for a German guest', async () => {
    chooseLanguage('de');
    const [day, month, year] = inThreeDays();
    await open(`/content/detail/1009?date=${day}-${month}-${year}`);
    expect(screen.getByRole('heading', { level: 2, name: `${day}.${month}.${year}` })).toBeInTheDocument();
  });

  it('is written month first when the theme reads dates the American way', async () => {
    const [day, month, year] = inThreeDays();
    await open(`/content/detail/1009?date=${day}-${month}-${year}`, { themeName: 'midnight' });
    expect(screen.getByRole('heading', { level: 2, name: `${month}/${day}/${year}` })).toBeInTheDocument();
  });

  it('is written DD.MM.YYYY in the German empty state too', async () => {
    chooseLanguage('de');
    await open('/content/detail/1009?date=01-01-2099');
    expect(await screen.findByText('Keine Veranstaltungen am 01.01.2099')).toBeInTheDocument();
  });

  it('keeps the address’s text for a day that does not exist', async () => {
    await open('/content/detail/1009?date=31-02-2026');
    expect(screen.getByRole('heading', { level: 2, name: '31-02-2026' })).toBeInTheDocument();
  });
});
