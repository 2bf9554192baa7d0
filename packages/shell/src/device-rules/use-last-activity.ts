import { useEffect, useRef } from 'react';
import { activityEvents } from './device-constants';

/** The time of the guest's last touch, click or key, kept in a ref so activity never re-renders. */
export function useLastActivity(): { current: number } {
  const lastActivity = useRef(Date.now());
  useEffect(() => {
    const touch = () => {
      lastActivity.current = Date.now();
    };
    for (const type of activityEvents) window.addEventListener(type, touch, { capture: true, passive: true });
    return () => {
      for (const type of activityEvents) window.removeEventListener(type, touch, { capture: true });
    };
  }, []);
  return lastActivity;
}
