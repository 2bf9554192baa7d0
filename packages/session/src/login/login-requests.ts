import { datePatternForLocale, formatDate } from '@companion/ui';

/** Turns form input into hub request bodies (platform.md §5). Pure, so every rule is testable. */

/** yyyy-mm-dd → DD/MM/YYYY for the hub. */
export function toDepartureDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

export function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The departure date as the guest reads dates (DD/MM/YYYY, DD.MM.YYYY, MM/DD/YYYY for en-US),
 * not as the browser's native date input would show it (issue 13). `departureDate` holds the
 * typed text; an ISO yyyy-mm-dd is read too.
 */
export type PassengerFields = { departureDate: string; bookingReference: string; lastName: string };
export type PassengerErrors = Partial<
  Record<keyof PassengerFields, 'login_date_error' | 'login_date_format_error' | 'login_booking_reference_error' | 'login_last_name_error'>
>;

type DateShape = { separator: string; monthFirst: boolean };

function dateShapeOf(locale: string): DateShape {
  const pattern = datePatternForLocale(locale);
  return { separator: pattern.charAt(2), monthFirst: pattern.startsWith('MM') };
}

/** The locale's date pattern in the letters the guest's language uses ("DD/MM/YYYY", "TT.MM.JJJJ"). */
export function departureDateFormat(locale: string, letters: { day: string; month: string; year: string }): string {
  const { separator, monthFirst } = dateShapeOf(locale);
  return (monthFirst ? [letters.month, letters.day, letters.year] : [letters.day, letters.month, letters.year]).join(separator);
}

/** Today (or any ISO date) as the departure field shows it. */
export function departureDateText(isoDate: string, locale: string): string {
  return formatDate(isoDate, locale);
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What the field shows as the guest types: digits only, at most 8, with the locale's separators
 * put in, so a phone's number pad is enough. A pasted ISO date is rewritten in the guest's format.
 */
export function departureDateInput(typed: string, locale: string): string {
  if (isoDatePattern.test(typed.trim())) return departureDateText(typed.trim(), locale) || typed;
  const { separator } = dateShapeOf(locale);
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  // A separator the guest typed after the day or month stays, so typing it is not swallowed.
  const trailing = /\D$/.test(typed) && (digits.length === 2 || digits.length === 4) ? separator : '';
  if (digits.length <= 2) return digits + trailing;
  if (digits.length <= 4) return `${digits.slice(0, 2)}${separator}${digits.slice(2)}${trailing}`;
  return `${digits.slice(0, 2)}${separator}${digits.slice(2, 4)}${separator}${digits.slice(4)}`;
}

/** The typed departure date as yyyy-mm-dd, or undefined when it is not a whole, real date. */
export function parseDepartureDate(text: string, locale: string): string | undefined {
  const trimmed = text.trim();
  let year: number, month: number, day: number;
  if (isoDatePattern.test(trimmed)) {
    [year, month, day] = trimmed.split('-').map(Number) as [number, number, number];
  } else {
    const { monthFirst } = dateShapeOf(locale);
    // Any of the usual separators: a date typed before the guest switched language still reads.
    const parts = trimmed.split(/[./-]/);
    if (parts.length !== 3 || !parts.every((part, index) => (index === 2 ? /^\d{4}$/ : /^\d{1,2}$/).test(part))) return undefined;
    const [first, second, fourDigitYear] = parts.map(Number) as [number, number, number];
    [day, month, year] = monthFirst ? [second, first, fourDigitYear] : [first, second, fourDigitYear];
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * All three fields are required; the departure date must be a real date in the guest's format
 * and may not lie before today, which is refused with the same message as an empty one.
 * Dates are compared as yyyy-mm-dd, so comparing the strings compares the days.
 */
export function validatePassenger(fields: PassengerFields, today: string = todayIso(), locale = 'en-GB'): PassengerErrors {
  const errors: PassengerErrors = {};
  const departure = parseDepartureDate(fields.departureDate, locale);
  if (!fields.departureDate.trim()) errors.departureDate = 'login_date_error';
  else if (!departure) errors.departureDate = 'login_date_format_error';
  else if (departure < today) errors.departureDate = 'login_date_error';
  if (!fields.bookingReference.trim()) errors.bookingReference = 'login_booking_reference_error';
  if (!fields.lastName.trim()) errors.lastName = 'login_last_name_error';
  return errors;
}

/** Only for fields `validatePassenger` accepted: the hub wants the date day first, DD/MM/YYYY. */
export function passengerRequest(fields: PassengerFields, locale = 'en-GB') {
  return {
    bookingReference: fields.bookingReference.trim(),
    lastName: fields.lastName.trim(),
    departureDate: toDepartureDate(parseDepartureDate(fields.departureDate, locale) ?? fields.departureDate),
  };
}

/** Date of birth typed as digits only, at most 8, shown with slashes in the locale's order. */
export function formatDateOfBirthInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** The hub wants the day first; en-US guests type the month first. */
export function dateOfBirthForHub(formatted: string, monthFirst: boolean): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(formatted);
  if (!match) return undefined;
  const [, first, second, year] = match;
  return monthFirst ? `${second}/${first}/${year}` : `${first}/${second}/${year}`;
}

/** Assumption (docs/hub-contract.md): the account number is the first run of digits the card reader types. */
export function accountNumberFromSwipe(swipe: string): string | undefined {
  return /\d{3,}/.exec(swipe)?.[0];
}
