import { useMessages } from '@companion/shell';
import { programmeMessages } from '../programme-messages';
import * as styles from '../programme.css';
import { todayIso } from '../rules/programme-dates';
import { DayWeather } from '../itinerary/ItineraryDetailScreen';

/** /weather: today's weather (itinerary/weather/{DD-MM-YYYY}), or the message of media §8 that applies. */
export function WeatherScreen() {
  const t = useMessages(programmeMessages);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('weatherToday')}</h1>
      <DayWeather date={todayIso()} />
    </div>
  );
}
