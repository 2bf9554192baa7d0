import type { Weather } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { programmeMessages } from '../programme-messages';
import { formatDegrees, formatHumidity, weatherUnits } from '../rules/weather-state';

export type WeatherReading = { name: string; value: string };

/**
 * A day's readings as every weather view lists them: temperature, feels like, wind, humidity
 * (the itinerary day's summary lists all four alike; today's report draws the first large).
 */
export function useWeatherReadings(weather: Weather): [temperature: WeatherReading, ...rest: WeatherReading[]] {
  const t = useMessages(programmeMessages);
  const units = weatherUnits(weather.unit);
  return [
    { name: t('temperature'), value: formatDegrees(weather.temperature, weather.unit) },
    { name: t('feelsLike'), value: formatDegrees(weather.feelsLike, weather.unit) },
    {
      name: t('wind'),
      value: t('windValue', { speed: weather.windSpeed ?? '–', unit: units.speed, direction: weather.windDirection ?? '' }),
    },
    { name: t('humidity'), value: formatHumidity(weather.humidity) },
  ];
}
