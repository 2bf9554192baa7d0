import { persistHoliday } from '@companion/account';
import { persistCart } from '@companion/basket';
import { persistAuthentication } from '@companion/session';
import type { StatePersistence } from '@companion/shell';

/** The guest's slices that survive a reload (platform.md §4.1); logout wipes every one of them. */
export function persistGuestState(persistence: StatePersistence): void {
  persistAuthentication(persistence);
  persistHoliday(persistence);
  persistCart(persistence);
}
