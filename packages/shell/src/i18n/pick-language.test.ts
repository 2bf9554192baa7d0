// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pickOfferedLanguage, pickStartupLanguage } from './pick-language';

describe('the language a first visit starts in', () => {
  it('follows the browser, else English (platform.md §9)', () => {
    expect(pickStartupLanguage(['de-AT', 'en'], 'app.aurora.example')).toBe('de');
    expect(pickStartupLanguage(['fr-FR', 'en-GB'], 'app.aurora.example')).toBe('en');
    expect(pickStartupLanguage(['fr-FR'], 'app.aurora.example')).toBe('en');
  });

  it('is German on a German host', () => {
    expect(pickStartupLanguage(['en-GB'], 'app.aurora.de')).toBe('de');
    expect(pickStartupLanguage(['en-GB'], 'de.aurora.example')).toBe('de');
  });

  it("takes config.json's defaultLanguage first, and its fallbackLanguage when the browser's is not ours (§3)", () => {
    expect(pickStartupLanguage(['en-GB'], 'app.aurora.de', { defaultLanguage: 'en' })).toBe('en');
    expect(pickStartupLanguage(['en-GB'], 'app.aurora.example', { defaultLanguage: 'de' })).toBe('de');
    expect(pickStartupLanguage(['fr-FR'], 'app.aurora.example', { fallbackLanguage: 'de' })).toBe('de');
    expect(pickStartupLanguage(['en-US'], 'app.aurora.example', { fallbackLanguage: 'de' })).toBe('en');
  });

  it('never starts in a language without catalogues: a configured French is passed over', () => {
    expect(pickStartupLanguage(['de-DE'], 'app.aurora.example', { defaultLanguage: 'fr', fallbackLanguage: 'fr' })).toBe('de');
    expect(pickStartupLanguage(['it-IT'], 'app.aurora.example', { defaultLanguage: 'fr', fallbackLanguage: 'fr' })).toBe('en');
  });
});

describe('the language once the device profile is known (§4.1)', () => {
  it('keeps an offered language, else takes the first offered, else English', () => {
    const offered = [
      { code: 'de', name: 'Deutsch' },
      { code: 'en', name: 'English' },
    ];
    expect(pickOfferedLanguage('en', offered)).toBe('en');
    expect(pickOfferedLanguage('fr', offered)).toBe('de');
    expect(pickOfferedLanguage('de', [])).toBe('en');
  });
});
