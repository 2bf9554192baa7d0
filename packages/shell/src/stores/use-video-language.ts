import { videoLanguageStore } from './video-language-store';

export function useVideoLanguage(): string | undefined {
  return videoLanguageStore((state) => state.videoLanguage);
}
