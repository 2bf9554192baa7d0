import { useState } from 'react';
import { changePin } from '@companion/hub-client';
import { useHub, useMessages } from '@companion/shell';
import { Button, Modal, TextField } from '@companion/ui';
import { clearAuthentication } from '../clear-authentication';
import { sessionMessages } from '../session-messages';

type Props = {
  /** The PIN the guest just logged in with (empty when the login asked for none): pms/changePin's currentPin. */
  currentPin: string;
  onBack: () => void;
  /** The rest of the login once the hub has the new PIN (a passenger's holiday, cart and bookings). */
  onChanged: () => Promise<void>;
};

/**
 * After a login that requires it: a new 4-digit PIN. Back closes (and drops the half-made
 * session); a failed change shows the error and hides Confirm (platform.md §4.2, §5).
 */
export function PinChangeModal({ currentPin, onBack, onChanged }: Props) {
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
    const result = await changePin(hub, { currentPin, newPin: pin });
    if (!result.ok) {
      setBusy(false);
      setFailed(true);
      setError(t('pinChangeFailed'));
      return;
    }
    // Confirm stays disabled while the login finishes; the login screen then closes the modal.
    await onChanged();
  }

  // Not while the change or the rest of the login is under way: it would finish a dropped session.
  function back() {
    if (busy) return;
    clearAuthentication();
    onBack();
  }

  return (
    <Modal
      title={t('pinChangeTitle')}
      onClose={back}
      actions={
        <>
          <Button disabled={busy} onClick={back}>
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
