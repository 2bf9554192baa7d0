import { languageStore } from '../i18n/language-store';
import type { StatePersistence } from '../persistence/state-persistence';
import { navigationStore, type FooterType } from './navigation-store';
import { videoLanguageStore } from './video-language-store';

const footerTypes: readonly FooterType[] = ['standard', 'hidden', 'dashboard'];
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length < 20;
/** A device id as videoDeviceUuid makes it (a uuid, or its fallback form); anything else is not trusted. */
const isDeviceUuid = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(value);

/** The shell's own saved slices: navigation, i18nState and the vod slice (video language and device id). */
export function persistShellSlices(persistence: StatePersistence): void {
  persistence.persistSlice('navigation', navigationStore, {
    save: (state) => ({ footerType: state.footerType }),
    restore: (saved) => {
      const footerType = (saved as { footerType?: unknown } | null)?.footerType;
      return footerTypes.includes(footerType as FooterType) ? { footerType: footerType as FooterType } : undefined;
    },
  });
  // Boot sets the language a first visitor gets just before this call; what the store holds now,
  // before a saved choice is restored over it, is the device's own start language. A kiosk goes
  // back to it when its idle logout fires (device-stores.ts).
  languageStore.setState({ startLanguage: languageStore.getState().language });
  persistence.persistSlice('i18nState', languageStore, {
    save: (state) => ({ lang: state.language }),
    restore: (saved) => {
      const lang = (saved as { lang?: unknown } | null)?.lang;
      return isText(lang) ? { language: lang } : undefined;
    },
  });
  // The device id is kept so the video provider sees the same device after a reload (its
  // connect-token password and every call's device_uuid); each field is restored on its own, so a
  // device that never chose a video language keeps its id. A field not chosen or made yet is saved
  // as null, and null restores as "none": a kiosk or signage screen (no video) saves both as null,
  // and what the app itself wrote must never be discarded as not matching.
  persistence.persistSlice('vod', videoLanguageStore, {
    save: (state) => ({ videoLanguage: state.videoLanguage ?? null, deviceUuid: state.deviceUuid ?? null }),
    restore: (saved) => {
      if (!saved || typeof saved !== 'object') return undefined;
      const { videoLanguage, deviceUuid } = saved as { videoLanguage?: unknown; deviceUuid?: unknown };
      const restored = {
        ...(isText(videoLanguage) ? { videoLanguage } : {}),
        ...(isDeviceUuid(deviceUuid) ? { deviceUuid } : {}),
      };
      const nothingSaved = (videoLanguage ?? null) === null && (deviceUuid ?? null) === null;
      return Object.keys(restored).length > 0 || nothingSaved ? restored : undefined;
    },
  });
}
