import { afterEach, describe, expect, it } from 'vitest';
import { renderHook, act } from '@testing-library/react';
import type { Article } from '@companion/hub-client';
import { clearWayfinderProfiles, collectWayfinderProfiles, useWayfinderProfiles } from './wayfinder-profiles';

const restaurant: Article = { id: 2001, title: 'Grand Atrium', wayfinderProfile: { id: 51 } };

describe('wayfinder profiles', () => {
  afterEach(() => clearWayfinderProfiles());

  it('collects the profiles of articles when the device profile enables wayfinder', () => {
    const { result } = renderHook(() => useWayfinderProfiles());
    act(() => collectWayfinderProfiles([restaurant, { id: 2, title: 'No profile' }], true));
    expect([...result.current]).toEqual([['2001', 51]]);
  });

  it('collects nothing when wayfinder is off', () => {
    const { result } = renderHook(() => useWayfinderProfiles());
    act(() => collectWayfinderProfiles([restaurant], false));
    expect(result.current.size).toBe(0);
  });
});
