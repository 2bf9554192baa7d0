import { create } from 'zustand';

/**
 * The `vod` slice (platform.md §4.1): the language films play in, chosen in the video language
 * modal, and this device's id towards the video provider (media-and-guest-services.md §3
 * "deviceUuid"). Both belong to the device, not to a guest (device-stores.ts): a reload keeps the
 * provider's view of the device (its watchlist and resume positions where it keeps them per
 * device), and logout leaves them, as it leaves the interface language. On a kiosk the video
 * language is the choice of whoever stands there: the idle logout clears it, and keeps the id.
 */
type VideoLanguageState = {
  videoLanguage: string | undefined;
  deviceUuid: string | undefined;
  setVideoLanguage: (language: string) => void;
};

export const videoLanguageStore = create<VideoLanguageState>((set) => ({
  videoLanguage: undefined,
  deviceUuid: undefined,
  setVideoLanguage: (videoLanguage) => set({ videoLanguage }),
}));

/**
 * A new device id in uuid form. `crypto.randomUUID` exists only on secure pages and ship hubs are
 * often served over plain http; `getRandomValues` is there on every page. The id is also the
 * video login's password, so it comes from the cryptographic generator, never Math.random.
 */
function newDeviceUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // RFC 4122 version 4, variant 1, as randomUUID makes them.
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * This device's id towards the video provider: the saved one, or a new one that is saved with the
 * vod slice. Read at each video login (outside React), so it is a function, not a hook.
 */
export function videoDeviceUuid(): string {
  const saved = videoLanguageStore.getState().deviceUuid;
  if (saved) return saved;
  const created = newDeviceUuid();
  videoLanguageStore.setState({ deviceUuid: created });
  return created;
}
