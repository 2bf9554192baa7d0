import { useId, type InputHTMLAttributes } from 'react';
import * as styles from './form.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** The translated message; the field is marked invalid and the message is announced. */
  error?: string | undefined;
  /** Marks the field without a message of its own (a failed login marks every field). */
  invalid?: boolean;
  /** Shown under the label and announced with the field: what to type, e.g. a date format. */
  hint?: string | undefined;
};

export function TextField({ label, error, invalid = false, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        className={styles.input}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
