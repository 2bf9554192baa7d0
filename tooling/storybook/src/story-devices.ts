import type { DeviceType } from '@companion/hub-client';

export type StoryDevice = DeviceType;

export const appKindForDevice = { App: 'guest', Kiosk: 'kiosk', DigitalSignage: 'signage' } as const;
