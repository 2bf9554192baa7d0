import type { Language } from '@companion/hub-client';
import { languageStore } from '../i18n/language-store';
import { pickOfferedLanguage } from '../i18n/pick-language';
import { disabilityStore } from './disability-store';
import { kioskCountdownStore } from './kiosk-countdown-store';
import { navigationStore } from './navigation-store';
import { videoLanguageStore } from './video-language-store';

/**
 * The shell's stores that belong to the device, not to a guest's data: its language,
 * accessibility settings, footer, kiosk countdown and video language (with the video device id).
 * Logout never wipes them. On a guest's own phone (App) they are that guest's, and stay after
 * their logout. On a kiosk the language, accessibility mode and video language are the choices of
 * whoever stands at the screen: the kiosk's idle logout (60 s, logged in or not) puts them back to
 * the device's own (`resetKioskChoices`), so the next passer-by never inherits the last one's;
 * the footer, the countdown and the video device id stay, as the screen's own settings.
 * The guest-data audit (apps' guest-data tests) requires every store to be declared either here
 * or in a feature's `guestStores`.
 */
export const deviceStores = [languageStore, disabilityStore, kioskCountdownStore, navigationStore, videoLanguageStore] as const;

/**
 * A kiosk's personal choices back to the device's own: the language it starts in for a first
 * visitor (its start language, as the device profile offers it: the start-up rule of
 * platform.md §4.1), accessibility mode off with the content at the top (§2.2), and no video
 * language (it follows the interface language again). Only what differs is set, so an idle
 * screen's repeated idle logouts write nothing to storage.
 */
export function resetKioskChoices(offered: readonly Language[]): void {
  const { language, startLanguage, setLanguage } = languageStore.getState();
  const start = pickOfferedLanguage(startLanguage, offered);
  if (language !== start) setLanguage(start);
  const { active, offset } = disabilityStore.getState();
  if (active || offset !== 0) disabilityStore.setState({ active: false, offset: 0 });
  if (videoLanguageStore.getState().videoLanguage !== undefined) videoLanguageStore.setState({ videoLanguage: undefined });
}
