import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, medianIndex, PRESET_CPU_SLOWDOWN } from './cpu-slowdown';

describe('the CPU slowdown for the host', () => {
  it('is the preset on the host the preset expects', () => {
    expect(cpuSlowdownFor(1750)).toBe(PRESET_CPU_SLOWDOWN);
  });

  it('is lower on a slower host, so the phone stays the same', () => {
    expect(cpuSlowdownFor(1420)).toBe(3.2);
  });

  it('is never stricter than the preset, nor below the range Lighthouse suggests', () => {
    expect(cpuSlowdownFor(2200)).toBe(PRESET_CPU_SLOWDOWN);
    expect(cpuSlowdownFor(300)).toBe(2);
  });

  it('falls back to the preset without a measurement', () => {
    expect(cpuSlowdownFor(undefined)).toBe(PRESET_CPU_SLOWDOWN);
    expect(cpuSlowdownFor(Number.NaN)).toBe(PRESET_CPU_SLOWDOWN);
  });

  it('takes the middle of the host’s runs', () => {
    expect(medianIndex([1900, 1200, 1500])).toBe(1500);
    expect(medianIndex([1400, 1600])).toBe(1500);
    expect(medianIndex([])).toBeUndefined();
  });
});
