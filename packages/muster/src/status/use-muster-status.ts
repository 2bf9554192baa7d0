import { getMusterStatus, type HubClient } from '@companion/hub-client';
import { useHubData } from '@companion/shell';

const loadStatus = (hub: HubClient) => getMusterStatus(hub);

/** The party's muster status (muster/status), for the home and status screens. */
export const useMusterStatus = () => useHubData(loadStatus);
