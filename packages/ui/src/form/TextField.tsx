import { useId, type InputHTMLAttributes } from 'react';
import * as styles from './form.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** The translated message; the field is marked invalid and the message is announced. */
  error?: string | undefined;
  /** Marks the field without a message of its own (a failed login marks every field). */
  invalid?: boolean;
};

export function TextField({ label, error, invalid = false, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={error ? errorId : undefined}
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
