import { useCallback } from 'react';
import type { HubClient } from '@companion/hub-client';
import { useHubData } from '@companion/shell';
import { loadExcursionPage } from './load-excursion-page';

export function useExcursionPage(id: string) {
  const load = useCallback((hub: HubClient) => loadExcursionPage(hub, id), [id]);
  return useHubData(load);
}
