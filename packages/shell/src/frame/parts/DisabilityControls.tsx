import { useMessages } from '../../i18n/use-messages';
import { shellMessages } from '../../shell-messages';
import { disabilityStore } from '../../stores/disability-store';
import * as styles from '../frame.css';

/** The toggle and the up / down arrows of disability mode (when the device profile enables it). */
export function DisabilityControls() {
  const t = useMessages(shellMessages);
  const active = disabilityStore((state) => state.active);
  return (
    <div className={styles.disabilityControls}>
      <button type="button" aria-pressed={active} className={styles.footerButton} onClick={() => disabilityStore.getState().toggle()}>
        {t('disabilityMode')}
      </button>
      {active ? (
        <>
          <button
            type="button"
            className={styles.footerButton}
            aria-label={t('moveContentUp')}
            onClick={() => disabilityStore.getState().move('up', window.innerHeight)}
          >
            ↑
          </button>
          <button
            type="button"
            className={styles.footerButton}
            aria-label={t('moveContentDown')}
            onClick={() => disabilityStore.getState().move('down', window.innerHeight)}
          >
            ↓
          </button>
        </>
      ) : null}
    </div>
  );
}
