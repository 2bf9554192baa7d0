export { createDemoHub, createDemoHandlers } from './create-demo-hub';
export type { DemoHub, DemoHubOptions } from './create-demo-hub';
export { createHubState, recordBookings, sessionOf } from './hub-state';
export { areaState, demoHubAreas } from './areas';
export type { DemoHubArea } from './areas';
// One line per area: its area object (for `areaState`) and the fixtures tests name.
export { vodArea } from './areas/vod';
export { programmeArea } from './areas/programme';
export { reservationsArea } from './areas/reservations';
export {
  photomatchArea,
  DEMO_FAILING_PHOTO_GUEST,
  DEMO_NOT_ALLOWED_PHOTO_GUEST,
  DEMO_PHOTO_ORDER_NOT_ALLOWED,
  DEMO_FREE_CREDITS,
  demoPhotoConditions,
  demoPhotoVariants,
  demoBulkPackages,
  demoPhotoOffers,
} from './areas/photomatch';
export { musterArea } from './areas/muster';
export { feedbackArea } from './areas/feedback';
export { wayfinderArea } from './areas/wayfinder';
export { DEMO_FAILING_ORDER_MAIL, DEMO_ORDER_FAILURE_MESSAGE } from './handlers/basket-handlers';
export type { HubState, HubStateOptions, DemoSession } from './hub-state';
export { demoProfileFromHost, demoProfileFromLabel, demoProfileOf, DEMO_PROFILE_HEADER, demoDevices, demoLogins } from './demo-profile';
export type { DemoProfile, DemoDevice, DemoLogin } from './demo-profile';
export { deviceConfigFor, demoAppTitles, DEMO_RELOGIN_URL } from './fixtures/device-config';
export { demoGuests, demoCredentials, todayAsDeparture, DEMO_RETINA_TOKEN } from './fixtures/guests';
export type { DemoGuest } from './fixtures/guests';
export { cruiseDays, DEMO_SHIP_NAME, DEMO_CRUISE_NAME } from './fixtures/cruise';
export type { CruiseDay } from './fixtures/cruise';
export { connectDemoDevice } from './demo-device';
export { failingCall, answeringCall } from './handlers/failing-call';
export type { DemoDeviceSession } from './demo-device';
export {
  demoExcursions,
  excursionTags as demoExcursionTags,
  DEMO_REFUSED_EXCURSION_NAME,
  DEMO_REFUSED_BOOKING_MESSAGE,
  DEMO_RESORT,
  demoPassengerAges,
} from './fixtures/excursions';
export type { DemoExcursion } from './fixtures/excursions';
export { demoExcursionConditions } from './handlers/excursion-handlers';
export {
  marketplaceCountries as demoMarketplaceCountries,
  demoMarketplaceActivity,
  demoMarketplaceActivities,
  DEMO_EMPTY_MARKETPLACE_CITY,
} from './fixtures/marketplace';
export type { DemoMarketplaceActivity } from './fixtures/marketplace';
export { XSS_PAYLOADS } from './xss/xss-payloads';
export type { XssPayload } from './xss/xss-payloads';
export { harmIn, installCanaries, isScriptUrl, poke, scriptRan } from './xss/xss-harness';
