import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from '../i18n/language-store';
import { createStatePersistence, PERSISTENCE_KEY } from '../persistence/state-persistence';
import { navigationStore } from './navigation-store';
import { persistShellSlices } from './persist-shell-slices';

afterEach(() => {
  languageStore.setState({ language: 'en' });
  navigationStore.setState({ footerType: 'standard' });
});

function storageWith(slices: object) {
  const data = new Map([[PERSISTENCE_KEY, JSON.stringify({ version: 1, slices })]]);
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('persistShellSlices', () => {
  it('restores the saved language and footer type', () => {
    persistShellSlices(
      createStatePersistence({ storage: storageWith({ i18nState: { lang: 'de' }, navigation: { footerType: 'hidden' } }) }),
    );
    expect(languageStore.getState().language).toBe('de');
    expect(navigationStore.getState().footerType).toBe('hidden');
  });

  it('ignores a footer type it does not know', () => {
    persistShellSlices(createStatePersistence({ storage: storageWith({ navigation: { footerType: 'sideways' } }) }));
    expect(navigationStore.getState().footerType).toBe('standard');
  });

  it('saves only the listed slices', () => {
    const storage = storageWith({});
    const persistence = createStatePersistence({ storage });
    persistShellSlices(persistence);
    languageStore.getState().setLanguage('de');
    persistence.flush();
    expect(Object.keys(JSON.parse(storage.data.get(PERSISTENCE_KEY)!).slices).sort()).toEqual(['i18nState', 'navigation', 'vod']);
  });
});
