import { describe, expect, it, vi } from 'vitest';
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
