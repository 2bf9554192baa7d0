/** Turns form input into hub request bodies (platform.md §5). Pure, so every rule is testable. */

/** yyyy-mm-dd from the date input → DD/MM/YYYY for the hub. */
export function toDepartureDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

export function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export type PassengerFields = { departureDate: string; bookingReference: string; lastName: string };
export type PassengerErrors = Partial<
  Record<keyof PassengerFields, 'login_date_error' | 'login_booking_reference_error' | 'login_last_name_error'>
>;

/**
 * All three fields are required; the departure date may not lie before today (the input's
 * minimum, which a typed or pasted date can get past), and is refused with the same message.
 * Dates are yyyy-mm-dd, so comparing the strings compares the days.
 */
export function validatePassenger(fields: PassengerFields, today: string = todayIso()): PassengerErrors {
  const errors: PassengerErrors = {};
  if (!fields.departureDate || fields.departureDate < today) errors.departureDate = 'login_date_error';
  if (!fields.bookingReference.trim()) errors.bookingReference = 'login_booking_reference_error';
  if (!fields.lastName.trim()) errors.lastName = 'login_last_name_error';
  return errors;
}

export function passengerRequest(fields: PassengerFields) {
  return {
    bookingReference: fields.bookingReference.trim(),
    lastName: fields.lastName.trim(),
    departureDate: toDepartureDate(fields.departureDate),
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
