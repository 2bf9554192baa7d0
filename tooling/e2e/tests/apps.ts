import { demoAppTitles } from '@companion/hub-sim';

/** The three apps as the demo serves them; the host name picks the demo hub's device profile. */
export const apps = [
  { name: 'guest', url: 'http://localhost:5173', title: demoAppTitles.app },
  { name: 'kiosk', url: 'http://kiosk.localhost:5174', title: demoAppTitles.kiosk },
  { name: 'signage', url: 'http://signage.localhost:5175', title: demoAppTitles.signage },
] as const;

/** The demo hub, for a test's own calls to it (an operator's reset, a guest's request); no device profile. */
export const demoHub = 'http://127.0.0.1:8080';
