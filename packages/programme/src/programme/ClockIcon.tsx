import * as styles from '../programme.css';

/** The programme titles' clock (media §2.4); decorative, the title says it. */
export function ClockIcon() {
  return (
    <svg className={styles.titleIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 6v6l4 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
