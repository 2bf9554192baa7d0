import { create } from 'zustand';

type LanguageState = {
  language: string;
  /**
   * The language this device starts in for a first visitor: boot's pick from config.json, the host
   * and the browser (`pickStartupLanguage`), before a saved choice is restored over it
   * (persist-shell-slices.ts). A kiosk goes back to it, as its profile offers it, when its idle
   * logout fires (device-stores.ts).
   */
  startLanguage: string;
  setLanguage: (language: string) => void;
};

export const languageStore = create<LanguageState>((set) => ({
  language: 'en',
  startLanguage: 'en',
  setLanguage: (language) => set({ language }),
}));
