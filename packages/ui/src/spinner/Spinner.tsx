import * as styles from './spinner.css';

/**
 * The loading state of a screen; `label` is read by screen readers ("Loading excursions").
 * `aria-busy` marks the region as still loading; test helpers wait for it to go.
 */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.wrapper} role="status" aria-live="polite" aria-busy="true">
      <span className={styles.ring} aria-hidden="true" />
      <span className={styles.visuallyHidden}>{label}</span>
    </div>
  );
}
