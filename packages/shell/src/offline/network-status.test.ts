import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOffline, offlineSince, reportHubReachable, reportHubUnreachable, useOffline } from './network-status';

afterEach(() => reportHubReachable());

describe('network status', () => {
  it('is online while the browser is online and the hub answers', () => {
    expect(isOffline()).toBe(false);
    expect(offlineSince()).toBeUndefined();
  });

  it('counts a hub that stopped answering as offline from the first failure until it answers again', () => {
    const { result } = renderHook(() => useOffline());
    act(() => reportHubUnreachable(1_000));
    act(() => reportHubUnreachable(2_000));
    expect(result.current).toBe(true);
    expect(offlineSince()).toBe(1_000);
    act(() => reportHubReachable());
    expect(result.current).toBe(false);
  });

  it('follows the browser going offline and coming back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = renderHook(() => useOffline());
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current).toBe(true);
    onLine.mockReturnValue(true);
    act(() => {
      reportHubUnreachable();
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current).toBe(false);
  });
});
