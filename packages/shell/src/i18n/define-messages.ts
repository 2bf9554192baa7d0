export const supportedLanguages = ['en', 'de'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

/** A package's own catalogue: the English keys are the source of truth, German must have each. */
export type MessageCatalogue<K extends string> = { en: Record<K, string>; de: Record<K, string> };

export function defineMessages<K extends string>(catalogue: MessageCatalogue<K>): MessageCatalogue<K> {
  return catalogue;
}
