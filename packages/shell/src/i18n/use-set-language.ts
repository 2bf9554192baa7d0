import { languageStore } from './language-store';

export function useSetLanguage(): (language: string) => void {
  return languageStore((state) => state.setLanguage);
}
