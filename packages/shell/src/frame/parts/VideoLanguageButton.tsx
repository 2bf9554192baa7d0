import { lazy, Suspense, useState } from 'react';
import { useLanguage } from '../../i18n/use-language';
import { useMessages } from '../../i18n/use-messages';
import { useDeviceConfig } from '../../shell-context';
import { shellMessages } from '../../shell-messages';
import { useVideoLanguage } from '../../stores/use-video-language';
import { videoLanguageStore } from '../../stores/video-language-store';
import * as styles from '../frame.css';

// The modal opens rarely; it loads on first use.
const VideoLanguageModal = lazy(() => import('./VideoLanguageModal').then((module) => ({ default: module.VideoLanguageModal })));

/** Shown where video is: guest devices with a video service configured. */
export function VideoLanguageButton() {
  const t = useMessages(shellMessages);
  const config = useDeviceConfig();
  const language = useLanguage();
  const current = useVideoLanguage() ?? language;
  const [open, setOpen] = useState(false);
  if (config.deviceGroup.deviceType !== 'App' || !config.videoConfiguration) return null;
  const locales = config.deviceGroup.deviceProfile.languages;
  return (
    <>
      <button type="button" className={styles.subHeaderButton} onClick={() => setOpen(true)}>
        <span className={styles.videoLanguageIcon} aria-hidden="true" />
        <span>
          <span className={styles.hiddenOnPhone}>{t('videoLanguage')}:</span>{' '}
          {locales.find((locale) => locale.code === current)?.name ?? current}
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <VideoLanguageModal
            locales={locales}
            current={current}
            onClose={() => setOpen(false)}
            onSave={(code) => {
              videoLanguageStore.getState().setVideoLanguage(code);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
