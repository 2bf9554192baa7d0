// The holiday store registers its login loader and logout clear when the app loads the package.
import './holiday/holiday-store';

export { accountRoutes } from './account-routes';
export { accountMessages } from './account-messages';
export { showPinLink } from './my-account/show-pin-link';
export { groupAppointments, groupOfStatus } from './bookings/group-appointments';
export type { BookingGroup } from './bookings/group-appointments';
export { persistHoliday } from './holiday/persist-holiday';
