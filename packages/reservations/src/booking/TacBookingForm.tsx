import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { TacModule, TimeOption } from '@companion/hub-client';
import { OfflineActionNotice, routePaths, useMessages, useOfflineAction } from '@companion/shell';
import { SafeHtml, useResultView } from '@companion/ui';
import { BookingGate } from '@companion/session';
import { reservationsMessages } from '../reservations-messages';
import * as styles from '../reservations.css';
import { nextBookingStep } from '../rules/next-booking-step';
import { ItemPrice } from '../shared/ItemPrice';
import { clampPersons, personsRange } from '../rules/persons';
import { ChoiceChips } from './ChoiceChips';
import type { BookingPage } from './load-booking-page';
import { PersonsStepper } from './PersonsStepper';
import { tacBookingStore, useTacBooking } from './tac-booking-store';
import { TimeChoice } from './TimeChoice';
import { useBookOnce } from './use-book-once';

/**
 * Persons, then date (which fetches the times), then time, then the conditions if any, then Book
 * now (bookable-services §4, §5). Changing the persons resets date and time.
 */
const OFFLINE_NOTICE = 'tac-booking-offline';

export function TacBookingForm({ module, page }: { module: TacModule; page: BookingPage }) {
  const t = useMessages(reservationsMessages);
  const { item, information, conditions } = page;
  const range = personsRange(module, information);
  const stored = useTacBooking().numberOfPersons;
  const persons = clampPersons(stored, range);
  const [date, setDate] = useState<string | undefined>();
  const [time, setTime] = useState<TimeOption | undefined>();
  const [accepted, setAccepted] = useState(false);
  const { outcome, book } = useBookOnce(module);
  // Offline the booking is not sent, and not kept to send later: the guest books again online.
  const { offline, describedBy } = useOfflineAction(OFFLINE_NOTICE);

  // The saved persons follow the item's range (a spa object is always one guest).
  useEffect(() => {
    if (stored !== persons) tacBookingStore.setState({ numberOfPersons: persons });
  }, [stored, persons]);

  const changePersons = (next: number) => {
    tacBookingStore.setState({ numberOfPersons: clampPersons(next, range) });
    setDate(undefined);
    setTime(undefined);
  };
  const chooseDate = (next: string) => {
    setDate(next);
    setTime(undefined);
  };

  const needsConditions = Boolean(conditions.conditionText);
  const nextStep = nextBookingStep({ date: date !== undefined, time: time !== undefined, needsConditions, accepted });
  const ready = nextStep === null;
  const dateLabel = information.dates?.find((candidate) => candidate.value === date)?.label ?? date;

  if (outcome.status === 'booked') {
    const summary = t('bookedSummary', {
      title: item.title,
      date: dateLabel ?? '',
      time: time?.label ?? '',
      persons: t('personCount', { count: persons }),
    });
    return <Booked reference={outcome.reference} summary={summary} price={item.price} />;
  }

  return (
    <section aria-labelledby="tac-title">
      <h1 id="tac-title" className={styles.title}>
        {t('tacBookingTitle', { title: item.title })}
      </h1>
      {/* The address can be opened directly, so the block rule (§5) is checked here too, not only on the detail page. */}
      <BookingGate>
        <form
          className={styles.form}
          aria-labelledby="tac-title"
          onSubmit={(event) => {
            event.preventDefault();
            if (!ready || offline || date === undefined || time === undefined) return;
            void book({ numberOfPersons: persons, date, fromTime: time.fromTime, toTime: time.toTime, objectId: item.id });
          }}
        >
          <PersonsStepper persons={persons} range={range} spa={module === 'spa'} onChange={changePersons} />
          {information.dates && information.dates.length > 0 ? (
            <ChoiceChips legend={t('chooseDate')} choices={information.dates} value={date} onChange={chooseDate} />
          ) : (
            <p className={styles.notice}>{t('noDates')}</p>
          )}
          {date !== undefined ? (
            <TimeChoice
              key={`${date}/${persons}`}
              module={module}
              objectId={item.id}
              date={date}
              persons={persons}
              time={time}
              onChange={setTime}
            />
          ) : null}
          {needsConditions ? (
            <section aria-labelledby="tac-conditions">
              <h2 id="tac-conditions" className={styles.subtitle}>
                {t('conditions')}
              </h2>
              <SafeHtml className={styles.conditionsText} html={conditions.conditionText} />
              {conditions.additionalConditionText ? <SafeHtml html={conditions.additionalConditionText} /> : null}
              <label className={styles.checkboxRow}>
                <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
                {t('acceptConditions')}
              </label>
            </section>
          ) : null}
          {outcome.status === 'failed' ? (
            <div className={styles.error} role="alert">
              <p>{t('book_not_complete')}</p>
              {outcome.message ? <p>{outcome.message}</p> : null}
            </div>
          ) : null}
          {outcome.status === 'unknown' ? (
            <p className={styles.error} role="alert">
              {t('bookingOutcomeUnknown')}
            </p>
          ) : null}
          <OfflineActionNotice action="booking" id={OFFLINE_NOTICE} />
          {!ready && information.dates && information.dates.length > 0 ? <p className={styles.nextStep}>{t(nextStep)}</p> : null}
          {ready ? (
            <p>
              <button
                type="submit"
                className={styles.action}
                disabled={offline || outcome.status === 'submitting'}
                aria-describedby={describedBy}
                aria-busy={outcome.status === 'submitting'}
              >
                {outcome.status === 'submitting' ? t('booking') : t('bookNow')}
              </button>
            </p>
          ) : null}
        </form>
      </BookingGate>
    </section>
  );
}

/**
 * The booking made, in place of the form, at the top of the page (useResultView): what was booked
 * and, as its detail page listed it, what it costs. A hub may book without sending a reference;
 * the guest then finds it in My onboard bookings.
 */
function Booked({ reference, summary, price }: { reference: string | undefined; summary: string; price: number | null | undefined }) {
  const t = useMessages(reservationsMessages);
  const heading = useResultView<HTMLHeadingElement>();
  return (
    <section className={styles.success} role="status" aria-labelledby="booked-title">
      <h1 id="booked-title" ref={heading} tabIndex={-1} className={styles.title}>
        {t('bookedTitle')}
      </h1>
      {reference ? <p className={styles.reference}>{t('bookingReference', { reference })}</p> : <p>{t('referenceInMyBookings')}</p>}
      <p>{summary}</p>
      <p>
        {t('price')}: <ItemPrice price={price} />
      </p>
      <Link to={routePaths.myOnboardBookings()} className={styles.secondaryAction}>
        {t('myOnboardBookings')}
      </Link>
    </section>
  );
}
