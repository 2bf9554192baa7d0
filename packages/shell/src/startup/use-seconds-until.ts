import { useEffect, useState } from 'react';

/** Whole seconds left until `at` (epoch ms), re-read every second; 0 once it has passed. */
export function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(tick);
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1_000));
}
