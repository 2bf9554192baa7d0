import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { placeCartOrder, type Cart, type PaymentReference } from '@companion/hub-client';
import { useGuestLocale, useHub, useMessages } from '@companion/shell';
import { Button, Price, scrollToFirstInvalidField, TextField } from '@companion/ui';
import { basketMessages } from '../basket-messages';
import * as styles from '../basket.css';
import { loadBookings, loadCart } from '../cart/cart-store';
import { needsPayment } from '../cart/group-cart';
import type { ConfirmationState } from '../confirmation/confirmation-state';
import { TermsText } from './TermsText';
import { validateCheckout, type CheckoutErrors, type CheckoutFields } from './validate-checkout';

/**
 * Contact details, payment and terms, then one order (bookable-services.md §2, §4, §5). The
 * order is posted at most once per press: a second press while it is on its way is ignored, so
 * a guest is never charged twice.
 */
export function CheckoutForm({ cart }: { cart: Cart }) {
  const t = useMessages(basketMessages);
  const hub = useHub();
  const navigate = useNavigate();
  const { locale, currency } = useGuestLocale();
  const termsId = useId();
  const askPayment = needsPayment(cart.excursions);
  const [fields, setFields] = useState<CheckoutFields>({ email: '', confirmEmail: '', mobile: '', payment: 'CARD', termsAccepted: false });
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const set = (name: 'email' | 'confirmEmail' | 'mobile') => (event: ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const found = validateCheckout(fields);
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => scrollToFirstInvalidField(form));
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    const paymentReference: PaymentReference = askPayment ? fields.payment : 'CARD';
    const result = await placeCartOrder(hub, {
      confirmationMail: fields.email.trim(),
      mobileNumber: fields.mobile.trim(),
      paymentReference,
    });
    if (!result.ok) {
      inFlight.current = false;
      setSubmitting(false);
      // The hub's own words when it refused the order; our words when it could not be reached.
      setFailure(result.error.kind === 'http' ? t('orderFailed', { reason: result.error.message }) : t('orderUnreachable'));
      return;
    }
    const confirmation: ConfirmationState = {
      excursions: cart.excursions,
      total: cart.totalPrice,
      paymentMethod: askPayment ? fields.payment : undefined,
      confirmationMail: fields.email.trim(),
      mobileNumber: fields.mobile.trim(),
      groupReference: result.value.groupReference,
    };
    await Promise.all([loadCart(hub), loadBookings(hub)]);
    void navigate('/confirmation', { state: confirmation });
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
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <fieldset className={styles.fieldset}>
          <legend>{t('contactDetails')}</legend>
          <TextField
            label={t('email')}
            type="email"
            autoComplete="email"
            value={fields.email}
            onChange={set('email')}
            error={error('email')}
          />
          <TextField
            label={t('confirmEmail')}
            type="email"
            autoComplete="email"
            value={fields.confirmEmail}
            onChange={set('confirmEmail')}
            error={error('confirmEmail')}
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
              aria-describedby={errors.termsAccepted ? `${termsId}-error` : termsId}
            />
            {t('acceptTerms')}
          </label>
          {errors.termsAccepted ? (
            <p id={`${termsId}-error`} className={styles.error} role="alert">
              {t(errors.termsAccepted)}
            </p>
          ) : null}
        </div>
        {failure ? (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? t('placingOrder') : t('continue')}
        </Button>
        <TermsText id={termsId} />
      </form>
    </section>
  );
}
