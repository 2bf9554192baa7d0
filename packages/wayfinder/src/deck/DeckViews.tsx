import type { Deck, SideView } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { mapImageSource } from '../rules/map-image';
import { wayfinderMessages } from '../wayfinder-messages';
import * as styles from './deck.css';
import { DeckPicker } from './DeckPicker';
import { DestinationIcon, HereIcon } from './MarkerIcons';

export type DeckViewsProps = { sideView: SideView; decks: readonly Deck[]; destinationName: string };

/**
 * The wayfinder's answer at a glance: where the destination is (a sentence and the marked side
 * view), where you are on a kiosk, then every deck's button and the chosen deck's plan.
 */
export function DeckViews({ sideView, decks, destinationName }: DeckViewsProps) {
  const t = useMessages(wayfinderMessages);
  const destinationDeck = decks.find((deck) => deck.hasWayFinding);
  const deviceDeck = decks.find((deck) => deck.isDevicePresent);
  return (
    <div className={styles.views}>
      {destinationDeck ? (
        <p className={styles.summary}>{t('destinationOnDeck', { destination: destinationName, level: destinationDeck.level })}</p>
      ) : null}
      {deviceDeck ? <p className={styles.here}>{t('youAreOnDeck', { level: deviceDeck.level })}</p> : null}
      <ul className={styles.legend} aria-label={t('legend')}>
        <li className={styles.legendItem}>
          <HereIcon />
          {t('youAreHere')}
        </li>
        <li className={styles.legendItem}>
          <DestinationIcon />
          {t('destinations')}
        </li>
      </ul>
      <img
        className={styles.picture}
        src={mapImageSource(sideView.map)}
        alt={destinationDeck ? t('sideView', { destination: destinationName, level: destinationDeck.level }) : t('sideViewNoDestination')}
      />
      <DeckPicker key={destinationName} decks={decks} destinationName={destinationName} />
    </div>
  );
}
