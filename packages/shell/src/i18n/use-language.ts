import { languageStore } from './language-store';

export function useLanguage(): string {
  return languageStore((state) => state.language);
}
