import { useState } from 'react';
import type { HubData } from '@companion/shell';

/**
 * The last answer stays while the next one loads (a moved time window): only the first load shows
 * the loading state. A failure still shows as one.
 */
export function useKeptWhileLoading<T>(data: HubData<T> & { retry: () => void }): HubData<T> & { retry: () => void } {
  const [kept, setKept] = useState<{ value: T }>();
  if (data.status === 'ready' && kept?.value !== data.value) setKept({ value: data.value });
  return data.status === 'loading' && kept ? { status: 'ready', value: kept.value, retry: data.retry } : data;
}
