import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { areaState, reservationsArea } from '@companion/hub-sim';
import { clearAuthentication } from '@companion/session';
import { reportHubReachable } from '@companion/shell';
import { pressWhileOffline } from '@companion/screen-harness';
import { renderReservationsScreen } from '../test/render-reservations-screen';
import { tacBookingStore } from './tac-booking-store';
import { TacBookingScreen } from './TacBookingScreen';

afterEach(() => {
  reportHubReachable();
  clearAuthentication();
  tacBookingStore.setState(tacBookingStore.getInitialState(), true);
});

describe('a spa, dining or activity booking while offline (issue 20)', () => {
  it('disables Book now with the offline message, sends nothing, and enables it again online', async () => {
    tacBookingStore.setState({ module: 'spa', objectId: 'spa-13', numberOfPersons: 1 });
    const { demoState } = await renderReservationsScreen('/tacbooking', () => <TacBookingScreen />, {
      entry: '/tacbooking',
      guest: 'smith',
    });
    for (const date of within(await screen.findByRole('group', { name: 'Choose a date' })).getAllByRole('radio')) {
      await userEvent.click(date);
      const times = await screen.findByRole('group', { name: 'Choose a time' }).catch(() => undefined);
      if (times) {
        await userEvent.click(within(times).getAllByRole('radio')[0]!);
        break;
      }
    }
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the conditions' }));
    await pressWhileOffline('Book now', /Booking needs a connection to the ship; nothing has been sent/);
    expect(areaState(demoState, reservationsArea).bookRequests).toBe(0);
  });
});
