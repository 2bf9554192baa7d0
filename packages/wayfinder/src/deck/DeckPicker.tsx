import { useState } from 'react';
import { useMessages } from '@companion/shell';
import { visuallyHidden } from '@companion/ui';
import { mapImageSource } from '../rules/map-image';
import { wayfinderMessages } from '../wayfinder-messages';
import * as styles from './deck.css';
import { DestinationIcon, HereIcon } from './MarkerIcons';

/** A deck as the top view and the ship content send it; markers only in the top view. */
export type PickableDeck = {
  level: number;
  name?: string | null;
  map: string;
  isDevicePresent?: boolean | null;
  hasWayFinding?: boolean | null;
};

/** The deck opened first: the destination's, else the one this device stands on, else the top one. */
export function firstDeck(decks: readonly PickableDeck[]): number | undefined {
  return (decks.find((deck) => deck.hasWayFinding) ?? decks.find((deck) => deck.isDevicePresent) ?? decks[0])?.level;
}

/** Deck buttons (marked where the destination is and where you are) and the chosen deck's plan. */
export function DeckPicker({ decks }: { decks: readonly PickableDeck[] }) {
  const t = useMessages(wayfinderMessages);
  const [chosen, setChosen] = useState(() => firstDeck(decks));
  const deck = decks.find((candidate) => candidate.level === chosen);
  return (
    <>
      <ul className={styles.deckButtons} aria-label={t('decks')}>
        {decks.map((candidate) => (
          <li key={candidate.level}>
            <button
              type="button"
              className={styles.deckButton}
              aria-pressed={candidate.level === chosen}
              onClick={() => setChosen(candidate.level)}
            >
              {t('deck', { level: candidate.level })}
              {candidate.hasWayFinding ? <DestinationIcon /> : null}
              {candidate.hasWayFinding ? <span className={visuallyHidden}>{`, ${t('destinations')}`}</span> : null}
              {candidate.isDevicePresent ? <HereIcon /> : null}
              {candidate.isDevicePresent ? <span className={visuallyHidden}>{`, ${t('youAreHere')}`}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      {deck ? (
        <figure className={styles.plan}>
          <img className={styles.picture} src={mapImageSource(deck.map)} alt={t('deckPlan', { level: deck.level })} />
          <figcaption className={styles.caption}>
            <span>{deck.name ? `${t('deck', { level: deck.level })} · ${deck.name}` : t('deck', { level: deck.level })}</span>
            {deck.hasWayFinding ? (
              <span className={styles.legendItem}>
                <DestinationIcon />
                {t('destinations')}
              </span>
            ) : null}
            {deck.isDevicePresent ? (
              <span className={styles.legendItem}>
                <HereIcon />
                {t('youAreHere')}
              </span>
            ) : null}
          </figcaption>
        </figure>
      ) : null}
    </>
  );
}
