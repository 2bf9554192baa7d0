// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createUpdatePolicy, isIdleForUpdate, UPDATE_WHEN_IDLE_MS, updateMomentFor } from './update-policy';

describe('the update policy', () => {
  it('takes a new version on the guest app at the next navigation, never while idle', () => {
    const activate = vi.fn();
    const policy = createUpdatePolicy('guest', activate);
    policy.onNavigation();
    expect(activate).not.toHaveBeenCalled();
    policy.onWaiting();
    policy.onIdle();
    expect(activate).not.toHaveBeenCalled();
    policy.onNavigation();
    policy.onNavigation();
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it.each(['kiosk', 'signage'] as const)('takes a new version on %s when idle, never on navigation', (appKind) => {
    const activate = vi.fn();
    const policy = createUpdatePolicy(appKind, activate);
    policy.onWaiting();
    policy.onNavigation();
    expect(activate).not.toHaveBeenCalled();
    expect(policy.isWaiting()).toBe(true);
    policy.onIdle();
    expect(activate).toHaveBeenCalledTimes(1);
    expect(policy.isWaiting()).toBe(false);
  });

  it('names the moment per app', () => {
    expect(updateMomentFor('guest')).toBe('next-navigation');
    expect(updateMomentFor('kiosk')).toBe('when-idle');
  });

  it('counts a device as idle only without a guest session and after the idle time', () => {
    expect(isIdleForUpdate(UPDATE_WHEN_IDLE_MS, false)).toBe(true);
    expect(isIdleForUpdate(UPDATE_WHEN_IDLE_MS - 1, false)).toBe(false);
    expect(isIdleForUpdate(UPDATE_WHEN_IDLE_MS * 10, true)).toBe(false);
  });
});
