import { languageStore } from '../i18n/language-store';
import { disabilityStore } from './disability-store';
import { kioskCountdownStore } from './kiosk-countdown-store';
import { navigationStore } from './navigation-store';
import { videoLanguageStore } from './video-language-store';

/**
 * The shell's stores that belong to the device, not to a guest: its language, accessibility
 * settings, footer and video language stay for the next guest, as the screen's own settings.
 * The guest-data audit (apps' guest-data tests) requires every store to be declared either here
 * or in a feature's `guestStores`.
 */
export const deviceStores = [languageStore, disabilityStore, kioskCountdownStore, navigationStore, videoLanguageStore] as const;
