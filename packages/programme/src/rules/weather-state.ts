import type { Weather } from '@companion/hub-client';

/** media §8: which of the three weather messages applies, or the weather itself. */
export type WeatherState = 'not-available' | 'at-sea' | 'unavailable' | 'shown';

export function weatherState(weather: Weather): WeatherState {
  if (!weather.schedule) return 'not-available';
  if (weather.schedule.atSea) return 'at-sea';
  if (!weather.synopsis || !weather.schedule.openWeatherCityName) return 'unavailable';
  return 'shown';
}

/** °C or °F and km/h or mph for the hub's unit (imperial or metric, media §9). */
export const weatherUnits = (unit: Weather['unit']) =>
  unit === 'imperial' ? { temperature: '°F', speed: 'mph' } : { temperature: '°C', speed: 'km/h' };
