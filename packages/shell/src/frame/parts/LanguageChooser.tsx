import { useLanguage } from '../../i18n/use-language';
import { useMessages } from '../../i18n/use-messages';
import { useSetLanguage } from '../../i18n/use-set-language';
import { useDeviceConfig } from '../../shell-context';
import { shellMessages } from '../../shell-messages';
import * as styles from '../frame.css';

/** Offered on the dashboard only when the device has two or more languages. */
export function LanguageChooser() {
  const t = useMessages(shellMessages);
  const languages = useDeviceConfig().deviceGroup.deviceProfile.languages;
  const current = useLanguage();
  const setLanguage = useSetLanguage();
  if (languages.length < 2) return null;
  return (
    <div role="group" aria-label={t('language')} className={styles.languageChooser}>
      {languages.map((language) => (
        <button
          key={language.code}
          type="button"
          lang={language.code}
          aria-pressed={language.code === current}
          className={styles.footerButton}
          onClick={() => setLanguage(language.code)}
        >
          {language.name}
        </button>
      ))}
    </div>
  );
}
