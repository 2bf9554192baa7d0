import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reportHubReachable, reportHubUnreachable } from './network-status';
import { offlineActionMessages } from './offline-action-messages';
import { OfflineActionNotice, useOfflineAction } from './OfflineActionNotice';

afterEach(() => reportHubReachable());

function Book() {
  const { offline, describedBy } = useOfflineAction('book-offline');
  return (
    <>
      <OfflineActionNotice action="booking" id="book-offline" />
      <button type="submit" disabled={offline} aria-describedby={describedBy}>
        Book
      </button>
    </>
  );
}

describe('the offline notice beside an action that needs the hub', () => {
  it('disables the action and says nothing was sent while offline, and clears when the hub answers again', async () => {
    render(<Book />);
    expect(screen.getByRole('button', { name: 'Book' })).toBeEnabled();
    expect(screen.queryByRole('status')).toBeNull();
    act(() => reportHubUnreachable());
    const button = screen.getByRole('button', { name: 'Book' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Booking needs a connection to the ship; nothing has been sent/);
    act(() => reportHubReachable());
    expect(screen.getByRole('button', { name: 'Book' })).toBeEnabled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('has every sentence in English and German', () => {
    expect(Object.keys(offlineActionMessages.de)).toEqual(Object.keys(offlineActionMessages.en));
  });
});
