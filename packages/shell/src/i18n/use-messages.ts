import { useCallback } from 'react';
import type { MessageCatalogue } from './define-messages';
import { translate, type Translate } from './translate';
import { useLanguage } from './use-language';

/** `const t = useMessages(contentMessages)`: each package passes its own catalogue, keys are typed. */
export function useMessages<K extends string>(catalogue: MessageCatalogue<K>): Translate<K> {
  const language = useLanguage();
  return useCallback<Translate<K>>((key, values) => translate(catalogue, language, key, values), [catalogue, language]);
}
