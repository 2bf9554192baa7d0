// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { translate } from '@companion/shell';
import { musterMessages } from './muster-messages';

describe('the muster catalogue', () => {
  it('has a German text for every English key, none empty', () => {
    expect(Object.keys(musterMessages.de).sort()).toEqual(Object.keys(musterMessages.en).sort());
    for (const message of [...Object.values(musterMessages.en), ...Object.values(musterMessages.de)])
      for (const text of typeof message === 'string' ? [message] : Object.values(message)) expect(text.trim()).not.toBe('');
  });

  it.each([
    ['en', 1, '1 person in your party still has to complete the muster.'],
    ['en', 2, '2 people in your party still have to complete the muster.'],
    ['de', 1, '1 Person Ihrer Reisegruppe muss die Übung noch abschließen.'],
    ['de', 3, '3 Personen Ihrer Reisegruppe müssen die Übung noch abschließen.'],
  ] as const)('%s counts %i: "%s"', (language, count, expected) => {
    expect(translate(musterMessages, language, 'groupIncomplete', { count })).toBe(expected);
  });

  it('keeps the spec’s texts word for word', () => {
    expect(musterMessages.en.selectPassenger).toBe('Please select at least one passenger');
    expect(musterMessages.en.acceptTerms).toBe('Please read and accept terms and conditions');
    expect(musterMessages.en.statusFailed).toBe('The muster status can currently not be loaded. Please try again later.');
    expect(musterMessages.en.submitFailed).toBe(
      'There has been an error with submitting your data. Please try again or seek help at the reception.',
    );
  });
});
