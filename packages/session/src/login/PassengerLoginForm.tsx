import { useId, useState, type FormEvent } from 'react';
import { isHubRefusal, loginByPassenger } from '@companion/hub-client';
import { useDateLocale, useHub, useMessages } from '@companion/shell';
import { TextField, useFailedSubmit } from '@companion/ui';
import { completeLogin, finishPassengerLogin } from '../complete-login';
import { sessionMessages } from '../session-messages';
import {
  departureDateFormat,
  departureDateInput,
  departureDateText,
  passengerRequest,
  todayIso,
  validatePassenger,
  type PassengerErrors,
  type PassengerFields,
} from './login-requests';
import { LoginFormEnd } from './LoginFormEnd';
import type { useLoginAttempt } from './use-login-attempt';
import { usePersonalAutoComplete } from './use-personal-autocomplete';

type Props = { login: ReturnType<typeof useLoginAttempt> };

/**
 * Departure date, booking reference and lead passenger surname (platform.md §4.2, §5). A date
 * before today is refused like an empty one; a failed login marks all three fields and describes
 * them by its message, while focus stays where the guest pressed (see LoginFormEnd). A press with a
 * field missing moves focus to the first field in error, at every width (a kiosk is wider than the
 * 1024 px below which the page also scrolls to it).
 */
export function PassengerLoginForm({ login }: Props) {
  const t = useMessages(sessionMessages);
  const hub = useHub();
  const today = todayIso();
  const locale = useDateLocale();
  const personal = usePersonalAutoComplete();
  const dateFormat = departureDateFormat(locale, { day: t('dateLettersDay'), month: t('dateLettersMonth'), year: t('dateLettersYear') });
  const [fields, setFields] = useState<PassengerFields>({
    departureDate: departureDateText(today, locale),
    bookingReference: '',
    lastName: '',
  });
  const [errors, setErrors] = useState<PassengerErrors>({});
  const { formRef, pressFailed } = useFailedSubmit();
  const messageId = useId();
  // Only a refusal marks the fields: after an outage the details may well be right.
  const failed = login.attempt.status === 'failed' && login.attempt.refused;
  const set = (name: keyof PassengerFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Nothing while a login is under way (useLoginAttempt would not send it either): the fields' marks stay as they are.
    if (login.attempt.status === 'submitting') return;
    // A new try: the last refusal no longer marks the fields nor speaks beside this try's messages.
    if (login.attempt.status === 'failed') login.reset();
    const found = validatePassenger(fields, todayIso(), locale);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      pressFailed();
      return;
    }
    void login.submit(async () => {
      const result = await loginByPassenger(hub, passengerRequest(fields, locale));
      if (!result.ok) {
        const refused = isHubRefusal(result.error);
        return { status: 'failed', message: refused ? `${t('loginFailed')}.` : t('loginUnavailable'), refused };
      }
      if (completeLogin(result.value, 'Passenger', { holdUntilLoaded: true }).pinChangeRequired)
        return { status: 'pin-change', currentPin: '' };
      // The holiday, cart and bookings load before the guest goes on; if they cannot, the login is
      // undone. The hub accepted the details, so the guest is asked to try again, not to check them.
      if (!(await finishPassengerLogin(hub))) return { status: 'failed', message: t('loginUnavailable'), refused: false };
      return { status: 'authenticated' };
    });
  }

  const fieldError = (name: keyof PassengerFields) => (errors[name] ? t(errors[name]) : undefined);
  // Only while refused: the fields are described by the refusal as well as by their own hint.
  const describedByRefusal = failed ? { 'aria-describedby': messageId } : {};
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      {/* A text field, not type="date": the native picker shows the browser's date format, not the guest's. */}
      <TextField
        label={t('departureDate')}
        hint={t('departureDateHint', { format: dateFormat })}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        value={fields.departureDate}
        onChange={(event) => setFields((current) => ({ ...current, departureDate: departureDateInput(event.target.value, locale) }))}
        error={errors.departureDate ? t(errors.departureDate, { format: dateFormat }) : undefined}
        invalid={failed}
        {...describedByRefusal}
      />
      <TextField
        label={t('bookingReference')}
        value={fields.bookingReference}
        onChange={set('bookingReference')}
        autoComplete="off"
        error={fieldError('bookingReference')}
        invalid={failed}
        {...describedByRefusal}
      />
      <TextField
        label={t('lastName')}
        value={fields.lastName}
        onChange={set('lastName')}
        autoComplete={personal('family-name')}
        error={fieldError('lastName')}
        invalid={failed}
        {...describedByRefusal}
      />
      <LoginFormEnd
        message={login.attempt.status === 'failed' ? login.attempt.message : undefined}
        messageId={messageId}
        submitting={login.attempt.status === 'submitting'}
      />
    </form>
  );
}
