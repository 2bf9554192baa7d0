// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageStore } from '../i18n/language-store';
import { createStatePersistence, PERSISTENCE_KEY } from '../persistence/state-persistence';
import { navigationStore } from './navigation-store';
import { persistShellSlices } from './persist-shell-slices';
import { videoDeviceUuid, videoLanguageStore } from './video-language-store';

afterEach(() => {
  languageStore.setState({ language: 'en', startLanguage: 'en' });
  navigationStore.setState({ footerType: 'standard' });
  videoLanguageStore.setState({ videoLanguage: undefined, deviceUuid: undefined });
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

  it('restores the saved video language', () => {
    persistShellSlices(createStatePersistence({ storage: storageWith({ vod: { videoLanguage: 'de', deviceUuid: null } }) }));
    expect(videoLanguageStore.getState().videoLanguage).toBe('de');
  });

  // media §3 lists deviceUuid in the VOD client state, and platform §4 saves the vod slice: a
  // reload must not make the video provider see a new device (and a new login) every time.
  it('keeps the video device id across a reload', () => {
    const storage = storageWith({});
    const before = createStatePersistence({ storage });
    persistShellSlices(before);
    const id = videoDeviceUuid();
    before.flush();
    // The reload: a fresh store, then start-up restores the saved slices.
    videoLanguageStore.setState({ videoLanguage: undefined, deviceUuid: undefined });
    persistShellSlices(createStatePersistence({ storage }));
    expect(videoLanguageStore.getState().deviceUuid).toBe(id);
    expect(videoDeviceUuid()).toBe(id);
  });

  it('restores a device id saved before any video language was chosen', () => {
    persistShellSlices(createStatePersistence({ storage: storageWith({ vod: { videoLanguage: null, deviceUuid: 'abc-123-def' } }) }));
    expect(videoLanguageStore.getState()).toMatchObject({ videoLanguage: undefined, deviceUuid: 'abc-123-def' });
  });

  // A kiosk or signage screen has no video: it saves the vod slice as two nulls, and found it
  // "did not match" at every start (a console warning each time).
  it('restores what it saved itself without a warning, also on a device that never chose a video language', () => {
    const storage = storageWith({});
    const before = createStatePersistence({ storage });
    persistShellSlices(before);
    before.flush();
    expect(JSON.parse(storage.data.get(PERSISTENCE_KEY)!).slices.vod).toEqual({ videoLanguage: null, deviceUuid: null });
    const warn = vi.fn();
    persistShellSlices(createStatePersistence({ storage, warn }));
    expect(warn).not.toHaveBeenCalled();
    expect(videoLanguageStore.getState()).toMatchObject({ videoLanguage: undefined, deviceUuid: undefined });
  });

  it('round-trips every shell slice it writes, chosen or not, without a warning', () => {
    for (const state of [
      { videoLanguage: 'de', deviceUuid: undefined },
      { videoLanguage: undefined, deviceUuid: 'abc-123-def' },
      { videoLanguage: 'en', deviceUuid: 'abc-123-def' },
    ]) {
      const storage = storageWith({});
      const before = createStatePersistence({ storage });
      persistShellSlices(before);
      videoLanguageStore.setState(state);
      before.flush();
      videoLanguageStore.setState({ videoLanguage: undefined, deviceUuid: undefined });
      const warn = vi.fn();
      persistShellSlices(createStatePersistence({ storage, warn }));
      expect(warn).not.toHaveBeenCalled();
      expect(videoLanguageStore.getState()).toMatchObject(state);
    }
  });

  it('still discards a vod slice that is not one it could have written', () => {
    for (const vod of ['de', 42, { videoLanguage: 7, deviceUuid: '<script>' }]) {
      const warn = vi.fn();
      persistShellSlices(createStatePersistence({ storage: storageWith({ vod }), warn }));
      expect(warn).toHaveBeenCalledWith('Saved "vod" did not match; discarded.');
    }
  });

  // Boot sets the language a first visitor gets just before the shell's slices register.
  it('keeps the start language boot set as the device’s own when a saved choice is restored over it', () => {
    languageStore.getState().setLanguage('de');
    persistShellSlices(createStatePersistence({ storage: storageWith({ i18nState: { lang: 'en' } }) }));
    expect(languageStore.getState()).toMatchObject({ language: 'en', startLanguage: 'de' });
  });

  it('does not trust a device id that is not one', () => {
    persistShellSlices(createStatePersistence({ storage: storageWith({ vod: { videoLanguage: 'de', deviceUuid: '<script>' } }) }));
    expect(videoLanguageStore.getState()).toMatchObject({ videoLanguage: 'de', deviceUuid: undefined });
  });
});

describe('the video device id', () => {
  // Ship hubs are often plain http, where browsers offer no crypto.randomUUID.
  it('is made in uuid form also where crypto.randomUUID is missing', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(videoDeviceUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
