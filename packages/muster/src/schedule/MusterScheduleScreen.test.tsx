import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { clearAuthentication } from '@companion/session';
import { renderMusterScreen, type RenderMusterOptions } from '../test/render-muster-screen';
import { MusterScheduleScreen } from './MusterScheduleScreen';

afterEach(() => clearAuthentication());

const open = (options: RenderMusterOptions = {}) => renderMusterScreen('/muster/schedule', () => <MusterScheduleScreen />, options);

describe('the muster schedule', () => {
  it('lists the musterSchedule article’s events with time and place', async () => {
    await open();
    const list = await screen.findByRole('list', { name: 'Muster times' });
    const first = within(list).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Muster check-in: decks 9 and 10');
    expect(first).toHaveTextContent('14:00 – 14:30');
    expect(first).toHaveTextContent('Station A – Aurora Theatre');
    expect(first).toHaveTextContent('Deck 5, forward');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Back to the safety muster' })).toHaveAttribute('href', '/muster/home');
  });

  it('says so when there are no muster times', async () => {
    await open({ overrides: [answeringCall('get', '*/cms/articles/findEventsByArticleId/:id', [])] });
    expect(await screen.findByText('There are no muster times at the moment.')).toBeInTheDocument();
  });

  it('shows the load failure', async () => {
    await open({ overrides: [failingCall('get', '*/cms/articles/findEventsByArticleId/:id')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The muster schedule could not be loaded.');
  });
});
