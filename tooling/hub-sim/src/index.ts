export { createDemoHub, createDemoHandlers } from './create-demo-hub';
export type { DemoHub } from './create-demo-hub';
export { createHubState } from './hub-state';
export type { HubState, DemoSession } from './hub-state';
export { demoProfileFromHost, demoProfileFromLabel, demoProfileOf, DEMO_PROFILE_HEADER, demoDevices, demoLogins } from './demo-profile';
export type { DemoProfile, DemoDevice, DemoLogin } from './demo-profile';
export { deviceConfigFor, demoAppTitles, DEMO_RELOGIN_URL } from './fixtures/device-config';
export { demoGuests, demoCredentials, todayAsDeparture, DEMO_RETINA_TOKEN } from './fixtures/guests';
export type { DemoGuest } from './fixtures/guests';
