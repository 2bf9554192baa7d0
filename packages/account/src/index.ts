export { accountFeature } from './account-feature';
export { accountRoutes } from './account-routes';
export { accountMessages } from './account-messages';
export { showPinLink } from './my-account/show-pin-link';
export { groupAppointments, groupOfStatus } from './bookings/group-appointments';
export type { BookingGroup } from './bookings/group-appointments';
