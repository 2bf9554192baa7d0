import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { changePin, resetPin } from '@companion/hub-client';
import { useHub, useHubErrorReason, useMessages, WithKioskKeyboard } from '@companion/shell';
import { Button, TextField, textLink } from '@companion/ui';
import { accountMessages } from '../account-messages';
import * as styles from '../account.css';

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; text: string } | { kind: 'failed'; text: string };

const fourDigits = /^\d{4}$/;

/** /my_account/pin: change the PIN (both exactly 4 digits) or have a new one sent. */
export function PinScreen() {
  const t = useMessages(accountMessages);
  const hub = useHub();
  // The hub's own words ("The current PIN is not correct."), else the cause in the guest's language.
  const reason = useHubErrorReason();
  const [currentPin, setCurrentPin] = useState('');
  const [newPin, setNewPin] = useState('');
  const [change, setChange] = useState<Outcome>({ kind: 'idle' });
  const [reset, setReset] = useState<Outcome>({ kind: 'idle' });

  async function onChange(event: FormEvent) {
    event.preventDefault();
    if (!fourDigits.test(currentPin) || !fourDigits.test(newPin)) {
      setChange({ kind: 'failed', text: t('pinsFormat') });
      return;
    }
    setChange({ kind: 'busy' });
    const result = await changePin(hub, { currentPin, newPin });
    setChange(
      result.ok ? { kind: 'done', text: t('pinChanged') } : { kind: 'failed', text: t('failedBecause', { reason: reason(result.error) }) },
    );
  }

  async function onReset() {
    setReset({ kind: 'busy' });
    const result = await resetPin(hub);
    setReset(
      result.ok ? { kind: 'done', text: t('pinReset') } : { kind: 'failed', text: t('failedBecause', { reason: reason(result.error) }) },
    );
  }

  const digits = (set: (value: string) => void) => (event: { target: { value: string } }) =>
    set(event.target.value.replace(/\D/g, '').slice(0, 4));
  return (
    <section className={styles.page} aria-labelledby="pin-title">
      <h1 id="pin-title" className={styles.title}>
        {t('pinTitle')}
      </h1>
      <WithKioskKeyboard>
        <form onSubmit={(event) => void onChange(event)} noValidate>
          <TextField
            label={t('currentPin')}
            type="password"
            inputMode="numeric"
            value={currentPin}
            onChange={digits(setCurrentPin)}
            invalid={change.kind === 'failed'}
          />
          <TextField
            label={t('newPin')}
            type="password"
            inputMode="numeric"
            value={newPin}
            onChange={digits(setNewPin)}
            invalid={change.kind === 'failed'}
          />
          <OutcomeText outcome={change} />
          <Button type="submit" disabled={change.kind === 'busy'}>
            {t('changePin')}
          </Button>
        </form>
      </WithKioskKeyboard>
      <h2 className={styles.subtitle}>{t('resetPinTitle')}</h2>
      <p>{t('resetPinExplanation')}</p>
      <OutcomeText outcome={reset} />
      <Button onClick={() => void onReset()} disabled={reset.kind === 'busy'}>
        {t('resetPin')}
      </Button>
      <p>
        <Link className={textLink} to="/">
          {t('backToDashboard')}
        </Link>
      </p>
    </section>
  );
}

function OutcomeText({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'done')
    return (
      <p role="status" className={styles.success}>
        {outcome.text}
      </p>
    );
  if (outcome.kind === 'failed')
    return (
      <p role="alert" className={styles.error}>
        {outcome.text}
      </p>
    );
  return null;
}
