import type { MessageCatalogue } from './define-messages';

export type Translate<K extends string> = (key: K, values?: Record<string, string | number>) => string;

/**
 * Looks a key up in the language's catalogue, English for languages we do not ship.
 * A missing text is logged and shown as an empty string (platform.md §8), never as the key.
 */
export function translate<K extends string>(
  catalogue: MessageCatalogue<K>,
  language: string,
  key: K,
  values?: Record<string, string | number>,
  warn: (message: string) => void = (message) => console.warn(message),
): string {
  const table: Partial<Record<K, string>> = language === 'de' ? catalogue.de : catalogue.en;
  const text = table[key];
  if (text === undefined) {
    warn(`Missing translation "${key}" for language "${language}".`);
    return '';
  }
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
