// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accountMessages } from '@companion/account';
import { basketMessages } from '@companion/basket';
import { contentMessages } from '@companion/content';
import { excursionsMessages } from '@companion/excursions';
import { sessionMessages } from '@companion/session';
import { programmeMessages } from '@companion/programme';
import { reservationsMessages } from '@companion/reservations';
import { photomatchMessages } from '@companion/photomatch';
import { musterMessages } from '@companion/muster';
import { feedbackMessages } from '@companion/feedback';
import { wayfinderMessages } from '@companion/wayfinder';
import { shellMessages } from '@companion/shell';

/**
 * Every catalogue has a German text for each English key and no empty texts. Typecheck catches
 * most gaps through defineMessages; this also catches an empty string slipping in.
 */
const catalogues = {
  shell: shellMessages,
  session: sessionMessages,
  account: accountMessages,
  content: contentMessages,
  excursions: excursionsMessages,
  basket: basketMessages,
  programme: programmeMessages,
  reservations: reservationsMessages,
  photomatch: photomatchMessages,
  muster: musterMessages,
  feedback: feedbackMessages,
  wayfinder: wayfinderMessages,
};

/** Labels the spec words with a bracket and that stand beside no count (the wayfinder legend, media §2.9). */
const countlessSpecLabels = new Set(['Destination(s)', 'Ziel(e)']);

describe.each(Object.entries(catalogues))('%s catalogue', (_name, catalogue) => {
  it('has the same keys in English and German', () => {
    expect(Object.keys(catalogue.de).sort()).toEqual(Object.keys(catalogue.en).sort());
  });

  it('has no empty texts', () => {
    for (const message of [...Object.values(catalogue.en), ...Object.values(catalogue.de)])
      for (const text of typeof message === 'string' ? [message] : Object.values(message)) expect(text?.trim()).not.toBe('');
  });

  // Issue 13: "1 experiences". A count picks its form by the language's plural rules.
  it('writes every count as a plural text with the "one" and "other" forms', () => {
    for (const message of [...Object.values(catalogue.en), ...Object.values(catalogue.de)]) {
      if (typeof message === 'string') {
        if (!countlessSpecLabels.has(message)) expect(message).not.toMatch(/\(s\)|\(e?n\)|Platz\/Plätze/);
      } else expect(Object.keys(message).sort()).toEqual(['one', 'other']);
    }
  });
});
