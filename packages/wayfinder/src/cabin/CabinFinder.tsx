import { useCallback, useId, useState } from 'react';
import type { HubClient } from '@companion/hub-client';
import { HubDataState, useHubData, useMessages, useThemeSettings } from '@companion/shell';
import { Keypad } from '@companion/ui';
import { DeckViews } from '../deck/DeckViews';
import { acceptedCabinDigits, CABIN_INPUT_MAX, canSearchCabin } from '../rules/cabin-search';
import { wayfinderMessages } from '../wayfinder-messages';
import * as styles from './cabin.css';
import { loadCabin, type CabinViews } from './load-cabin';

/**
 * The Cabin Finder (media-and-guest-services.md §2.9): a keypad whose Search is enabled within
 * the theme's digit bounds; each search starts afresh (earlier errors cleared) and shows the
 * cabin's deck on the side view and its plan.
 */
export function CabinFinder({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useMessages(wayfinderMessages);
  const bounds = useThemeSettings().cabinDigits;
  const accepted = acceptedCabinDigits(bounds);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState<{ cabin: string; count: number } | null>(null);
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
          onSubmit={(cabin) => setSearch((previous) => ({ cabin, count: (previous?.count ?? 0) + 1 }))}
          canSubmit={canSearchCabin(input, bounds)}
          maxLength={CABIN_INPUT_MAX}
          labels={{ input: t('cabinNumber'), clear: t('clear'), backspace: t('backspace'), submit: t('search') }}
        />
      </div>
      <div className={styles.result} aria-live="polite">
        {/* A new key per search: the previous answer and its error go, the new one loads. */}
        {search ? <CabinResult key={search.count} cabin={search.cabin} /> : <p className={styles.prompt}>{t('cabinPrompt')}</p>}
      </div>
    </section>
  );
}

function CabinResult({ cabin }: { cabin: string }) {
  const t = useMessages(wayfinderMessages);
  const load = useCallback((hub: HubClient) => loadCabin(hub, cabin), [cabin]);
  const views = useHubData(load);
  return (
    <HubDataState
      data={views}
      loadingLabel={t('searchingCabin', { cabin })}
      failedTitle={t('cabinSearchFailed')}
      empty={{ when: (value: CabinViews) => !value.found, title: t('cabinNotFound') }}
    >
      {(value) =>
        value.found ? <DeckViews sideView={value.sideView} decks={value.decks} destinationName={t('cabin', { cabin })} /> : null
      }
    </HubDataState>
  );
}
