import {
  getBookingInformation,
  getTacConditions,
  hubOk,
  type BookingInformation,
  type Conditions,
  type HubClient,
  type HubId,
  type HubResult,
  type TacItem,
  type TacModule,
} from '@companion/hub-client';
import { loadItem } from '../browse/load-pages';

export type BookingPage = { item: TacItem; information: BookingInformation; conditions: Conditions };

/**
 * What /tacbooking needs before the guest chooses: the item, its dates and persons range, and the
 * module's conditions. All three are needed: without the conditions the app cannot know whether
 * they must be accepted (bookable-services §5).
 */
export async function loadBookingPage(hub: HubClient, module: TacModule, objectId: HubId): Promise<HubResult<BookingPage>> {
  const [item, information, conditions] = await Promise.all([
    loadItem(hub, module, objectId),
    getBookingInformation(hub, module, objectId),
    getTacConditions(hub, module),
  ]);
  if (!item.ok) return item;
  if (!information.ok) return information;
  if (!conditions.ok) return conditions;
  return hubOk({ item: item.value, information: information.value, conditions: conditions.value });
}
