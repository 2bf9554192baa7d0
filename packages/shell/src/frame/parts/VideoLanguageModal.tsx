import { useState } from 'react';
import { Button, Modal } from '@companion/ui';
import { useMessages } from '../../i18n/use-messages';
import { shellMessages } from '../../shell-messages';
import * as styles from '../frame.css';

export type VideoLanguageModalProps = {
  locales: readonly { code: string; name: string }[];
  current: string;
  onSave: (code: string) => void;
  onClose: () => void;
};

/** Save stays disabled while the choice equals the current language (media §2.1). */
export function VideoLanguageModal({ locales, current, onSave, onClose }: VideoLanguageModalProps) {
  const t = useMessages(shellMessages);
  const [choice, setChoice] = useState(current);
  return (
    <Modal
      title={t('videoLanguage')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('close')}</Button>
          <Button disabled={choice === current} onClick={() => onSave(choice)}>
            {t('save')}
          </Button>
        </>
      }
    >
      <fieldset className={styles.localeList}>
        <legend>{t('videoLanguageHint')}</legend>
        {locales.map((locale) => (
          <label key={locale.code} className={styles.localeOption}>
            <input
              type="radio"
              name="video-language"
              value={locale.code}
              checked={choice === locale.code}
              onChange={() => setChoice(locale.code)}
            />
            <span lang={locale.code}>{locale.name}</span>
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
