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

/** The catalogue's name for media §8's message of a state, or null where the weather is shown. */
export function weatherMessageKey(state: WeatherState): 'weatherNotAvailable' | 'weatherAtSea' | 'weatherUnavailable' | null {
  if (state === 'not-available') return 'weatherNotAvailable';
  if (state === 'at-sea') return 'weatherAtSea';
  if (state === 'unavailable') return 'weatherUnavailable';
  return null;
}

/** "19°C" or "68°F"; a dash where the hub sent no value. */
export const formatDegrees = (value: number | null | undefined, unit: Weather['unit']) =>
  value === null || value === undefined ? '–' : `${Math.round(value)}${weatherUnits(unit).temperature}`;

/** "62%"; a dash where the hub sent no value. */
export const formatHumidity = (value: number | null | undefined) => (value === null || value === undefined ? '–' : `${value}%`);
