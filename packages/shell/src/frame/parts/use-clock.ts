import { useEffect, useState } from 'react';
import { CLOCK_REFRESH_MS } from '../../device-rules/device-constants';

/** The current time, refreshed every 5 s (platform.md §9): enough for a wall clock, cheap for a screen. */
export function useClock(enabled: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, [enabled]);
  return now;
}
