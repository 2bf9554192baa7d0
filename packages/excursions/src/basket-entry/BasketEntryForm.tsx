import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isHubRefusal, updateCart } from '@companion/hub-client';
import { useHub, useMessages } from '@companion/shell';
import { ariaDisabled, Button, buttonLink, notice, textLink, useFailedSubmit, useResultView } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';
import { bookingProblems, isSelectable, spotsForAll, type BookingProblem } from '../rules/booking-rules';
import { GuestPicker } from '../shared/GuestPicker';
import { cartChangesFor, type BasketEntryContext } from './cart-changes';
import type { BasketEntryPage } from './load-basket-entry';

/**
 * `refused`: the hub said no, with its own words when it gave some. `unsure`: a server error, a
 * lost or unreadable answer; the cart may have changed, so the guest looks before trying again.
 */
type Outcome = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'refused'; reason: string } | { kind: 'unsure' };

/** Choose who goes; the cart then holds exactly them on this excursion. */
export function BasketEntryForm({ page, context, amend }: { page: BasketEntryPage; context: BasketEntryContext; amend: boolean }) {
  const t = useMessages(excursionsMessages);
  const hub = useHub();
  const carted = new Set(page.inCart.map((element) => String(element.passenger.id)));
  const [selected, setSelected] = useState<Set<string>>(
    () =>
      new Set(
        page.guests
          .filter((guest) => carted.has(String(guest.accountNumber)) || (guest.selected && isSelectable(guest)))
          .map((guest) => String(guest.accountNumber)),
      ),
  );
  // After the first press the problems follow the choice, so a fixed one leaves at once (§5).
  const [attempted, setAttempted] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const saving = useRef(false);
  // Every failed press moves focus to the first guest, whom the messages describe.
  const { formRef, pressFailed, onChange, summaryRole } = useFailedSubmit();
  // A guest already in the cart stays choosable even though the server marks the overlap with itself.
  const guests = page.guests.map((guest) =>
    carted.has(String(guest.accountNumber)) ? { ...guest, disabled: false, statusReasons: [] } : guest,
  );
  const chosen = guests.filter((guest) => selected.has(String(guest.accountNumber)));
  // Emptying an amended entry takes the excursion out of the basket; otherwise someone must go.
  const problemsNow = (): BookingProblem[] =>
    bookingProblems(chosen, true, page.spots, guests).filter((problem) => !(amend && problem === 'noPassenger' && carted.size));
  const problems = attempted ? problemsNow() : [];
  // Not a fixed id: two forms on one page would describe each other's guests.
  const problemsId = useId();

  const toggle = (accountNumber: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(accountNumber)) next.delete(accountNumber);
      else next.add(accountNumber);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.current) return;
    setAttempted(true);
    if (problemsNow().length) {
      pressFailed(problems.length > 0);
      return;
    }
    const changes = cartChangesFor(context, guests, selected, page.inCart);
    if (changes.length === 0) {
      setOutcome({ kind: 'saved' });
      return;
    }
    saving.current = true;
    setOutcome({ kind: 'saving' });
    const result = await updateCart(hub, changes);
    saving.current = false;
    if (result.ok) setOutcome({ kind: 'saved' });
    // `message` of a refusal is the hub's own words, or empty; never a status or a network message.
    else if (isHubRefusal(result.error)) setOutcome({ kind: 'refused', reason: result.error.message.trim() });
    else setOutcome({ kind: 'unsure' });
  };

  if (outcome.kind === 'saved') return <Added />;
  const busy = outcome.kind === 'saving';
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} onChange={onChange} noValidate aria-busy={busy}>
      <GuestPicker
        guests={guests}
        selected={selected}
        onToggle={toggle}
        invalid={problems.length > 0}
        describedBy={problems.length ? problemsId : undefined}
      />
      {page.spots === 0 ? <p className={notice}>{t('soldOut')}</p> : null}
      {page.spots > 0 && page.spots < chosen.length ? (
        <p role="alert" className={styles.error}>
          {t('tooManyPassengers', { count: page.spots })}
        </p>
      ) : null}
      {problems.length ? (
        // An alert when a press brings it up; silent once the guest changes the choice (see useFailedSubmit).
        <div id={problemsId} role={summaryRole} className={styles.error}>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem === 'tooManyPassengers' ? t('tooManyPassengers', { count: page.spots }) : t(problem)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {outcome.kind === 'refused' ? (
        <div role="alert" className={styles.error}>
          <p>{t('basketFailed')}</p>
          {outcome.reason ? <p>{outcome.reason}</p> : null}
        </div>
      ) : null}
      {outcome.kind === 'unsure' ? (
        <p role="alert" className={styles.error}>
          {t('basketUnsure')}
        </p>
      ) : null}
      {/* Off while saving by aria-disabled: a pressed button that disabled itself dropped focus to the page's body. */}
      <Button type="submit" disabled={!spotsForAll(page.spots, chosen.length)} {...ariaDisabled(busy)}>
        {busy ? t('addingToBasket') : amend ? t('updateBasket') : t('addToBasket')}
      </Button>
      <Link to="/basket" className={textLink}>
        {t('goToBasket')}
      </Link>
    </form>
  );
}

/** The basket updated, in place of the form, at the top of the page (useResultView). */
function Added() {
  const t = useMessages(excursionsMessages);
  const first = useResultView<HTMLParagraphElement>();
  return (
    <div role="status" className={styles.form}>
      <p ref={first} tabIndex={-1} className={notice}>
        {t('addedToBasket')}
      </p>
      <Link to="/basket" className={buttonLink}>
        {t('goToBasket')}
      </Link>
    </div>
  );
}
