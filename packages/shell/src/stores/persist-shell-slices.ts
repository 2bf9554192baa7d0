import { languageStore } from '../i18n/language-store';
import type { StatePersistence } from '../persistence/state-persistence';
import { navigationStore, type FooterType } from './navigation-store';
import { videoLanguageStore } from './video-language-store';

const footerTypes: readonly FooterType[] = ['standard', 'hidden', 'dashboard'];
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length < 20;

/** The shell's own saved slices: navigation, i18nState and the video language (vod). */
export function persistShellSlices(persistence: StatePersistence): void {
  persistence.persistSlice('navigation', navigationStore, {
    save: (state) => ({ footerType: state.footerType }),
    restore: (saved) => {
      const footerType = (saved as { footerType?: unknown } | null)?.footerType;
      return footerTypes.includes(footerType as FooterType) ? { footerType: footerType as FooterType } : undefined;
    },
  });
  persistence.persistSlice('i18nState', languageStore, {
    save: (state) => ({ lang: state.language }),
    restore: (saved) => {
      const lang = (saved as { lang?: unknown } | null)?.lang;
      return isText(lang) ? { language: lang } : undefined;
    },
  });
  persistence.persistSlice('vod', videoLanguageStore, {
    save: (state) => ({ videoLanguage: state.videoLanguage ?? null }),
    restore: (saved) => {
      const videoLanguage = (saved as { videoLanguage?: unknown } | null)?.videoLanguage;
      return isText(videoLanguage) ? { videoLanguage } : undefined;
    },
  });
}
