import type { RouteHandle } from '@companion/shell';

/** A page needs login when its route says so, or says so under the hub's loginRequired setting. */
export function needsLogin(handles: readonly (RouteHandle | undefined)[], loginRequiredSetting: boolean): boolean {
  return handles.some((handle) => handle?.requiresLogin || (loginRequiredSetting && handle?.loginRequiredSetting));
}
