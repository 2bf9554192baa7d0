import { useMessages } from '../i18n/use-messages';
import { kioskKeyboardMessages } from './kiosk-keyboard-messages';

/** The on-screen keyboards' words in the guest's language: the form's (Next field) and the docked one's (Done). */
export function useKeyboardLabels() {
  const t = useMessages(kioskKeyboardMessages);
  return {
    keyboard: t('keyboard'),
    space: t('keySpace'),
    backspace: t('keyDelete'),
    capitals: t('keyCapitals'),
    next: t('keyNextField'),
    done: t('keyDone'),
  };
}
