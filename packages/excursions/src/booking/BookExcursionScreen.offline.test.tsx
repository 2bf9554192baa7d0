import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { basketState } from '@companion/hub-sim';
import { clearAuthentication } from '@companion/session';
import { reportHubReachable } from '@companion/shell';
import { pressWhileOffline } from '@companion/screen-harness';
import { demoExcursion } from '../test/demo-excursions';
import { renderExcursionScreen } from '../test/render-excursion-screen';
import { BookExcursionScreen } from './BookExcursionScreen';

afterEach(() => {
  reportHubReachable();
  clearAuthentication();
});

describe('booking an excursion while offline (issue 20)', () => {
  it('disables Book with the offline message, sends nothing, and enables it again online', async () => {
    const { demoState } = await renderExcursionScreen('/onboard/bookexcursion/:id', () => <BookExcursionScreen />, {
      entry: `/onboard/bookexcursion/${demoExcursion('Pompeii ruins').id}`,
      guest: 'smith',
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Emily Smith' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' }));
    await pressWhileOffline('Book', /Booking needs a connection to the ship; nothing has been sent/);
    expect(screen.queryByText(/Booking needs a connection/)).toBeNull();
    expect([...basketState(demoState).bookings.values()].flat()).toHaveLength(0);
  });
});
