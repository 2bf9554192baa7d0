import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answeringCall } from '@companion/hub-sim';
import { clearHubDataCache } from '@companion/shell';
import { renderProgrammeScreen } from '../test/render-programme-screen';
import { ScheduledProgrammeScreen, scheduledEvents } from './ScheduledProgrammeScreen';

afterEach(() => clearHubDataCache());

const schedule = {
  id: 1,
  title: 'Today on board',
  events: [
    {
      id: 7,
      title: 'Captain’s Welcome',
      location: 'Aurora Theatre',
      startTime: '18:30',
      endTime: '19:15',
      eventOverview: 'Meet the officers.',
    },
  ],
};

describe('the Scheduled Programme', () => {
  it('maps events from title, location, startTime, endTime and eventOverview', () => {
    expect(scheduledEvents(schedule)).toEqual([
      { id: 7, name: 'Captain’s Welcome', venue: 'Aurora Theatre', start: '18:30', end: '19:15', eventOverview: 'Meet the officers.' },
    ]);
    expect(scheduledEvents(null)).toEqual([]);
  });

  it('shows the content daily schedule of the date in the programme’s layout, the overview in View More', async () => {
    await renderProgrammeScreen('/scheduledprogram', () => <ScheduledProgrammeScreen />, {
      entry: '/scheduledprogram',
      overrides: [answeringCall('get', '*/cms/dailyScheduleByDate', [schedule])],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Scheduled Programme' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Captain’s Welcome' });
    expect(within(card).getByText('18:30 – 19:15')).toBeInTheDocument();
    expect(within(card).getByText('Aurora Theatre')).toBeInTheDocument();
    // Its events carry no picture: no placeholder in the card or in View More.
    expect(card.querySelector('img, [data-picture]')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: /^View More/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Meet the officers.')).toBeInTheDocument();
    expect(dialog.querySelector('img')).toBeNull();
  });
});
