import { useId, useState, type FormEvent } from 'react';
import { loginByPms } from '@companion/hub-client';
import { useDeviceConfig, useHub, useMessages } from '@companion/shell';
import { TextField, useFailedSubmit } from '@companion/ui';
import { pmsLoginOutcome } from './pms-login-outcome';
import { sessionMessages } from '../session-messages';
import { LoginFormEnd } from './LoginFormEnd';
import type { useLoginAttempt } from './use-login-attempt';
import { usePersonalAutoComplete } from './use-personal-autocomplete';

/** Resco on a personal device: account number, cabin number, PIN (required only with PIN login). */
export function AccountLoginForm({ login }: { login: ReturnType<typeof useLoginAttempt> }) {
  const t = useMessages(sessionMessages);
  const hub = useHub();
  const pinRequired = useDeviceConfig().hub.uiSettings?.pinLoginEnabled === true;
  // Shown on personal devices only (a kiosk scans the card), where the fields keep no hint; "off"
  // should a shared screen ever show it.
  const personal = usePersonalAutoComplete();
  const [accountNumber, setAccountNumber] = useState('');
  const [cabin, setCabin] = useState('');
  const [pin, setPin] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const { formRef, pressFailed } = useFailedSubmit();
  const messageId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Nothing while a login is under way (useLoginAttempt would not send it either): the fields' marks stay as they are.
    if (login.attempt.status === 'submitting') return;
    const missing = !accountNumber.trim() || !cabin.trim() || (pinRequired && !pin.trim());
    setIncomplete(missing);
    // Focus goes to the first empty field, described by the message, on every such press.
    if (missing) pressFailed();
    if (missing) return;
    void login.submit(async () => {
      const body = { accountNumber: accountNumber.trim(), location: cabin.trim(), ...(pin.trim() ? { pinNo: pin.trim() } : {}) };
      const result = await loginByPms(hub, body);
      return pmsLoginOutcome(result, { refused: t('loginFailedDetails'), unavailable: t('loginUnavailable') }, body.pinNo);
    });
  }

  const message = incomplete ? t('fillAllFields') : login.attempt.status === 'failed' ? login.attempt.message : undefined;
  // An empty field is described by "fill in all fields", so a guest who lands on it hears why.
  const marked = (invalid: boolean) => ({ invalid, ...(invalid ? { 'aria-describedby': messageId } : {}) });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('accountNumber')}
        inputMode="numeric"
        autoComplete={personal()}
        value={accountNumber}
        onChange={(e) => setAccountNumber(e.target.value)}
        {...marked(incomplete && !accountNumber.trim())}
      />
      <TextField
        label={t('cabinNumber')}
        inputMode="numeric"
        autoComplete={personal()}
        value={cabin}
        onChange={(e) => setCabin(e.target.value)}
        {...marked(incomplete && !cabin.trim())}
      />
      <TextField
        label={pinRequired ? t('pin') : t('pinOptional')}
        type="password"
        inputMode="numeric"
        maxLength={4}
        value={pin}
        onChange={(e) => setPin(e.target.value)}
        {...marked(incomplete && pinRequired && !pin.trim())}
      />
      <LoginFormEnd message={message} messageId={messageId} submitting={login.attempt.status === 'submitting'} />
    </form>
  );
}
