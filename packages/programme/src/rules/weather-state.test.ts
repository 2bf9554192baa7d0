// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Weather } from '@companion/hub-client';
import { formatDegrees, formatHumidity, weatherMessageKey, weatherState } from './weather-state';

const port = { id: 1, date: '2026-11-29', title: 'Barcelona', atSea: false, openWeatherCityName: 'Barcelona' };

describe('the weather rules (media §8, §9)', () => {
  it('names the message for each state, and none where the weather is shown', () => {
    const states = [
      { schedule: null },
      { schedule: { ...port, atSea: true } },
      { schedule: { ...port, openWeatherCityName: null }, synopsis: 'Sunny' },
      { schedule: port, synopsis: 'Sunny' },
    ].map((weather) => weatherMessageKey(weatherState(weather as Weather)));
    expect(states).toEqual(['weatherNotAvailable', 'weatherAtSea', 'weatherUnavailable', null]);
  });

  it('rounds degrees in the hub’s unit and shows a dash for a missing value', () => {
    expect(formatDegrees(18.6, 'metric')).toBe('19°C');
    expect(formatDegrees(68.2, 'imperial')).toBe('68°F');
    expect(formatDegrees(null, 'metric')).toBe('–');
    expect(formatHumidity(62)).toBe('62%');
    expect(formatHumidity(undefined)).toBe('–');
  });
});
