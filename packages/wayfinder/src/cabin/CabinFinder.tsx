import { useCallback, useEffect, useId, useState } from 'react';
import type { HubClient } from '@companion/hub-client';
import { HubDataState, useHubData, useMessages, useThemeSettings } from '@companion/shell';
import { Keypad, visuallyHidden } from '@companion/ui';
import { DeckViews } from '../deck/DeckViews';
import { acceptedCabinDigits, CABIN_INPUT_MAX, canSearchCabin } from '../rules/cabin-search';
import { wayfinderMessages } from '../wayfinder-messages';
import * as styles from './cabin.css';
import { loadCabin, type CabinViews } from './load-cabin';

/** What a search found, in the one sentence the live region says. */
type Answer = { found: boolean; sentence: string };

/**
 * The Cabin Finder (media-and-guest-services.md §2.9): a keypad whose Search is enabled within
 * the theme's digit bounds; each search starts afresh (earlier errors cleared) and shows the
 * cabin's deck on the side view and its plan.
 *
 * Only a short sentence is live (polite): the prompt before the first search, then the answer.
 * The deck views are outside it: inside, a screen reader read the deck buttons, legend and figure
 * with the answer, and again at each press of a deck button. "Could not be found" is shown in the
 * live sentence itself, not as a status inside it (read twice); "found" is said there in other
 * words than the deck views' visible sentence, and only to screen readers.
 */
export function CabinFinder({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useMessages(wayfinderMessages);
  const bounds = useThemeSettings().cabinDigits;
  const accepted = acceptedCabinDigits(bounds);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState<{ cabin: string; count: number } | null>(null);
  const [answer, setAnswer] = useState<Answer | undefined>();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <section className={styles.finder} aria-labelledby={headingId}>
      <div className={styles.keypadColumn}>
        <Heading id={headingId} className={styles.heading}>
          {t('cabinFinder')}
        </Heading>
        <p className={styles.hint}>
          {accepted.fewest === accepted.most
            ? t('cabinHintExact', { digits: accepted.fewest })
            : t('cabinHint', { min: accepted.fewest, max: accepted.most })}
        </p>
        <Keypad
          value={input}
          onChange={setInput}
          onSubmit={(cabin) => {
            setAnswer(undefined);
            setSearch((previous) => ({ cabin, count: (previous?.count ?? 0) + 1 }));
          }}
          canSubmit={canSearchCabin(input, bounds)}
          maxLength={CABIN_INPUT_MAX}
          labels={{ input: t('cabinNumber'), clear: t('clear'), backspace: t('backspace'), submit: t('search') }}
        />
      </div>
      <div className={styles.result}>
        <p className={!search ? styles.prompt : answer && !answer.found ? styles.notFound : visuallyHidden} aria-live="polite">
          {search ? (answer?.sentence ?? '') : t('cabinPrompt')}
        </p>
        {/* A new key per search: the previous answer and its error go, the new one loads. */}
        {search ? <CabinResult key={search.count} cabin={search.cabin} onAnswer={setAnswer} /> : null}
      </div>
    </section>
  );
}

/** The searched cabin's deck views, or the search's loading or failed state; its answer goes to `onAnswer`. */
function CabinResult({ cabin, onAnswer }: { cabin: string; onAnswer: (answer: Answer | undefined) => void }) {
  const t = useMessages(wayfinderMessages);
  const load = useCallback((hub: HubClient) => loadCabin(hub, cabin), [cabin]);
  const views = useHubData(load);
  const answer = views.status === 'ready' ? answerOf(views.value) : undefined;
  const found = answer?.found;
  const sentence = answer?.sentence;
  useEffect(() => {
    onAnswer(found === undefined || sentence === undefined ? undefined : { found, sentence });
  }, [found, sentence, onAnswer]);
  return (
    <HubDataState data={views} loadingLabel={t('searchingCabin', { cabin })} failedTitle={t('cabinSearchFailed')}>
      {(value) =>
        value.found ? <DeckViews sideView={value.sideView} decks={value.decks} destinationName={t('cabin', { cabin })} /> : null
      }
    </HubDataState>
  );

  function answerOf(value: CabinViews): Answer {
    if (!value.found) return { found: false, sentence: t('cabinNotFound') };
    const level = value.decks.find((deck) => deck.hasWayFinding)?.level;
    return { found: true, sentence: level === undefined ? t('cabinFound', { cabin }) : t('cabinFoundOnDeck', { cabin, level }) };
  }
}
