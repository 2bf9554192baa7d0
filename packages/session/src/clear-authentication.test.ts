// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFeatures } from '@companion/shell';
import { authenticationStore, signedOut } from './authentication-store';
import { handleForbidden } from './clear-authentication';

afterEach(() => authenticationStore.setState(signedOut));

describe('handleForbidden', () => {
  it('wipes every guest-data store, as logout does', () => {
    // On a shared device an expired session must not leave its holiday or cart for the next person.
    const clearCart = vi.fn();
    const unregister = installFeatures([{ name: 'test', clearGuestData: clearCart }]);
    authenticationStore.setState({ sessionId: 's1', isAuthenticated: true, bookingReference: 'AUR123456' });
    handleForbidden();
    expect(clearCart).toHaveBeenCalled();
    expect(authenticationStore.getState()).toMatchObject({ sessionId: undefined, isAuthenticated: false, bookingReference: undefined });
    unregister();
  });

  it('leaves the forbidden flag for the guard to take the guest to /login', () => {
    handleForbidden();
    expect(authenticationStore.getState().forbidden).toBe(true);
  });
});
