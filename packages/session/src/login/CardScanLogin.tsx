import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { loginByAccountId } from '@companion/hub-client';
import { OfflineActionNotice, useHub, useMessages } from '@companion/shell';
import { pmsLoginOutcome } from './pms-login-outcome';
import { sessionMessages } from '../session-messages';
import { accountNumberFromSwipe } from './login-requests';
import * as styles from './login.css';
import type { useLoginAttempt } from './use-login-attempt';

/**
 * Resco on a kiosk: the card reader types the card's track like a keyboard and ends with Enter
 * (platform.md §4.2). The field keeps focus so a scan always lands in it.
 */
export function CardScanLogin({ login }: { login: ReturnType<typeof useLoginAttempt> }) {
  const t = useMessages(sessionMessages);
  const hub = useHub();
  const input = useRef<HTMLInputElement>(null);
  const [swipe, setSwipe] = useState('');
  useEffect(() => input.current?.focus(), []);

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
      <label htmlFor="card-scan">{t('scanCard')}</label>
      <input
        id="card-scan"
        ref={input}
        className={styles.scanInput}
        type="password"
        autoComplete="off"
        aria-label={t('scanCardLabel')}
        value={swipe}
        onChange={(event) => setSwipe(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <OfflineActionNotice action="login" id="card-scan-offline" />
      {login.attempt.status === 'failed' ? (
        <p role="alert" className={styles.formError}>
          {login.attempt.message}
        </p>
      ) : null}
    </div>
  );
}
