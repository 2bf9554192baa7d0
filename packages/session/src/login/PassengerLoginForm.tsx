import { useState, type FormEvent } from 'react';
import { loginByPassenger } from '@companion/hub-client';
import { useHub, useMessages } from '@companion/shell';
import { scrollToFirstInvalidField, TextField } from '@companion/ui';
import { completeLogin, finishPassengerLogin } from '../complete-login';
import { sessionMessages } from '../session-messages';
import { passengerRequest, todayIso, validatePassenger, type PassengerErrors, type PassengerFields } from './login-requests';
import { LoginFormEnd } from './LoginFormEnd';
import type { useLoginAttempt } from './use-login-attempt';

type Props = { login: ReturnType<typeof useLoginAttempt> };

/**
 * Departure date, booking reference and lead passenger surname (platform.md §4.2, §5). A date
 * before today is refused like an empty one; a failed login marks all three fields.
 */
export function PassengerLoginForm({ login }: Props) {
  const t = useMessages(sessionMessages);
  const hub = useHub();
  const today = todayIso();
  const [fields, setFields] = useState<PassengerFields>({ departureDate: today, bookingReference: '', lastName: '' });
  const [errors, setErrors] = useState<PassengerErrors>({});
  const failed = login.attempt.status === 'failed';
  const set = (name: keyof PassengerFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validatePassenger(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => scrollToFirstInvalidField(form));
      return;
    }
    void login.submit(async () => {
      const result = await loginByPassenger(hub, passengerRequest(fields));
      if (!result.ok) return { status: 'failed', message: `${t('loginFailed')}.` };
      if (completeLogin(result.value, 'Passenger', { holdUntilLoaded: true }).pinChangeRequired) return { status: 'pin-change' };
      // The holiday, cart and bookings load before the guest goes on; if they cannot, the login is undone.
      if (!(await finishPassengerLogin(hub))) return { status: 'failed', message: `${t('loginFailed')}.` };
      return { status: 'authenticated' };
    });
  }

  const fieldError = (name: keyof PassengerFields) => (errors[name] ? t(errors[name]) : undefined);
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        label={t('departureDate')}
        type="date"
        min={today}
        value={fields.departureDate}
        onChange={set('departureDate')}
        error={fieldError('departureDate')}
        invalid={failed}
      />
      <TextField
        label={t('bookingReference')}
        value={fields.bookingReference}
        onChange={set('bookingReference')}
        autoComplete="off"
        error={fieldError('bookingReference')}
        invalid={failed}
      />
      <TextField
        label={t('lastName')}
        value={fields.lastName}
        onChange={set('lastName')}
        autoComplete="family-name"
        error={fieldError('lastName')}
        invalid={failed}
      />
      <LoginFormEnd
        message={login.attempt.status === 'failed' ? login.attempt.message : undefined}
        submitting={login.attempt.status === 'submitting'}
      />
    </form>
  );
}
