import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isHubRefusal, placeCartOrder, type Cart, type CartElement, type PaymentReference } from '@companion/hub-client';
import { sealGuestState } from '@companion/session';
import { OfflineActionNotice, useGuestLocale, useHub, useMessages, useOfflineAction, WithKioskKeyboard } from '@companion/shell';
import { ariaDisabled, Button, Price, Spinner, TextField, useFailedSubmit } from '@companion/ui';
import { basketMessages } from '../basket-messages';
import * as styles from '../basket.css';
import { cartStore, loadBookings, loadCart } from '../cart/cart-store';
import { needsPayment } from '../cart/group-cart';
import { forgetOrderAttempt, orderAttemptKey, orderWasTaken } from '../cart/order-attempt';
import type { ConfirmationState } from '../confirmation/confirmation-state';
import { TermsText } from './TermsText';
import { validateCheckout, type CheckoutErrors, type CheckoutFields } from './validate-checkout';

/**
 * Where an order stands after the hub failed to answer it plainly. `checking` and `unknown` follow
 * an answer that was lost or unreadable: the hub may have booked it, so the guest is never asked
 * to send it again blindly, only to check.
 */
type OrderOutcome = { kind: 'none' } | { kind: 'refused'; text: string } | { kind: 'checking' } | { kind: 'unknown' };

/**
 * Contact details, payment and terms, then one order (bookable-services.md §2, §4, §5). The
 * order is posted at most once per press: a second press while it is on its way is ignored, and
 * every attempt at the same basket carries the same idempotency key, so a guest is never charged
 * twice. `canOrder` is false while the basket on screen may not be the hub's.
 */
const OFFLINE_NOTICE = 'basket-order-offline';

export function CheckoutForm({ cart, canOrder = true }: { cart: Cart; canOrder?: boolean }) {
  const t = useMessages(basketMessages);
  const hub = useHub();
  const navigate = useNavigate();
  const { locale, currency } = useGuestLocale();
  const termsId = useId();
  const askPayment = needsPayment(cart.excursions);
  const [fields, setFields] = useState<CheckoutFields>({ email: '', confirmEmail: '', mobile: '', payment: 'CARD', termsAccepted: false });
  // After the first press the messages follow the fields, so a corrected one leaves at once.
  const [attempted, setAttempted] = useState(false);
  const errors: CheckoutErrors = attempted ? validateCheckout(fields) : {};
  const [outcome, setOutcome] = useState<OrderOutcome>({ kind: 'none' });
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  // A press with mistakes moves focus to the first field in error, which its message describes.
  const { formRef, pressFailed } = useFailedSubmit();
  // Offline the order is not sent, and not kept to send later: the guest orders again online.
  const { offline, describedBy } = useOfflineAction(OFFLINE_NOTICE);
  const ordered = useRef<{ excursions: CartElement[]; confirmation: Omit<ConfirmationState, 'groupReference'> } | undefined>(undefined);

  const set = (name: 'email' | 'confirmEmail' | 'mobile') => (event: ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || offline || !canOrder || outcome.kind === 'checking' || outcome.kind === 'unknown') return;
    const found = validateCheckout(fields);
    setAttempted(true);
    setOutcome({ kind: 'none' });
    if (Object.keys(found).length > 0) {
      pressFailed(true);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    const paymentReference: PaymentReference = askPayment ? fields.payment : 'CARD';
    const confirmation = {
      excursions: cart.excursions,
      total: cart.totalPrice,
      paymentMethod: askPayment ? fields.payment : undefined,
      confirmationMail: fields.email.trim(),
      mobileNumber: fields.mobile.trim(),
    };
    ordered.current = { excursions: cart.excursions, confirmation };
    const result = await placeCartOrder(
      hub,
      { confirmationMail: confirmation.confirmationMail, mobileNumber: confirmation.mobileNumber, paymentReference },
      orderAttemptKey(cart),
    );
    if (result.ok) {
      forgetOrderAttempt();
      await Promise.all([loadCart(hub), loadBookings(hub)]);
      void navigate('/confirmation', { state: sealGuestState({ ...confirmation, groupReference: result.value.groupReference }) });
      return;
    }
    if (isHubRefusal(result.error)) {
      // The hub said no, so nothing was booked: the next press is a new attempt with a new key.
      forgetOrderAttempt();
      inFlight.current = false;
      setSubmitting(false);
      setOutcome({ kind: 'refused', text: refusalText(result.error.message) });
      return;
    }
    await checkOrder();
  }

  /** After a lost or unreadable answer: ask the hub what it now holds before saying anything. */
  async function checkOrder() {
    const attempt = ordered.current;
    if (!attempt) return;
    inFlight.current = true;
    setSubmitting(false);
    setOutcome({ kind: 'checking' });
    const [cartLoaded, bookingsLoaded] = await Promise.all([loadCart(hub), loadBookings(hub)]);
    const now = cartStore.getState();
    const taken = orderWasTaken(attempt.excursions, {
      cart: cartLoaded ? now.cart : undefined,
      bookings: bookingsLoaded ? now.bookings : undefined,
    });
    if (taken) {
      forgetOrderAttempt();
      // The lost answer carried the group reference; the confirmation points to My bookings instead.
      void navigate('/confirmation', { state: sealGuestState({ ...attempt.confirmation, groupReference: undefined }) });
      return;
    }
    inFlight.current = false;
    setOutcome({ kind: 'unknown' });
  }

  /** The hub's own words when it gave some, without repeating our lead-in when its words already start with it. */
  function refusalText(reason: string): string {
    const lead = t('orderRefused');
    if (!reason) return lead;
    const leadWords = lead.replace(/[\s.:!]+$/, '').toLowerCase();
    return reason.toLowerCase().startsWith(leadWords) ? reason : t('orderFailed', { reason });
  }

  const error = (name: keyof CheckoutErrors) => (errors[name] ? t(errors[name]) : undefined);
  return (
    <section aria-labelledby="checkout-title">
      <h2 id="checkout-title" className={styles.subtitle}>
        {t('checkoutTitle')}
      </h2>
      <p className={styles.total}>
        <span>{t('total')}</span>
        <Price amount={cart.totalPrice} locale={locale} currency={currency} />
      </p>
      <WithKioskKeyboard>
        <form ref={formRef} className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          <fieldset className={styles.fieldset}>
            <legend>{t('contactDetails')}</legend>
            <TextField
              label={t('email')}
              type="email"
              autoComplete="email"
              value={fields.email}
              onChange={set('email')}
              error={error('email')}
              announceError={false}
            />
            <TextField
              label={t('confirmEmail')}
              type="email"
              autoComplete="email"
              value={fields.confirmEmail}
              onChange={set('confirmEmail')}
              error={error('confirmEmail')}
              announceError={false}
            />
            <TextField label={t('mobile')} type="tel" autoComplete="tel" value={fields.mobile} onChange={set('mobile')} />
          </fieldset>
          {askPayment ? (
            <fieldset className={styles.fieldset}>
              <legend>{t('paymentMethod')}</legend>
              {(['CARD', 'CASH'] as const).map((payment) => (
                <label key={payment} className={styles.choice}>
                  <input
                    type="radio"
                    name="payment"
                    value={payment}
                    checked={fields.payment === payment}
                    onChange={() => setFields((current) => ({ ...current, payment }))}
                  />
                  {t(payment === 'CARD' ? 'paymentCard' : 'paymentCash')}
                </label>
              ))}
            </fieldset>
          ) : null}
          <div>
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={fields.termsAccepted}
                onChange={(event) => setFields((current) => ({ ...current, termsAccepted: event.target.checked }))}
                aria-invalid={errors.termsAccepted ? true : undefined}
                // Not described by the terms themselves: a screen reader would read all of them at each visit.
                aria-describedby={errors.termsAccepted ? `${termsId}-error` : undefined}
              />
              {t('acceptTerms')}
            </label>
            {errors.termsAccepted ? (
              <p id={`${termsId}-error`} className={styles.error}>
                {t(errors.termsAccepted)}
              </p>
            ) : null}
          </div>
          {outcome.kind === 'refused' ? (
            <p className={styles.error} role="alert">
              {outcome.text}
            </p>
          ) : null}
          {outcome.kind === 'checking' ? <Spinner label={t('checkingOrder')} /> : null}
          {outcome.kind === 'unknown' ? (
            <div className={styles.note} role="alert">
              <p>{t('orderOutcomeUnknown')}</p>
              <p>{t('orderOutcomeUnknownHelp')}</p>
              <Button onClick={() => void checkOrder()}>{t('checkOrderAgain')}</Button>
            </div>
          ) : null}
          <OfflineActionNotice action="order" id={OFFLINE_NOTICE} />
          {/* Off while ordering by aria-disabled: a pressed button that disabled itself dropped focus to the page's body. */}
          <Button
            type="submit"
            disabled={offline || !canOrder || outcome.kind === 'checking' || outcome.kind === 'unknown'}
            {...ariaDisabled(submitting)}
            aria-busy={submitting || undefined}
            aria-describedby={describedBy}
          >
            {submitting ? t('placingOrder') : t('continue')}
          </Button>
          <TermsText />
        </form>
      </WithKioskKeyboard>
    </section>
  );
}
