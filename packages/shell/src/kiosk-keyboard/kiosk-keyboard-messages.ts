import { defineMessages } from '../i18n/define-messages';

/** The on-screen keyboard's words: their own catalogue, so no first load carries them. */
export const kioskKeyboardMessages = defineMessages({
  en: {
    keyboard: 'On-screen keyboard',
    keySpace: 'Space',
    keyDelete: 'Delete',
    keyNextField: 'Next field',
    keyDone: 'Done',
    keyCapitals: 'Capital letters',
  },
  de: {
    keyboard: 'Bildschirmtastatur',
    keySpace: 'Leerzeichen',
    keyDelete: 'Löschen',
    keyNextField: 'Nächstes Feld',
    keyDone: 'Fertig',
    keyCapitals: 'Großbuchstaben',
  },
});
