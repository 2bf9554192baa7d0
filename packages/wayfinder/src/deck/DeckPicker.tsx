import { useState } from 'react';
import type { CabinDeck } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { deckPlanText } from '../rules/deck-plan-text';
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

export type DeckPickerProps = {
  decks: readonly PickableDeck[];
  /** What the hub marked as the destination (a venue, a cabin), named in the plan's text. */
  destinationName?: string | undefined;
  /** The ship's cabin categories: the plan's text names those on the chosen deck. */
  cabinCategories?: readonly CabinDeck[] | undefined;
};

/** Deck buttons (marked where the destination is and where you are) and the chosen deck's plan. */
export function DeckPicker({ decks, destinationName, cabinCategories }: DeckPickerProps) {
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
              // One name whatever the browser makes of the icons' spacing: "Deck 7, your destination".
              aria-label={[
                t('deck', { level: candidate.level }),
                ...(candidate.hasWayFinding ? [t('deckHasDestination')] : []),
                ...(candidate.isDevicePresent ? [t('deckHasYou')] : []),
              ].join(', ')}
              onClick={() => setChosen(candidate.level)}
            >
              {t('deck', { level: candidate.level })}
              {candidate.hasWayFinding ? <DestinationIcon /> : null}
              {candidate.isDevicePresent ? <HereIcon /> : null}
            </button>
          </li>
        ))}
      </ul>
      {deck ? (
        <figure className={styles.plan}>
          <img
            className={styles.picture}
            src={mapImageSource(deck.map)}
            alt={deckPlanText(deck, t, { destinationName, cabinCategories })}
          />
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
