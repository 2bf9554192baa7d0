import * as styles from './spinner.css';

/** The loading state of a screen; `label` is read by screen readers ("Loading excursions"). */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.wrapper} role="status" aria-live="polite">
      <span className={styles.ring} aria-hidden="true" />
      <span className={styles.visuallyHidden}>{label}</span>
    </div>
  );
}
