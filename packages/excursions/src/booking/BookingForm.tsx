import { useId, useState, type FormEvent } from 'react';
import { OfflineActionNotice, useMessages, useOfflineAction } from '@companion/shell';
import { ariaDisabled, Button, notice, useFailedSubmit } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';
import { bookingProblems, isSelectable, nobodyCanGo, spotsForAll, type BookingProblem } from '../rules/booking-rules';
import { UNKNOWN_SPOTS } from '../rules/booking-spots';
import { GuestPicker } from '../shared/GuestPicker';
import type { BookingPage } from './load-booking';
import { BookedSummary } from './BookedSummary';
import { BookingOutcomeNotice } from './BookingOutcomeNotice';
import { ExcursionTerms } from './ExcursionTerms';
import { useBookExcursion } from './use-book-excursion';

const preselected = (page: BookingPage) =>
  new Set(page.guests.filter((guest) => guest.selected && isSelectable(guest)).map((guest) => String(guest.accountNumber)));

/** Select guests, accept terms, book (bookable-services §4, §5). */
const OFFLINE_NOTICE = 'excursion-booking-offline';

export function BookingForm({ page }: { page: BookingPage }) {
  const t = useMessages(excursionsMessages);
  const [selected, setSelected] = useState<Set<string>>(() => preselected(page));
  const [termsAccepted, setTermsAccepted] = useState(false);
  // After the first press the problems follow the form, so a fixed one leaves at once (§5).
  const [attempted, setAttempted] = useState(false);
  const { outcome, book, isResend } = useBookExcursion(page.excursion.id);
  // Every failed press moves focus to the first control in error, which its messages describe.
  const { formRef, pressFailed, onChange, summaryRole } = useFailedSubmit();
  // Offline the booking is not sent, and not kept to send later: the guest books again online.
  const { offline, describedBy } = useOfflineAction(OFFLINE_NOTICE);
  const chosen = page.guests.filter((guest) => selected.has(String(guest.accountNumber)));
  const { spots } = page;
  const problems = attempted ? bookingProblems(chosen, termsAccepted, spots, page.guests) : [];
  // Not a fixed id: with two forms on a page, one control would be described by the other's messages.
  const problemId = useId();
  const idOf = (problem: BookingProblem) => `${problemId}-${problem}`;
  const tooManyId = `${problemId}-tooManyNow`;
  // Too many guests is told as soon as it is true, before any press; the list does not say it twice.
  const tooManyNow = spots > 0 && spots < chosen.length;
  const listed = tooManyNow ? problems.filter((problem) => problem !== 'tooManyPassengers') : problems;
  // Each control is described by its own messages only, so a guest who tabs back to it hears what is wrong there.
  const guestProblemIds = [...(tooManyNow ? [tooManyId] : []), ...listed.filter((problem) => problem !== 'termsRequired').map(idOf)];
  const termsMissing = listed.includes('termsRequired');
  const nobody = nobodyCanGo(page.guests);
  const nobodyId = `${problemId}-nobody`;

  const toggle = (accountNumber: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(accountNumber)) next.delete(accountNumber);
      else next.add(accountNumber);
      return next;
    });
  };

  const busy = outcome.kind === 'submitting' || outcome.kind === 'checking';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (offline || busy) return;
    setAttempted(true);
    if (bookingProblems(chosen, termsAccepted, spots, page.guests).length) {
      pressFailed(listed.length > 0);
      return;
    }
    await book(chosen);
  };

  if (outcome.kind === 'booked') return <BookedSummary excursion={page.excursion} guests={outcome.guests} reference={outcome.reference} />;

  const problemText = (problem: BookingProblem) =>
    problem === 'tooManyPassengers' ? t('tooManyPassengers', { count: spots }) : t(problem);
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} onChange={onChange} noValidate aria-busy={busy}>
      {nobody ? (
        <p id={nobodyId} className={notice}>
          {t('nobodyCanGo')}
        </p>
      ) : null}
      <GuestPicker
        guests={page.guests}
        selected={selected}
        onToggle={toggle}
        invalid={guestProblemIds.length > 0}
        describedBy={guestProblemIds.length ? guestProblemIds.join(' ') : undefined}
      />
      {spots === 0 ? <p className={notice}>{t('soldOut')}</p> : null}
      {spots > 0 && spots < UNKNOWN_SPOTS ? <p>{t('spots', { count: spots })}</p> : null}
      {tooManyNow ? (
        <p id={tooManyId} role="alert" className={styles.error}>
          {t('tooManyPassengers', { count: spots })}
        </p>
      ) : null}
      <ExcursionTerms conditions={page.conditions} />
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={termsAccepted}
          aria-invalid={termsMissing || undefined}
          aria-describedby={termsMissing ? idOf('termsRequired') : undefined}
          onChange={(event) => setTermsAccepted(event.target.checked)}
        />
        {t('acceptTerms')}
      </label>
      {listed.length ? (
        // An alert when a press brings the list up, so that press is announced at once; silent once
        // the guest changes the form, so ticking a box does not read out what is still missing (the
        // next failed press speaks through the focus move). Each item describes its own control.
        <div role={summaryRole} className={styles.error}>
          <ul>
            {listed.map((problem) => (
              <li key={problem} id={idOf(problem)}>
                {problemText(problem)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <BookingOutcomeNotice outcome={outcome} />
      <OfflineActionNotice action="booking" id={OFFLINE_NOTICE} />
      {/* Off while booking (§5) by aria-disabled: a pressed button that disabled itself dropped focus to the page's body. */}
      <Button
        type="submit"
        disabled={offline || nobody || !spotsForAll(spots, chosen.length)}
        {...ariaDisabled(busy)}
        aria-describedby={[describedBy, nobody ? nobodyId : undefined].filter(Boolean).join(' ') || undefined}
      >
        {busy ? t('booking') : isResend(chosen) ? t('sendAgain') : t('book')}
      </Button>
    </form>
  );
}
