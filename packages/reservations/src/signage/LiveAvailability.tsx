import { useEffect, useState } from 'react';
import type { HubClient, HubResult, SignageContent } from '@companion/hub-client';
import { ScreenPages, useHub, useMessages, useThemeSettings } from '@companion/shell';
import { formatTime } from '@companion/ui';
import { reservationsMessages } from '../reservations-messages';
import { upcomingSlots } from '../rules/signage-slots';
import { slotSymbol } from './SlotSymbol';
import * as styles from './signage.css';

/** How often the board asks the hub again, and how often it moves its slots on with the clock. */
export const SIGNAGE_REFRESH_MS = 60_000;
export const SIGNAGE_CLOCK_MS = 15_000;
/** A 1920×1080 board holds two rows of four venues without scrolling; more turn to a next page. */
export const VENUES_PER_PAGE = 8;

const hhmm = (date: Date) => `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

export type LiveAvailabilityProps = {
  initial: SignageContent;
  load: (hub: HubClient) => Promise<HubResult<SignageContent>>;
  refreshMs?: number;
};

/**
 * The board: refreshed on a timer; when the hub stops answering it keeps the last content and
 * says when it was fetched, and the next answer that arrives replaces it without anyone touching it.
 */
export function LiveAvailability({ initial, load, refreshMs = SIGNAGE_REFRESH_MS }: LiveAvailabilityProps) {
  const t = useMessages(reservationsMessages);
  const hub = useHub();
  const use12HourTime = useThemeSettings().use12HourTime;
  const [shown, setShown] = useState({ content: initial, fetchedAt: new Date() });
  const [stale, setStale] = useState(false);
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    let current = true;
    const timer = setInterval(() => {
      void load(hub).then((result) => {
        if (!current) return;
        if (result.ok) {
          setShown({ content: result.value, fetchedAt: new Date() });
          setStale(false);
        } else setStale(true);
      });
    }, refreshMs);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [hub, load, refreshMs]);

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), SIGNAGE_CLOCK_MS);
    return () => clearInterval(timer);
  }, []);

  const fetchedAt = formatTime(hhmm(shown.fetchedAt), use12HourTime) ?? hhmm(shown.fetchedAt);
  return (
    <div className={styles.board}>
      <header className={styles.header}>
        <h1 className={styles.title}>{shown.content.title ?? t('signageTitle')}</h1>
        <ul className={styles.legend} aria-label={t('legend')}>
          {(['Green', 'Yellow', 'Red'] as const).map((colour) => (
            <li key={colour} className={`${styles.slot[colour]} ${styles.legendItem}`}>
              <span aria-hidden="true">{slotSymbol[colour]}</span>
              {t(colour)}
            </li>
          ))}
        </ul>
        {stale ? (
          <p className={styles.stale} role="status">
            {t('staleSince', { time: fetchedAt })}
          </p>
        ) : (
          <p className={styles.updated}>{t('updatedAt', { time: fetchedAt })}</p>
        )}
      </header>
      <ScreenPages items={shown.content.restaurants} perPage={VENUES_PER_PAGE} label={t('venuePages')}>
        {(venues) => (
          <ul className={styles.venues} aria-label={t('restaurants')}>
            {venues.map((venue) => {
              const slots = upcomingSlots(venue.timeSlots, now);
              return (
                <li key={String(venue.id)} className={styles.venue} aria-labelledby={`venue-${venue.id}`}>
                  <h2 id={`venue-${venue.id}`} className={styles.venueName}>
                    {venue.name}
                  </h2>
                  <p className={styles.venueMeta}>
                    {[venue.type === 'specialty' ? t('specialty') : t('openSeating'), venue.location].filter(Boolean).join(' · ')}
                  </p>
                  {slots.length > 0 ? (
                    <ul className={styles.slots} aria-label={venue.name}>
                      {slots.map((slot) => (
                        <li key={slot.time} className={styles.slot[slot.colour]}>
                          <span>{formatTime(slot.time, use12HourTime) ?? slot.time}</span>
                          <span>
                            <span aria-hidden="true">{slotSymbol[slot.colour]} </span>
                            {t(slot.colour)}
                          </span>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className={styles.none}>{t('noTimeslots')}</p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </ScreenPages>
    </div>
  );
}
