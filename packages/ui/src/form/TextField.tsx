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
  /**
   * The message is an alert, read out when it appears (the default). False in a form that moves
   * focus to the first field in error (`useFailedSubmit`): the field's description says it there,
   * and several alerts at once, each read again at its field, were noise.
   */
  announceError?: boolean;
};

export function TextField({
  label,
  error,
  invalid = false,
  hint,
  announceError = true,
  className,
  'aria-describedby': alsoDescribedBy,
  ...input
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // A caller's own ids (a form-wide message, e.g. a refused login) join the field's hint and message.
  const describedBy = [hint ? hintId : '', error ? errorId : '', alsoDescribedBy ?? ''].filter(Boolean).join(' ');
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
        <p id={errorId} className={styles.error} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
