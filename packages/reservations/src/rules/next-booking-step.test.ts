// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextBookingStep } from './next-booking-step';

describe('nextBookingStep', () => {
  const none = { date: false, time: false, needsConditions: true, accepted: false };
  it('asks for the date, then the time, then the conditions, then nothing', () => {
    expect(nextBookingStep(none)).toBe('stepChooseDate');
    expect(nextBookingStep({ ...none, date: true })).toBe('stepChooseTime');
    expect(nextBookingStep({ ...none, date: true, time: true })).toBe('stepAcceptConditions');
    expect(nextBookingStep({ ...none, date: true, time: true, accepted: true })).toBeNull();
  });

  it('does not ask for conditions a module does not have', () => {
    expect(nextBookingStep({ date: true, time: true, needsConditions: false, accepted: false })).toBeNull();
  });
});
