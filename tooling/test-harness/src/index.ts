export { LOADING_SELECTOR, untilScreenLoaded } from './until-screen-loaded';
export { auditGuestStores } from './audit-guest-stores';
export type { GuestStoreAudit } from './audit-guest-stores';
export { describeRouteTable, routeHandleOf } from './route-table';
export { focusedElement } from './focused-element';
export { memoryStorage } from './memory-storage';
