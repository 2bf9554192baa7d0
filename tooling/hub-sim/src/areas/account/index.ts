import type { DemoHubArea } from '../demo-hub-area';
import { accountHandlers } from './handlers';
import { createAccountState, type AccountState } from './state';

/** The guest's account: itinerary, status, onboard bookings, charges and cabin messages. */
export const accountArea: DemoHubArea<AccountState> = {
  name: 'account',
  createState: createAccountState,
  handlers: accountHandlers,
};

export type { AccountState } from './state';
