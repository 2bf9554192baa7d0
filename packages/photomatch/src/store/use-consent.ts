import { useCallback, useEffect, useState } from 'react';
import { useHub } from '@companion/shell';
import type { PhotoConsent } from '@companion/hub-client';
import { loadConsent } from './photo-actions';
import { photoStore } from './photo-store';

export type ConsentView = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; consent: PhotoConsent };

/**
 * The guest's consent. Known (saved or asked before) it is used at once; unknown it is asked of
 * the hub. `fresh` asks the hub on every visit (the consent page shows what the hub holds).
 */
export function useConsent({ fresh = false }: { fresh?: boolean } = {}): ConsentView {
  const hub = useHub();
  const consent = photoStore((state) => state.consent);
  const [attempt, setAttempt] = useState(0);
  const [request, setRequest] = useState<'idle' | 'pending' | 'failed' | 'done'>('idle');
  const needed = fresh || consent === undefined;
  useEffect(() => {
    if (!needed) return;
    let current = true;
    setRequest('pending');
    void loadConsent(hub).then((ok) => {
      if (current) setRequest(ok ? 'done' : 'failed');
    });
    return () => {
      current = false;
    };
    // `needed` is read once per visit on purpose: the answer itself makes consent known.
  }, [hub, attempt, fresh]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  if (fresh && request !== 'done' && request !== 'failed') return { status: 'loading' };
  if (consent !== undefined && request !== 'failed') return { status: 'ready', consent };
  if (request === 'failed') return { status: 'failed', retry };
  return { status: 'loading' };
}
