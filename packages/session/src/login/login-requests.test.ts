import { describe, expect, it } from 'vitest';
import {
  accountNumberFromSwipe,
  dateOfBirthForHub,
  formatDateOfBirthInput,
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
