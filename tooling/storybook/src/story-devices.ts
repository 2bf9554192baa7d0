import type { DeviceType } from '@companion/hub-client';

export type StoryDevice = DeviceType;

/** The demo hub picks its device profile from the host's first label. */
export const demoHostForDevice: Record<StoryDevice, string> = {
  App: 'app.localhost',
  Kiosk: 'kiosk.localhost',
  DigitalSignage: 'signage.localhost',
};

export const appKindForDevice = { App: 'guest', Kiosk: 'kiosk', DigitalSignage: 'signage' } as const;
