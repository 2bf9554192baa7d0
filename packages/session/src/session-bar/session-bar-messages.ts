import { defineMessages } from '@companion/shell';

/** The session bar's words: it shows on every page, so its catalogue is in the entry; the login screens' is not. */
export const sessionBarMessages = defineMessages({
  en: {
    logout: 'Log out',
    finishSession: 'Finish',
    booking: 'Booking',
  },
  de: {
    logout: 'Abmelden',
    finishSession: 'Beenden',
    booking: 'Buchung',
  },
});
