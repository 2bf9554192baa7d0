import { afterEach, describe, expect, it } from 'vitest';
import { clearGuestData } from './guest-data-registry';
import { forgetGuestStates } from './forget-guest-states';
import { openGuestState, sealGuestState } from './guest-navigation-state';

afterEach(() => forgetGuestStates());

const confirmation = { email: 'emily.smith@example.com', groupReference: 'GRP-1' };

describe('what a guest’s pages hand each other through history', () => {
  it('puts a key in the history entry, not the guest’s data', () => {
    const state = sealGuestState(confirmation);
    expect(JSON.stringify(state)).not.toContain('emily');
    expect(openGuestState(state)).toEqual(confirmation);
  });

  it('is still there after a reload of the page (the tab’s session storage)', () => {
    const state = sealGuestState(confirmation);
    expect(Object.keys(sessionStorage).some((key) => sessionStorage.getItem(key)?.includes('emily'))).toBe(true);
    expect(openGuestState(JSON.parse(JSON.stringify(state)))).toEqual(confirmation);
  });

  it('is gone after any logout, so the next guest’s Back shows nothing of it', () => {
    const state = sealGuestState(confirmation);
    clearGuestData();
    expect(openGuestState(state)).toBeUndefined();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('companion.guest-state.'))).toEqual([]);
  });

  it('reads nothing from a history entry it did not write: raw data, a foreign key, nothing', () => {
    expect(openGuestState(confirmation)).toBeUndefined();
    expect(openGuestState({ guestStateKey: 'not-ours' })).toBeUndefined();
    expect(openGuestState(null)).toBeUndefined();
    expect(openGuestState(undefined)).toBeUndefined();
  });

  it('keeps the latest twelve, the oldest going first', () => {
    const states = Array.from({ length: 14 }, (_, index) => sealGuestState({ order: index }));
    expect(openGuestState(states[0])).toBeUndefined();
    expect(openGuestState(states[1])).toBeUndefined();
    expect(openGuestState(states[2])).toEqual({ order: 2 });
    expect(openGuestState(states[13])).toEqual({ order: 13 });
  });
});
