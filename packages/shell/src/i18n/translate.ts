import type { Message, MessageCatalogue, PluralMessage } from './define-messages';

export type Translate<K extends string> = (key: K, values?: Record<string, string | number>) => string;

type Warn = (message: string) => void;

// The catalogue language, not the device's: the plural form and digits must match the text shown.
const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function rulesFor(language: 'en' | 'de'): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
}

function numberFormatFor(language: 'en' | 'de'): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB')));
  return format;
}

function pluralText(message: PluralMessage, language: 'en' | 'de', count: unknown, key: string, warn: Warn): string {
  if (typeof count !== 'number' || !Number.isFinite(count)) {
    // A caller that forgot the count still gets readable text rather than nothing.
    warn(`Plural text "${key}" needs a numeric "count".`);
    return message.other;
  }
  return message[rulesFor(language).select(count)] ?? message.other;
}

/**
 * Looks a key up in the language's catalogue, English for languages we do not ship.
 * A missing text is logged and shown as an empty string (platform.md §8), never as the key.
 * A plural text picks its form by the language's plural rules for `values.count`, and a numeric
 * `count` is written with the language's digits ("1,5" in German).
 */
export function translate<K extends string>(
  catalogue: MessageCatalogue<K>,
  language: string,
  key: K,
  values?: Record<string, string | number>,
  warn: Warn = (message) => console.warn(message),
): string {
  const catalogueLanguage = language === 'de' ? 'de' : 'en';
  const table: Partial<Record<K, Message>> = catalogue[catalogueLanguage];
  const message = table[key];
  if (message === undefined) {
    warn(`Missing translation "${key}" for language "${language}".`);
    return '';
  }
  const text = typeof message === 'string' ? message : pluralText(message, catalogueLanguage, values?.count, key, warn);
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => {
    if (!(name in values)) return match;
    const value = values[name];
    return name === 'count' && typeof value === 'number' ? numberFormatFor(catalogueLanguage).format(value) : String(value);
  });
}
