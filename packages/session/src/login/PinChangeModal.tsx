import { useState } from 'react';
import { changePin } from '@companion/hub-client';
import { useHub, useMessages } from '@companion/shell';
import { Button, Modal, TextField } from '@companion/ui';
import { clearAuthentication } from '../clear-authentication';
import { confirmPinChanged } from '../complete-login';
import { sessionMessages } from '../session-messages';

/**
 * After a login that requires it: a new 4-digit PIN. Back closes (and drops the half-made
 * session); a failed change shows the error and hides Confirm (platform.md §4.2, §5).
 */
export function PinChangeModal({ onBack }: { onBack: () => void }) {
  const t = useMessages(sessionMessages);
  const hub = useHub();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!/^\d{4}$/.test(pin)) {
      setError(t('pinFormatError'));
      return;
    }
    setBusy(true);
    const result = await changePin(hub, { currentPin: '', newPin: pin });
    setBusy(false);
    if (!result.ok) {
      setFailed(true);
      setError(t('pinChangeFailed'));
      return;
    }
    // The guest is now logged in; the login screen takes them on.
    confirmPinChanged();
  }

  return (
    <Modal
      title={t('pinChangeTitle')}
      onClose={() => {
        clearAuthentication();
        onBack();
      }}
      actions={
        <>
          <Button
            onClick={() => {
              clearAuthentication();
              onBack();
            }}
          >
            {t('back')}
          </Button>
          {failed ? null : (
            <Button disabled={busy} onClick={() => void confirm()}>
              {t('confirm')}
            </Button>
          )}
        </>
      }
    >
      <p>{t('pinChangeExplanation')}</p>
      <TextField
        label={t('newPin')}
        type="password"
        inputMode="numeric"
        maxLength={4}
        value={pin}
        onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
        error={error}
      />
    </Modal>
  );
}
