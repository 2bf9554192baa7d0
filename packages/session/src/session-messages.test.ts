// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { translate } from '@companion/shell';
import { sessionMessages } from './session-messages';

describe('the login-success countdown', () => {
  it.each([
    ['en', 1, 'You will be taken to the start page in 1 second.'],
    ['en', 5, 'You will be taken to the start page in 5 seconds.'],
    ['de', 1, 'Sie werden in 1 Sekunde zur Startseite weitergeleitet.'],
    ['de', 5, 'Sie werden in 5 Sekunden zur Startseite weitergeleitet.'],
  ])('in %s at %i reads "%s"', (language, count, expected) => {
    expect(translate(sessionMessages, language, 'redirectCountdown', { count })).toBe(expected);
  });
});
