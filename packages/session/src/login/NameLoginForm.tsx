import { useState, type FormEvent } from 'react';
import { loginByPms } from '@companion/hub-client';
import { useDateLocale, useHub, useMessages } from '@companion/shell';
import { TextField } from '@companion/ui';
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

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const dob = dateOfBirthForHub(dateOfBirth, monthFirst);
    const missing = !firstName.trim() || !lastName.trim() || !dob;
    setIncomplete(missing);
    if (missing || !dob) return;
    void login.submit(async () => {
      const result = await loginByPms(hub, { firstName: firstName.trim(), lastName: lastName.trim(), dob });
      return pmsLoginOutcome(result, { refused: t('loginFailedDetails'), unavailable: t('loginUnavailable') });
    });
  }

  const message = incomplete ? t('fillAllFields') : login.attempt.status === 'failed' ? login.attempt.message : undefined;
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        label={t('firstName')}
        autoComplete={personal('given-name')}
        value={firstName}
        onChange={(e) => setFirstName(e.target.value)}
        invalid={incomplete && !firstName.trim()}
      />
      <TextField
        label={t('surname')}
        autoComplete={personal('family-name')}
        value={lastName}
        onChange={(e) => setLastName(e.target.value)}
        invalid={incomplete && !lastName.trim()}
      />
      <TextField
        label={t('dateOfBirth')}
        inputMode="numeric"
        autoComplete={personal()}
        placeholder={monthFirst ? 'mm/dd/yyyy' : 'dd/mm/yyyy'}
        aria-description={t('dateOfBirthHint', { example: monthFirst ? '03141980' : '14031980' })}
        value={dateOfBirth}
        onChange={(e) => setDateOfBirth(formatDateOfBirthInput(e.target.value))}
        invalid={incomplete && !dateOfBirthForHub(dateOfBirth, monthFirst)}
      />
      <LoginFormEnd message={message} submitting={login.attempt.status === 'submitting'} />
    </form>
  );
}
