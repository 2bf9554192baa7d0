import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { basketState } from '@companion/hub-sim';
import { clearAuthentication } from '@companion/session';
import { reportHubReachable, reportHubUnreachable } from '@companion/shell';
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
    act(() => reportHubUnreachable());
    const book = screen.getByRole('button', { name: 'Book' });
    expect(book).toBeDisabled();
    expect(book).toHaveAccessibleDescription(/Booking needs a connection to the ship; nothing has been sent/);
    await userEvent.click(book);
    act(() => reportHubReachable());
    expect(screen.getByRole('button', { name: 'Book' })).toBeEnabled();
    expect(screen.queryByText(/Booking needs a connection/)).toBeNull();
    expect([...basketState(demoState).bookings.values()].flat()).toHaveLength(0);
  });
});
