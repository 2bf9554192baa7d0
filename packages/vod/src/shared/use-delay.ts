import { useEffect, useState } from 'react';

/** True once `ms` have passed since mount (or since `key` changed). */
export function useDelay(ms: number, key: unknown): boolean {
  const [passed, setPassed] = useState<{ key: unknown; done: boolean }>({ key, done: false });
  useEffect(() => {
    const timer = setTimeout(() => setPassed({ key, done: true }), ms);
    return () => clearTimeout(timer);
  }, [ms, key]);
  return passed.key === key && passed.done;
}
