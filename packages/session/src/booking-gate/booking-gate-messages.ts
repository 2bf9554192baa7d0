import { defineMessages } from '@companion/shell';

/** What a booking button says before it lets a guest book (only screens that book load it). */
export const bookingGateMessages = defineMessages({
  en: {
    logInToBook: 'Log in to book',
    checkingBooking: 'Checking whether you can book',
    bookingCheckFailed: 'Whether you can book could not be checked.',
    blockedAccount: 'Your account is blocked for bookings. Please contact Guest Services.',
    blockedForMuster: 'Bookings open once you have completed the safety muster. Please complete your muster first.',
  },
  de: {
    logInToBook: 'Zum Buchen anmelden',
    checkingBooking: 'Es wird geprüft, ob Sie buchen können',
    bookingCheckFailed: 'Ob Sie buchen können, konnte nicht geprüft werden.',
    blockedAccount: 'Ihr Konto ist für Buchungen gesperrt. Bitte wenden Sie sich an den Gästeservice.',
    blockedForMuster: 'Buchungen sind möglich, sobald Sie die Seenotrettungsübung absolviert haben. Bitte nehmen Sie zuerst daran teil.',
  },
});
