import * as styles from './card-reader-picture.css';

/**
 * A cruise card going into the kiosk's reader: on a tall kiosk screen the card login is one line
 * and one field, and a guest reads a picture of what to do before the words. Decorative (the
 * label says the same), drawn in the theme's colours so it suits every operator.
 */
export function CardReaderPicture() {
  return (
    <svg className={styles.picture} viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      {/* The card, half in the reader's slot: drawn first, so the reader hides its lower half. */}
      <g className={styles.card}>
        <rect x="120" y="20" width="160" height="180" rx="12" />
        <rect className={styles.stripe} x="120" y="44" width="160" height="22" />
        <rect className={styles.chip} x="140" y="92" width="34" height="26" rx="5" />
      </g>
      {/* The reader, its slot and a light that shows it is ready. */}
      <rect className={styles.reader} x="90" y="150" width="220" height="130" rx="18" />
      <rect className={styles.slot} x="108" y="144" width="184" height="12" rx="6" />
      <circle className={styles.light} cx="280" cy="250" r="10" />
      {/* Which way it goes. */}
      <path className={styles.arrow} d="M340 40 v90 m-18 -20 l18 20 l18 -20" />
    </svg>
  );
}
