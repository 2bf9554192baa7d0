import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { loginByAccountId } from '@companion/hub-client';
import { OfflineActionNotice, useHub, useMessages } from '@companion/shell';
import { pmsLoginOutcome } from './pms-login-outcome';
import { sessionMessages } from '../session-messages';
import { accountNumberFromSwipe } from './login-requests';
import { CardReaderPicture } from './CardReaderPicture';
import * as styles from './login.css';
import type { useLoginAttempt } from './use-login-attempt';

/**
 * Resco on a kiosk: the card reader types the card's track like a keyboard and ends with Enter
 * (platform.md §4.2). The field has focus when the screen opens, and gets it back when a key comes
 * with nothing focused, so a scan always lands in it (see the effect).
 */
export function CardScanLogin({ login }: { login: ReturnType<typeof useLoginAttempt> }) {
  const t = useMessages(sessionMessages);
  const hub = useHub();
  const input = useRef<HTMLInputElement>(null);
  const [swipe, setSwipe] = useState('');
  const messageId = useId();
  const failed = login.attempt.status === 'failed';
  useEffect(() => {
    const field = input.current;
    field?.focus();
    // A tap on the page's background leaves focus on <body>, and the kiosk has no keyboard to
    // come back with. The first key typed then (the scan's first character) moves focus to the
    // field before the browser places it, so the whole scan lands there. Only then: a tap alone
    // moves nothing (a screen reader's place stays put), and a control the guest chose keeps focus.
    const onKey = () => {
      if (document.activeElement === document.body || !document.activeElement) field?.focus();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const scanned = swipe;
    setSwipe('');
    const accountNumber = accountNumberFromSwipe(scanned);
    void login.submit(async () => {
      if (!accountNumber) return { status: 'failed', message: t('loginFailedCard'), refused: true };
      const result = await loginByAccountId(hub, { swipe: scanned, accountNumber });
      return pmsLoginOutcome(result, { refused: t('loginFailedCard'), unavailable: t('loginUnavailable') });
    });
  }

  return (
    <div>
      <CardReaderPicture />
      <label htmlFor="card-scan" className={styles.scanLabel}>
        {t('scanCard')}
      </label>
      <input
        id="card-scan"
        ref={input}
        className={styles.scanInput}
        type="password"
        autoComplete="off"
        // The card reader types here: no keyboard, neither the system's nor the kiosk's own.
        inputMode="none"
        aria-label={t('scanCardLabel')}
        value={swipe}
        onChange={(event) => setSwipe(event.target.value)}
        onKeyDown={onKeyDown}
        // Focus stays in the field after a scan, so a guest who comes back to it hears why it failed.
        aria-describedby={failed ? messageId : undefined}
      />
      <OfflineActionNotice action="login" id="card-scan-offline" />
      {login.attempt.status === 'failed' ? (
        <p id={messageId} role="alert" className={styles.formError}>
          {login.attempt.message}
        </p>
      ) : null}
    </div>
  );
}
