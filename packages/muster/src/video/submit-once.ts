import { useCallback, useRef, useState } from 'react';
import type { HubResult } from '@companion/hub-client';

/**
 * submit → sending → saved or error. The ref guards, not the state: two presses in one frame
 * both read the old state, and only one updateVideoSeen may go out (a legal record, not a like).
 */
export function useSubmitOnce() {
  const [phase, setPhase] = useState<'editing' | 'sending' | 'saved' | 'error'>('editing');
  const inFlight = useRef(false);
  const submit = useCallback(async (request: () => Promise<HubResult<unknown>>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPhase('sending');
    const result = await request();
    // After a success the ref stays set: nothing is sent twice.
    if (result.ok) setPhase('saved');
    else {
      inFlight.current = false;
      setPhase('error');
    }
  }, []);
  return { phase, submit };
}
