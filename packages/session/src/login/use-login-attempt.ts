import { useCallback, useRef, useState } from 'react';
import { isOffline } from '@companion/shell';
import { recordFailedLogin } from './record-failed-login';

export type LoginAttempt = { status: 'idle' } | { status: 'submitting' } | PinChangeDue | { status: 'authenticated' } | LoginFailure;

/**
 * The hub wants a new PIN before the login counts. `currentPin` is the PIN the guest logged in
 * with, for pms/changePin's currentPin (platform.md §7.2); empty after a login that asked for none
 * (booking, card, name, or an account without a PIN). It lives only in this attempt's React state,
 * never in a store, so nothing saves it and it is gone once the modal closes.
 */
export type PinChangeDue = { status: 'pin-change'; currentPin: string };

/**
 * `refused`: the hub turned the details down, so the form may mark its fields; otherwise the hub
 * could not be asked and the details may well be right.
 */
export type LoginFailure = { status: 'failed'; message: string; refused: boolean };

export type LoginOutcome = { status: 'authenticated' } | PinChangeDue | LoginFailure;

/**
 * idle → submitting → authenticated, pin-change or failed (platform.md §4.2). A second submit
 * while one is under way is ignored, so a double tap never logs in twice; so is one while offline.
 */
export function useLoginAttempt() {
  const [attempt, setAttempt] = useState<LoginAttempt>({ status: 'idle' });
  const busy = useRef(false);
  const submit = useCallback(async (run: () => Promise<LoginOutcome>) => {
    // Offline nothing is sent (a card scan or Enter in a field included), and nothing is kept for later.
    if (busy.current || isOffline()) return;
    busy.current = true;
    setAttempt({ status: 'submitting' });
    try {
      const outcome = await run();
      if (outcome.status === 'failed') recordFailedLogin(outcome.message);
      setAttempt(outcome);
    } finally {
      busy.current = false;
    }
  }, []);
  const reset = useCallback(() => setAttempt({ status: 'idle' }), []);
  /** Ends an attempt from outside the form: the PIN-change modal finishing (or undoing) the login. */
  const settle = useCallback((outcome: LoginOutcome) => setAttempt(outcome), []);
  return { attempt, submit, reset, settle };
}
