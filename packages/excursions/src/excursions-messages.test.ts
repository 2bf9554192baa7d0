// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { translate } from '@companion/shell';
import { excursionsMessages } from './excursions-messages';

// Issue 13: "1 experiences". Every count follows the language's plural rules.
describe('counts in the excursions catalogue', () => {
  it.each([
    ['en', 'resultCount', 1, '1 experience'],
    ['en', 'resultCount', 3, '3 experiences'],
    ['de', 'resultCount', 1, '1 Erlebnis'],
    ['de', 'resultCount', 3, '3 Erlebnisse'],
    ['en', 'spacesRemaining', 1, '1 Space Remaining'],
    ['en', 'spacesRemaining', 4, '4 Spaces Remaining'],
    ['de', 'spacesRemaining', 1, 'Noch 1 Platz frei'],
    ['de', 'spacesRemaining', 4, 'Noch 4 Plätze frei'],
    ['en', 'spots', 1, '1 spot available'],
    ['en', 'spots', 2, '2 spots available'],
    ['de', 'spots', 1, '1 Platz verfügbar'],
    ['de', 'spots', 2, '2 Plätze verfügbar'],
    ['en', 'tooManyPassengers', 1, 'Too many passengers selected. Only 1 spot available.'],
    ['de', 'tooManyPassengers', 2, 'Zu viele Gäste ausgewählt. Nur 2 Plätze verfügbar.'],
    ['en', 'minutes', 1, '1 minute'],
    ['en', 'minutes', 45, '45 minutes'],
    ['de', 'minutes', 1, '1 Minute'],
    ['de', 'minutes', 45, '45 Minuten'],
  ] as const)('%s %s with %i reads "%s"', (language, key, count, expected) => {
    expect(translate(excursionsMessages, language, key, { count })).toBe(expected);
  });
});

// Audit: a booking or basket answer that went wrong reached guests as "HTTP 500" or "Failed to
// fetch". Each outcome now has its own sentence, in both languages.
describe('booking outcomes in the excursions catalogue', () => {
  it.each([
    ['en', 'bookingFailed', 'Your booking did not go through.'],
    ['de', 'bookingFailed', 'Ihre Buchung ist nicht zustande gekommen.'],
    ['en', 'bookingUnknown', 'We could not tell whether your booking went through.'],
    ['de', 'bookingUnknown', 'Wir konnten nicht feststellen, ob Ihre Buchung zustande gekommen ist.'],
    ['en', 'sendAgain', 'Send the booking again'],
    ['de', 'sendAgain', 'Buchung erneut senden'],
    ['en', 'referenceInMyBookings', 'You will find the booking reference in My bookings.'],
    ['de', 'referenceInMyBookings', 'Die Buchungsnummer finden Sie unter „Meine Buchungen“.'],
    ['en', 'basketFailed', 'Your basket could not be updated.'],
    ['de', 'basketFailed', 'Ihr Warenkorb konnte nicht aktualisiert werden.'],
    ['en', 'basketUnsure', 'We could not tell whether your basket was updated. Please look at your basket before you try again.'],
    [
      'de',
      'basketUnsure',
      'Wir konnten nicht feststellen, ob Ihr Warenkorb aktualisiert wurde. Bitte sehen Sie in Ihrem Warenkorb nach, bevor Sie es erneut versuchen.',
    ],
  ] as const)('%s %s reads "%s"', (language, key, expected) => {
    expect(translate(excursionsMessages, language, key)).toBe(expected);
  });
});
