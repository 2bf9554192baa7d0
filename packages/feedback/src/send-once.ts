import { useCallback, useRef, useState } from 'react';
import type { HubError, HubResult } from '@companion/hub-client';

export type SendPhase<T> = { kind: 'editing' } | { kind: 'sending' } | { kind: 'saved'; value: T } | { kind: 'error'; error: HubError };

/**
 * editing → sending → saved or error (§4). The ref, not the state, guards: two presses in the
 * same frame both see `sending` false in state, so only the ref keeps the second from sending.
 * After a success nothing sends again; after an error the guest may retry.
 */
export function useSendOnce<T>() {
  const [phase, setPhase] = useState<SendPhase<T>>({ kind: 'editing' });
  const inFlight = useRef(false);
  const send = useCallback(async (request: () => Promise<HubResult<T>>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPhase({ kind: 'sending' });
    const result = await request();
    if (result.ok) {
      setPhase({ kind: 'saved', value: result.value });
      return;
    }
    inFlight.current = false;
    setPhase({ kind: 'error', error: result.error });
  }, []);
  return { phase, send };
}
