import { useEffect } from 'react';
import { useLanguage } from './use-language';

/**
 * Keeps `<html lang>` on the language the guest reads (WCAG 3.1.1): screen readers pick their
 * voice and pronunciation from it, and index.html can only ship a fixed "en".
 */
export function useDocumentLanguage(): void {
  const language = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}
