import { useId, useState, type FormEvent } from 'react';
import { loginByPms } from '@companion/hub-client';
import { useDateLocale, useHub, useMessages } from '@companion/shell';
import { TextField, useFailedSubmit } from '@companion/ui';
import { pmsLoginOutcome } from './pms-login-outcome';
import { sessionMessages } from '../session-messages';
import { dateOfBirthForHub, formatDateOfBirthInput } from './login-requests';
import { LoginFormEnd } from './LoginFormEnd';
import type { useLoginAttempt } from './use-login-attempt';
import { usePersonalAutoComplete } from './use-personal-autocomplete';

/** HotelFriend or appLoginByName: first name, last name and date of birth (platform.md §5). */
export function NameLoginForm({ login }: { login: ReturnType<typeof useLoginAttempt> }) {
  const t = useMessages(sessionMessages);
  const hub = useHub();
  const monthFirst = useDateLocale() === 'en-US';
  const personal = usePersonalAutoComplete();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const { formRef, pressFailed } = useFailedSubmit();
  const messageId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Nothing while a login is under way (useLoginAttempt would not send it either): the fields' marks stay as they are.
    if (login.attempt.status === 'submitting') return;
    const dob = dateOfBirthForHub(dateOfBirth, monthFirst);
    const missing = !firstName.trim() || !lastName.trim() || !dob;
    setIncomplete(missing);
    // Focus goes to the first empty field, described by the message, on every such press.
    if (missing) pressFailed();
    if (missing || !dob) return;
    void login.submit(async () => {
      const result = await loginByPms(hub, { firstName: firstName.trim(), lastName: lastName.trim(), dob });
      return pmsLoginOutcome(result, { refused: t('loginFailedDetails'), unavailable: t('loginUnavailable') });
    });
  }

  const message = incomplete ? t('fillAllFields') : login.attempt.status === 'failed' ? login.attempt.message : undefined;
  // An empty field is described by "fill in all fields", so a guest who lands on it hears why.
  const marked = (invalid: boolean) => ({ invalid, ...(invalid ? { 'aria-describedby': messageId } : {}) });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('firstName')}
        autoComplete={personal('given-name')}
        value={firstName}
        onChange={(e) => setFirstName(e.target.value)}
        {...marked(incomplete && !firstName.trim())}
      />
      <TextField
        label={t('surname')}
        autoComplete={personal('family-name')}
        value={lastName}
        onChange={(e) => setLastName(e.target.value)}
        {...marked(incomplete && !lastName.trim())}
      />
      <TextField
        label={t('dateOfBirth')}
        inputMode="numeric"
        autoComplete={personal()}
        placeholder={monthFirst ? 'mm/dd/yyyy' : 'dd/mm/yyyy'}
        aria-description={t('dateOfBirthHint', { example: monthFirst ? '03141980' : '14031980' })}
        value={dateOfBirth}
        onChange={(e) => setDateOfBirth(formatDateOfBirthInput(e.target.value))}
        {...marked(incomplete && !dateOfBirthForHub(dateOfBirth, monthFirst))}
      />
      <LoginFormEnd message={message} messageId={messageId} submitting={login.attempt.status === 'submitting'} />
    </form>
  );
}
