import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { getPhotoOrders, isHubRefusal, placePhotoOrder, type PhotoCart, type PhotoOrder } from '@companion/hub-client';
import { sealGuestState } from '@companion/session';
import { OfflineActionNotice, useHub, useMessages, useOfflineAction, WithKioskKeyboard } from '@companion/shell';
import { Button, SafeHtml, Spinner, textLink } from '@companion/ui';
import { photoPaths } from '../photo-paths';
import { photomatchMessages } from '../photomatch-messages';
import * as styles from '../photomatch.css';
import { cartSummary, emptiedCart, shouldOfferUpsell } from '../rules/cart-summary';
import { changePhotoCart, loadPhotoCart } from '../store/photo-actions';
import { photoStore } from '../store/photo-store';
import type { CartPage } from './load-cart-page';
import { checkOrderOutcome, forgetOrderAttempt, idOf, orderAttemptFor } from './order-attempt';
import { UpsellDialog } from './UpsellDialog';

/**
 * Where the order stands. `checking` and `unknown` follow an answer that was lost or unreadable:
 * the hub may have taken the order, so nothing is sent again until the orders say it was not.
 */
type Outcome = { kind: 'none' } | { kind: 'failed' } | { kind: 'checking' } | { kind: 'unknown' };

type Props = { cart: PhotoCart; page: CartPage; canOrder: boolean };

/**
 * Conditions, the one-time upsell and the order (bookable-services.md §4, §5, §8). The order is
 * posted once: a second press while it is under way is ignored, and every attempt at the same cart
 * carries the same idempotency key. Success empties the cart and goes to the confirmation.
 */
const OFFLINE_NOTICE = 'photo-order-offline';

export function OrderForm({ cart, page, canOrder }: Props) {
  const t = useMessages(photomatchMessages);
  const hub = useHub();
  const navigate = useNavigate();
  const checkboxId = useId();
  const upsellOffered = photoStore((state) => state.upsellOffered);
  const [accepted, setAccepted] = useState(false);
  const [showRequired, setShowRequired] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [submitting, setSubmitting] = useState(false);
  const [upsell, setUpsell] = useState<'closed' | 'open' | 'upgrading' | 'failed'>('closed');
  const inFlight = useRef(false);
  const summary = cartSummary(cart);
  const { allowed, conditions } = page;
  // Offline the order is not sent, and not kept to send later: the guest orders again online.
  const { offline, describedBy } = useOfflineAction(OFFLINE_NOTICE);

  if (!allowed.allowed) {
    const reason = allowed.message || allowed.messages?.join(' ');
    return (
      <p className={styles.error} role="alert">
        {reason ? t('orderNotPossible', { message: reason }) : t('orderNotPossibleNoReason')}
      </p>
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current || offline || !canOrder || outcome.kind === 'checking' || outcome.kind === 'unknown') return;
    if (!accepted) {
      setShowRequired(true);
      return;
    }
    setShowRequired(false);
    if (shouldOfferUpsell(cart, upsellOffered)) {
      setUpsell('open');
      return;
    }
    void order();
  }

  async function upgrade() {
    if (!summary.upgrade) return;
    setUpsell('upgrading');
    const result = await changePhotoCart(hub, { bulkPackageId: summary.upgrade.id });
    if (!result.ok) {
      setUpsell('failed');
      return;
    }
    // Offered once: the guest now sees the new total and orders it with a second press.
    photoStore.setState({ upsellOffered: true });
    setUpsell('closed');
  }

  function decline() {
    photoStore.setState({ upsellOffered: true });
    setUpsell('closed');
    void order();
  }

  async function order() {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setOutcome({ kind: 'none' });
    // The orders known before this attempt tell a lost answer's order apart from older ones.
    const before = await getPhotoOrders(hub);
    const attempt = orderAttemptFor(cart, before.ok ? before.value.map((placed) => idOf(placed.orderId)) : undefined);
    const result = await placePhotoOrder(hub, attempt.key);
    if (result.ok) {
      succeed(result.value);
      return;
    }
    if (isHubRefusal(result.error)) {
      // The hub said no, so nothing was ordered: the next press is a new attempt.
      forgetOrderAttempt();
      inFlight.current = false;
      setSubmitting(false);
      setOutcome({ kind: 'failed' });
      return;
    }
    await check(attempt.knownOrders);
  }

  function succeed(placed: PhotoOrder) {
    forgetOrderAttempt();
    photoStore.setState((state) => ({ cart: state.cart ? emptiedCart(state.cart) : undefined, upsellOffered: false }));
    void loadPhotoCart(hub);
    void navigate(photoPaths.orderConfirmation, { state: sealGuestState({ order: placed }) });
  }

  /** After a lost or unreadable answer: ask the hub what it now holds before saying anything. */
  async function check(knownOrders: readonly string[] | undefined) {
    inFlight.current = true;
    setSubmitting(false);
    setOutcome({ kind: 'checking' });
    const [orders] = await Promise.all([getPhotoOrders(hub), loadPhotoCart(hub)]);
    const known = knownOrders ?? photoStore.getState().orderAttempt?.knownOrders;
    const found = checkOrderOutcome(known, orders.ok ? orders.value : undefined, photoStore.getState().cart);
    if (found.kind === 'taken') {
      succeed(found.order);
      return;
    }
    inFlight.current = false;
    setOutcome(found.kind === 'not-taken' ? { kind: 'failed' } : { kind: 'unknown' });
  }

  const blocked = submitting || offline || !canOrder || outcome.kind === 'checking' || outcome.kind === 'unknown';
  return (
    <WithKioskKeyboard>
      <form onSubmit={onSubmit} noValidate aria-labelledby="photo-conditions-title">
        <h2 id="photo-conditions-title" className={styles.subtitle}>
          {t('conditionsTitle')}
        </h2>
        {conditions.salesMessage ? <p>{conditions.salesMessage}</p> : null}
        {conditions.conditionText ? <SafeHtml className={styles.conditions} html={conditions.conditionText} /> : null}
        {conditions.additionalConditionText ? <SafeHtml className={styles.conditions} html={conditions.additionalConditionText} /> : null}
        <label className={styles.choice} htmlFor={checkboxId}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
            aria-invalid={showRequired || undefined}
            aria-describedby={showRequired ? `${checkboxId}-error` : undefined}
          />
          {t('acceptConditions')}
        </label>
        {showRequired ? (
          <p id={`${checkboxId}-error`} className={styles.error} role="alert">
            {t('conditionsRequired')}
          </p>
        ) : null}
        {outcome.kind === 'failed' ? (
          <p className={styles.error} role="alert">
            {t('orderError')}
          </p>
        ) : null}
        {outcome.kind === 'checking' ? <Spinner label={t('checkingOrder')} /> : null}
        {outcome.kind === 'unknown' ? (
          <div className={styles.note} role="alert">
            <p>{t('orderUnknown')}</p>
            <div className={styles.actions}>
              <Button onClick={() => void check(undefined)}>{t('checkAgain')}</Button>
              <Link className={textLink} to={photoPaths.orders}>
                {t('viewOrders')}
              </Link>
            </div>
          </div>
        ) : null}
        <OfflineActionNotice action="order" id={OFFLINE_NOTICE} />
        <div className={styles.actions}>
          <Button type="submit" disabled={blocked} aria-busy={submitting || undefined} aria-describedby={describedBy}>
            {submitting ? t('placingOrder') : t('placeOrder')}
          </Button>
        </div>
        {upsell !== 'closed' && summary.upgrade ? (
          <UpsellDialog
            name={summary.upgrade.name}
            blurb={page.config.bulkPackages.find((bulk) => String(bulk.id) === String(summary.upgrade?.id))?.blurb ?? undefined}
            price={summary.upgrade.price}
            busy={upsell === 'upgrading'}
            failed={upsell === 'failed'}
            onUpgrade={() => void upgrade()}
            onDecline={decline}
          />
        ) : null}
      </form>
    </WithKioskKeyboard>
  );
}
