import { lazy, Suspense, useState } from 'react';
import type { ProgrammeEvent } from '@companion/hub-client';
import { HubDataState, useDateLocale, useDeviceType, useMessages, type HubData } from '@companion/shell';
import { DateStrip, formatDate, Spinner } from '@companion/ui';
import { programmeMessages } from '../programme-messages';
import * as styles from '../programme.css';
import type { Schedule } from '@companion/hub-client';
import { todayIso } from '../rules/programme-dates';
import { ClockIcon } from './ClockIcon';
import { EventGrid } from './EventGrid';

// Only a signage screen draws the day a screenful at a time: a phone's programme does not
// download those pages (each file more is a round trip on a ship's link).
const SignageEventPages = lazy(() => import('./SignageEventPages').then((module) => ({ default: module.SignageEventPages })));

export type ProgrammePageProps = {
  title: string;
  days: readonly Schedule[];
  /** The days are still asked for: the strip, the day's heading and the events appear together. */
  daysPending?: boolean;
  selected: string;
  onSelect: (date: string) => void;
  events: HubData<ProgrammeEvent[]> & { retry: () => void };
};

/**
 * The Daily and the Scheduled Programme's one layout (media §2.4): title with a clock, the date
 * strip, the day's heading (the date and "at sea" or the day's title), then the event grid.
 * On the first load the page shows its loading state alone until both the days and the events
 * are in, then all of it at once: a strip or heading arriving before or after the events pushed
 * the loading line or the cards down (Lighthouse CLS 0.045–0.051 on a phone). Once shown, the
 * strip stays while another day's events load.
 */
export function ProgrammePage({ title, days, daysPending = false, selected, onSelect, events }: ProgrammePageProps) {
  const t = useMessages(programmeMessages);
  const locale = useDateLocale();
  const day = days.find((candidate) => candidate.date === selected);
  const date = formatDate(selected, locale);
  const heading = !day ? date : day.atSea ? t('dayAtSea', { date }) : t('dayTitled', { date, title: day.title });
  const signage = useDeviceType() === 'DigitalSignage';
  const [revealed, setRevealed] = useState(false);
  const holding = !revealed && (daysPending || events.status === 'loading');
  if (!holding && !revealed) setRevealed(true);
  return (
    <div className={signage ? styles.signagePage : styles.page} {...(signage ? { 'data-fills-screen': '' } : {})}>
      <h1 className={styles.title}>
        <ClockIcon />
        {title}
      </h1>
      {!holding && days.length > 0 ? (
        <DateStrip
          dates={days.map((candidate) => candidate.date)}
          selected={selected}
          onSelect={onSelect}
          today={todayIso()}
          locale={locale}
          labels={{ strip: t('chooseDay'), previous: t('previousDays'), next: t('nextDays') }}
        />
      ) : null}
      {holding ? null : <h2 className={styles.dayHeading}>{heading}</h2>}
      <HubDataState
        data={holding ? { status: 'loading', retry: events.retry } : events}
        loadingLabel={t('loadingEvents')}
        failedTitle={t('eventsFailed')}
        empty={{ when: (value) => value.length === 0, title: t('noEvents') }}
      >
        {(value) =>
          signage ? (
            <Suspense fallback={<Spinner label={t('loadingEvents')} />}>
              <SignageEventPages key={selected} events={value} date={selected} />
            </Suspense>
          ) : (
            <EventGrid key={selected} events={value} />
          )
        }
      </HubDataState>
    </div>
  );
}
