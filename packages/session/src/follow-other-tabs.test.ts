import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFeatures, PERSISTENCE_KEY } from '@companion/shell';
import { authenticationStore, signedOut } from './authentication-store';
import { followOtherTabs } from './follow-other-tabs';

/** What another tab's save looks like in the storage event this tab receives. */
function otherTabSaved(authentication: Record<string, unknown> | null) {
  const newValue = authentication === null ? null : JSON.stringify({ version: 1, slices: { authentication } });
  window.dispatchEvent(new StorageEvent('storage', { key: PERSISTENCE_KEY, newValue }));
}
const smith = {
  sessionId: 'smith-session',
  isAuthenticated: true,
  sessionType: 'Passenger',
  sessionName: 'Emily Smith',
  bookingReference: 'AUR123456',
};
const taylor = {
  sessionId: 'taylor-session',
  isAuthenticated: true,
  sessionType: 'Passenger',
  sessionName: 'Grace Taylor',
  bookingReference: 'AUR246810',
};
const loggedOut = { sessionId: null, isAuthenticated: false, sessionType: null, sessionName: null, bookingReference: null };

let stop: () => void = () => {};
afterEach(() => {
  stop();
  authenticationStore.setState(signedOut, true);
});

describe('a tab follows the session the other tabs save', () => {
  it('ends its guest, cart and all, when another tab logs out', () => {
    const clearCart = vi.fn();
    const unregister = installFeatures([{ name: 'cart', clearGuestData: clearCart }]);
    authenticationStore.setState({ sessionId: 'smith-session', isAuthenticated: true, sessionName: 'Emily Smith' });
    stop = followOtherTabs();
    otherTabSaved(loggedOut);
    expect(authenticationStore.getState()).toMatchObject({ sessionId: undefined, isAuthenticated: false, sessionName: undefined });
    expect(clearCart).toHaveBeenCalledOnce();
    unregister();
  });

  it('takes up the guest another tab logged in after, never keeping the one who left', () => {
    authenticationStore.setState({ sessionId: 'smith-session', isAuthenticated: true, sessionName: 'Emily Smith' });
    stop = followOtherTabs();
    otherTabSaved(taylor);
    expect(authenticationStore.getState()).toMatchObject({
      sessionId: 'taylor-session',
      sessionName: 'Grace Taylor',
      isAuthenticated: true,
    });
  });

  it('changes nothing when the other tab saved the same session (a cart change there)', () => {
    const clearCart = vi.fn();
    const unregister = installFeatures([{ name: 'cart', clearGuestData: clearCart }]);
    authenticationStore.setState({ sessionId: 'smith-session', isAuthenticated: true, sessionName: 'Emily Smith' });
    stop = followOtherTabs();
    otherTabSaved(smith);
    expect(clearCart).not.toHaveBeenCalled();
    expect(authenticationStore.getState().sessionName).toBe('Emily Smith');
    unregister();
  });

  it('ends its guest when another tab clears the storage, and ignores other keys', () => {
    authenticationStore.setState({ sessionId: 'smith-session', isAuthenticated: true });
    stop = followOtherTabs();
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: 'x' }));
    expect(authenticationStore.getState().sessionId).toBe('smith-session');
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    expect(authenticationStore.getState().sessionId).toBeUndefined();
  });
});
