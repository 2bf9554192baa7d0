import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { beforeLastSave } from './before-last-save';
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

  it('lets a logout under way finish before the last write, whichever pagehide listener came first', () => {
    const persistence = createBrowserPersistence();
    const session = createStore(() => ({ sessionId: 'S-1' as string | null }));
    persistence.persistSlice('authentication', session, { save: (state) => state, restore: (saved) => saved as { sessionId: string } });
    persistence.flush();
    // Added after the persistence's own pagehide listener, as a logout's is.
    beforeLastSave(() => session.setState({ sessionId: null }));
    const cancelled = vi.fn();
    beforeLastSave(cancelled)();
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem(PERSISTENCE_KEY) ?? '{}').slices.authentication).toEqual({ sessionId: null });
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('still writes when a step before it fails', () => {
    const persistence = createBrowserPersistence();
    const store = createStore(() => ({ lang: 'en' }));
    persistence.persistSlice('i18nState', store, { save: (state) => state, restore: (saved) => saved as { lang: string } });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    beforeLastSave(() => {
      throw new Error('broken');
    });
    store.setState({ lang: 'de' });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem(PERSISTENCE_KEY) ?? '{}').slices.i18nState).toEqual({ lang: 'de' });
    expect(error).toHaveBeenCalledWith(new Error('broken'));
    error.mockRestore();
  });
});
