import type { HubId, TacModule } from '@companion/hub-client';
import { routePaths } from '@companion/shell';

/** The detail address of an item of each module (bookable-services §2). */
export function detailPath(module: TacModule, id: HubId): string {
  if (module === 'dining') return routePaths.diningDetail(id);
  if (module === 'spa') return routePaths.spaDetail(id);
  return routePaths.activityDetail(id);
}
