// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  accountNumberFromSwipe,
  dateOfBirthForHub,
  departureDateFormat,
  departureDateInput,
  departureDateText,
  formatDateOfBirthInput,
  parseDepartureDate,
  passengerRequest,
  toDepartureDate,
  validatePassenger,
} from './login-requests';

describe('passenger login', () => {
  it('needs all three fields, each with its own message', () => {
    expect(validatePassenger({ departureDate: '', bookingReference: ' ', lastName: '' })).toEqual({
      departureDate: 'login_date_error',
      bookingReference: 'login_booking_reference_error',
      lastName: 'login_last_name_error',
    });
  });

  it('refuses a departure date before today with the date message', () => {
    const fields = { bookingReference: 'AUR123456', lastName: 'Smith' };
    expect(validatePassenger({ ...fields, departureDate: '2026-11-21' }, '2026-11-22')).toEqual({ departureDate: 'login_date_error' });
    expect(validatePassenger({ ...fields, departureDate: '2025-12-31' }, '2026-01-01')).toEqual({ departureDate: 'login_date_error' });
  });

  it('accepts today and later departure dates', () => {
    const fields = { bookingReference: 'AUR123456', lastName: 'Smith' };
    expect(validatePassenger({ ...fields, departureDate: '2026-11-22' }, '2026-11-22')).toEqual({});
    expect(validatePassenger({ ...fields, departureDate: '2027-01-05' }, '2026-11-22')).toEqual({});
  });

  it('trims the booking reference and sends the date day-first', () => {
    expect(passengerRequest({ departureDate: '2026-11-22', bookingReference: '  AUR123456 ', lastName: 'Smith' })).toEqual({
      bookingReference: 'AUR123456',
      lastName: 'Smith',
      departureDate: '22/11/2026',
    });
    expect(toDepartureDate('2027-01-05')).toBe('05/01/2027');
  });
});

describe('date of birth input', () => {
  it('keeps digits only, at most eight, with slashes', () => {
    expect(formatDateOfBirthInput('14a0')).toBe('14/0');
    expect(formatDateOfBirthInput('140319801234')).toBe('14/03/1980');
  });

  it('sends the day first, converting month-first input from en-US', () => {
    expect(dateOfBirthForHub('14/03/1980', false)).toBe('14/03/1980');
    expect(dateOfBirthForHub('03/14/1980', true)).toBe('14/03/1980');
    expect(dateOfBirthForHub('14/03/19', false)).toBeUndefined();
  });
});

describe('card scan', () => {
  it('reads the account number from the swipe', () => {
    expect(accountNumberFromSwipe(';100200=2612?')).toBe('100200');
    expect(accountNumberFromSwipe('???')).toBeUndefined();
  });
});

// Issue 13: the native date input showed the browser's format (11/23/2026), not the guest's.
describe('departure date in the guest’s format', () => {
  const fields = { bookingReference: 'AUR123456', lastName: 'Smith' };
  const letters = { day: 'DD', month: 'MM', year: 'YYYY' };

  it('names the format in the guest’s order and letters', () => {
    expect(departureDateFormat('en-GB', letters)).toBe('DD/MM/YYYY');
    expect(departureDateFormat('de-DE', { day: 'TT', month: 'MM', year: 'JJJJ' })).toBe('TT.MM.JJJJ');
    expect(departureDateFormat('en-US', letters)).toBe('MM/DD/YYYY');
  });

  it('shows a date the guest’s way', () => {
    expect(departureDateText('2026-11-23', 'en-GB')).toBe('23/11/2026');
    expect(departureDateText('2026-11-23', 'de-DE')).toBe('23.11.2026');
  });

  it('puts the separators in as digits are typed, and rewrites a pasted ISO date', () => {
    expect(departureDateInput('2311', 'en-GB')).toBe('23/11');
    expect(departureDateInput('23/', 'en-GB')).toBe('23/');
    expect(departureDateInput('23112026', 'de-DE')).toBe('23.11.2026');
    expect(departureDateInput('23.11.20261', 'de-DE')).toBe('23.11.2026');
    expect(departureDateInput('2026-11-23', 'de-DE')).toBe('23.11.2026');
  });

  it('reads the guest’s format, month first for en-US', () => {
    expect(parseDepartureDate('23/11/2026', 'en-GB')).toBe('2026-11-23');
    expect(parseDepartureDate('23.11.2026', 'de-DE')).toBe('2026-11-23');
    expect(parseDepartureDate('11/23/2026', 'en-US')).toBe('2026-11-23');
    expect(parseDepartureDate('2026-11-23', 'en-GB')).toBe('2026-11-23');
  });

  it('refuses what is not a whole, real date', () => {
    expect(parseDepartureDate('23/11/26', 'en-GB')).toBeUndefined();
    expect(parseDepartureDate('31/02/2027', 'en-GB')).toBeUndefined();
    expect(parseDepartureDate('11/23/2026', 'en-GB')).toBeUndefined();
  });

  it('asks for the format when the date cannot be read, and still refuses a past date', () => {
    expect(validatePassenger({ ...fields, departureDate: '31.02.2027' }, '2026-11-22', 'de-DE')).toEqual({
      departureDate: 'login_date_format_error',
    });
    expect(validatePassenger({ ...fields, departureDate: '21.11.2026' }, '2026-11-22', 'de-DE')).toEqual({
      departureDate: 'login_date_error',
    });
    expect(validatePassenger({ ...fields, departureDate: '22.11.2026' }, '2026-11-22', 'de-DE')).toEqual({});
  });

  it('sends the hub the day first whatever the guest’s format', () => {
    expect(passengerRequest({ ...fields, departureDate: '23.11.2026' }, 'de-DE').departureDate).toBe('23/11/2026');
    expect(passengerRequest({ ...fields, departureDate: '11/23/2026' }, 'en-US').departureDate).toBe('23/11/2026');
  });
});
