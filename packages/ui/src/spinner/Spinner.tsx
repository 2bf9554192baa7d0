import * as styles from './spinner.css';

/**
 * The loading state of a screen; `label` is read by screen readers ("Loading excursions").
 * The status region is deliberately not `aria-busy`: assistive technology holds back what a busy
 * region says until it is no longer busy, and this one is removed while still loading, so its
 * label would never be heard. `data-loading` is the marker test helpers wait to see go
 * (`LOADING_SELECTOR` in @companion/test-harness).
 */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.wrapper} role="status" aria-live="polite" data-loading="">
      <span className={styles.ring} aria-hidden="true" />
      <span className={styles.visuallyHidden}>{label}</span>
    </div>
  );
}
