// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { installFeatures } from '@companion/shell';
import { authenticationStore } from './authentication-store';
import { clearGuestData } from './guest-data-registry';

describe('guest data on logout', () => {
  it('wipes every registered store in one call', () => {
    const clearCart = vi.fn();
    const unregister = installFeatures([{ name: 'test', clearGuestData: clearCart }]);
    clearGuestData();
    expect(clearCart).toHaveBeenCalledOnce();
    unregister();
  });

  it('signs the guest out of the authentication store', () => {
    authenticationStore.setState({ sessionId: 'abc', isAuthenticated: true, sessionType: 'Passenger', errorMessage: undefined });
    clearGuestData();
    expect(authenticationStore.getState()).toMatchObject({ sessionId: undefined, isAuthenticated: false });
  });
});
