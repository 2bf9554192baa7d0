import { Button } from '../button/Button';
import * as styles from './state-message.css';

export type ErrorStateProps = { title: string; detail?: string; retryLabel?: string; onRetry?: () => void };

/** A screen whose hub call failed: says so and offers to try again, never a white page. */
export function ErrorState({ title, detail, retryLabel, onRetry }: ErrorStateProps) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.title}>{title}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      {onRetry && retryLabel ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
    </div>
  );
}
