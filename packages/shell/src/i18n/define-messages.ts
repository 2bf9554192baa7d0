export const supportedLanguages = ['en', 'de'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

/**
 * A text that depends on a number: one form per Intl.PluralRules category of the `count`
 * value, `other` always present because every language has it (English and German also use
 * `one`; other categories are there for languages we may add).
 */
export type PluralMessage = { other: string } & Partial<Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>>;
export type Message = string | PluralMessage;

/** A package's own catalogue: the English keys are the source of truth, German must have each. */
export type MessageCatalogue<K extends string> = { en: Record<K, Message>; de: Record<K, Message> };

export function defineMessages<K extends string>(catalogue: MessageCatalogue<K>): MessageCatalogue<K> {
  return catalogue;
}
