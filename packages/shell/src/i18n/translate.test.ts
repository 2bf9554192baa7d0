// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { shellMessages } from '../shell-messages';
import { defineMessages } from './define-messages';
import { pickBrowserLanguage, pickOfferedLanguage } from './pick-language';
import { translate } from './translate';

const catalogue = defineMessages({ en: { hello: 'Hello {name}' }, de: { hello: 'Hallo {name}' } });

describe('translate', () => {
  it('fills placeholders in the chosen language', () => {
    expect(translate(catalogue, 'de', 'hello', { name: 'Ada' })).toBe('Hallo Ada');
  });

  it('uses English for a language we do not ship', () => {
    expect(translate(catalogue, 'fr', 'hello', { name: 'Ada' })).toBe('Hello Ada');
  });

  it('logs a missing text and shows an empty string', () => {
    const warn = vi.fn();
    const broken = { en: {}, de: {} } as unknown as typeof catalogue;
    expect(translate(broken, 'en', 'hello', undefined, warn)).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('hello'));
  });
});

describe('language choice', () => {
  it('takes the first browser language we ship', () => {
    expect(pickBrowserLanguage(['fr-FR', 'de-AT', 'en'])).toBe('de');
  });

  it('falls back to English', () => {
    expect(pickBrowserLanguage(['fr-FR'])).toBe('en');
  });

  it('keeps the current language when the device offers it', () => {
    expect(
      pickOfferedLanguage('de', [
        { code: 'en', name: 'English' },
        { code: 'de', name: 'Deutsch' },
      ]),
    ).toBe('de');
  });

  it('switches to the first offered language otherwise', () => {
    expect(pickOfferedLanguage('fr', [{ code: 'de', name: 'Deutsch' }])).toBe('de');
  });

  it('uses English when the device offers none', () => {
    expect(pickOfferedLanguage('fr', [])).toBe('en');
  });
});

describe('German host', () => {
  it('defaults to German on a German brand host', async () => {
    const { pickStartupLanguage } = await import('./pick-language');
    expect(pickStartupLanguage(['en-GB'], 'app.aurora-kreuzfahrten.de')).toBe('de');
    expect(pickStartupLanguage(['en-GB'], 'app.aurora-cruises.com')).toBe('en');
  });
});

describe('plurals', () => {
  const counted = defineMessages({
    en: { results: { one: '{count} experience', other: '{count} experiences' }, plain: '{count} items' },
    de: { results: { one: '{count} Erlebnis', other: '{count} Erlebnisse' }, plain: '{count} Einträge' },
  });

  it.each([
    ['en', 1, '1 experience'],
    ['en', 0, '0 experiences'],
    ['en', 2, '2 experiences'],
    ['de', 1, '1 Erlebnis'],
    ['de', 0, '0 Erlebnisse'],
    ['de', 5, '5 Erlebnisse'],
  ])('in %s, %i reads "%s"', (language, count, expected) => {
    expect(translate(counted, language, 'results', { count })).toBe(expected);
  });

  it('follows the language’s rules for fractions, with its own decimal separator', () => {
    expect(translate(counted, 'en', 'results', { count: 1.5 })).toBe('1.5 experiences');
    expect(translate(counted, 'de', 'results', { count: 1.5 })).toBe('1,5 Erlebnisse');
  });

  it('uses English rules for a language we do not ship', () => {
    expect(translate(counted, 'fr', 'results', { count: 1 })).toBe('1 experience');
  });

  it('shows the "other" form and logs when the count is missing', () => {
    const warn = vi.fn();
    expect(translate(counted, 'en', 'results', undefined, warn)).toBe('{count} experiences');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('results'));
  });
});

describe('the shell’s counts', () => {
  it.each([
    ['en', 1, 'Logout - 1 second'],
    ['en', 42, 'Logout - 42 seconds'],
    ['de', 1, 'Abmeldung – 1 Sekunde'],
    ['de', 42, 'Abmeldung – 42 Sekunden'],
  ])('the kiosk countdown in %s at %i reads "%s"', (language, count, expected) => {
    expect(translate(shellMessages, language, 'logoutCountdown', { count })).toBe(expected);
  });
});
