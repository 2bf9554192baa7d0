// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { translate } from '@companion/shell';
import { reservationsMessages } from './reservations-messages';

describe('the reservations catalogue', () => {
  it('has the same keys in English and German', () => {
    expect(Object.keys(reservationsMessages.de).sort()).toEqual(Object.keys(reservationsMessages.en).sort());
  });

  it('carries the spec texts', () => {
    expect(translate(reservationsMessages, 'en', 'book_not_complete')).toBe(
      'The booking cannot be completed, please contact the relevant team',
    );
    expect(translate(reservationsMessages, 'en', 'noTimeslots')).toBe('No timeslots remain for this venue today');
  });

  it.each([
    ['en', 1, '1 guest'],
    ['en', 3, '3 guests'],
    ['de', 1, '1 Gast'],
    ['de', 3, '3 Gäste'],
  ] as const)('%s persons %i read "%s"', (language, count, expected) => {
    expect(translate(reservationsMessages, language, 'personCount', { count })).toBe(expected);
  });
});
