import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createBrowserPersistence } from './browser-persistence';
import { PERSISTENCE_KEY } from './state-persistence';

afterEach(() => localStorage.clear());

describe('the browser persistence', () => {
  it('writes what is waiting when the page is left, so a reload within the 2 s batch loses nothing', () => {
    const persistence = createBrowserPersistence();
    const store = createStore(() => ({ lang: 'en' }));
    persistence.persistSlice('i18nState', store, { save: (state) => state, restore: (saved) => saved as { lang: string } });
    store.setState({ lang: 'de' }); // the write waits on a timer
    expect(localStorage.getItem(PERSISTENCE_KEY)).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem(PERSISTENCE_KEY) ?? '{}').slices.i18nState).toEqual({ lang: 'de' });
  });
});
