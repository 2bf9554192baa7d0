export { createDemoHub, createDemoHandlers } from './create-demo-hub';
export type { DemoHub, DemoHubOptions } from './create-demo-hub';
export { createHubState, sessionOf } from './hub-state';
export type { HubState, HubStateOptions, DemoSession } from './hub-state';
export { areaState, demoHubAreas } from './areas';
export type { DemoHubArea } from './areas';
export { demoProfileFromHost, demoProfileFromLabel, demoProfileOf, DEMO_PROFILE_HEADER, demoDevices, demoLogins } from './demo-profile';
export type { DemoProfile, DemoDevice, DemoLogin } from './demo-profile';
export { demoGuests, demoCredentials, todayAsDeparture, DEMO_RETINA_TOKEN } from './fixtures/guests';
export type { DemoGuest } from './fixtures/guests';
export { cruiseDays, DEMO_SHIP_NAME, DEMO_CRUISE_NAME } from './fixtures/cruise';
export type { CruiseDay } from './fixtures/cruise';
export { connectDemoDevice } from './demo-device';
export type { DemoDeviceSession } from './demo-device';
export { failingCall, answeringCall } from './handlers/failing-call';
export { heldCall, type HeldCall } from './handlers/held-call';
export { XSS_PAYLOADS } from './xss/xss-payloads';
export type { XssPayload } from './xss/xss-payloads';
export { harmIn, installCanaries, isScriptUrl, poke, scriptRan } from './xss/xss-harness';

// One entry per area: its area object (for `areaState`) and the fixtures tests name.
export { deviceArea, triggerRemoteReload, deviceConfigFor, demoAppTitles, DEMO_RELOGIN_URL } from './areas/device';
export { authenticationArea } from './areas/authentication';
export { accountArea } from './areas/account';
export { contentArea } from './areas/content';
export { basketArea, basketState, recordBookings, DEMO_FAILING_ORDER_MAIL, DEMO_ORDER_FAILURE_MESSAGE } from './areas/basket';
export type { BasketState } from './areas/basket';
export {
  excursionsArea,
  demoExcursions,
  excursionTags as demoExcursionTags,
  DEMO_REFUSED_EXCURSION_NAME,
  DEMO_REFUSED_BOOKING_MESSAGE,
  DEMO_RESORT,
  demoPassengerAges,
  demoExcursionConditions,
} from './areas/excursions';
export type { DemoExcursion } from './areas/excursions';
export {
  marketplaceArea,
  marketplaceCountries as demoMarketplaceCountries,
  demoMarketplaceActivity,
  demoMarketplaceActivities,
  DEMO_EMPTY_MARKETPLACE_CITY,
} from './areas/marketplace';
export type { DemoMarketplaceActivity } from './areas/marketplace';
export { gamesArea } from './areas/games';
export { vodArea } from './areas/vod';
export { programmeArea, BUSY_DAY_EVENTS, whereAndWhenHandlers } from './areas/programme';
export {
  reservationsArea,
  demoActivities,
  demoActivityCategories,
  demoRestaurants,
  demoSpaCategories,
  demoSpaTreatments,
  demoTacConditions,
  DEMO_REFUSED_RESTAURANT,
  DEMO_REFUSED_TAC_MESSAGE,
  DEMO_SOLD_OUT_TREATMENT,
  DEMO_SIGNAGE_PAGE,
  DEMO_CLOSED_VENUE,
} from './areas/reservations';
export {
  photomatchArea,
  PHOTOMATCH_RESET_PATH,
  DEMO_FAILING_PHOTO_GUEST,
  DEMO_NOT_ALLOWED_PHOTO_GUEST,
  DEMO_PHOTO_ORDER_NOT_ALLOWED,
  DEMO_FREE_CREDITS,
  demoPhotoConditions,
  demoPhotoVariants,
  demoBulkPackages,
  demoPhotoOffers,
} from './areas/photomatch';
export {
  musterArea,
  musterContentHandlers,
  MUSTER_RESET_PATH,
  demoMusterParties,
  SAFETY_VIDEO_ARTICLE_ID,
  MUSTER_SCHEDULE_ARTICLE_ID,
  type MusterAreaState,
} from './areas/muster';
export {
  feedbackArea,
  feedbackContentHandlers,
  demoRatingProfiles,
  demoAllInOneProfiles,
  demoProblemCategories,
  DEMO_FAILING_RATING_PROFILE_ID,
  type FeedbackAreaState,
} from './areas/feedback';
export { wayfinderArea, demoWayfinderProfiles, DEMO_KIOSK_PLACE, DEMO_UNKNOWN_CABIN, type WayfinderState } from './areas/wayfinder';
