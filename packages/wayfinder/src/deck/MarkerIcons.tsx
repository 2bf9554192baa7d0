import * as styles from './deck.css';

/** The legend's symbols, drawn as the hub draws them on its maps (red pin, blue dot). */
export function DestinationIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 32" aria-hidden="true" focusable="false">
      <path d="M12 31 L3 15 A10 10 0 1 1 21 15 Z" fill="#c62828" stroke="#fff" strokeWidth="2" />
      <circle cx="12" cy="11" r="4" fill="#fff" />
    </svg>
  );
}

export function HereIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#1565c0" opacity="0.25" />
      <circle cx="16" cy="16" r="9" fill="#1565c0" stroke="#fff" strokeWidth="3" />
    </svg>
  );
}
