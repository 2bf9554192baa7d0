import { create } from 'zustand';

/** The language films play in; chosen in the video language modal, saved with the vod slice. */
type VideoLanguageState = { videoLanguage: string | undefined; setVideoLanguage: (language: string) => void };

export const videoLanguageStore = create<VideoLanguageState>((set) => ({
  videoLanguage: undefined,
  setVideoLanguage: (videoLanguage) => set({ videoLanguage }),
}));
