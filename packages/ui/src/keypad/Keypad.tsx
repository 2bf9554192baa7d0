import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { visuallyHidden } from '../visually-hidden/visually-hidden.css';
import * as styles from './keypad.css';
import { keyboardEdit, keypadValue, pressBackspace, pressDigit } from './keypad-input';

export type KeypadLabels = {
  /** The input's label ("Cabin number"). */
  input: string;
  /** Said after the C key's letter to screen readers ("Clear"). */
  clear: string;
  /** The backspace key's name ("Delete last digit"). */
  backspace: string;
  /** The submit button ("Search"). */
  submit: string;
};

export type KeypadProps = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (value: string) => void;
  /** The submit button (and Enter) work only when this is true. */
  canSubmit: boolean;
  maxLength: number;
  labels: KeypadLabels;
};

const digits = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/**
 * A digit keypad for touch screens that also takes the physical keyboard: the input accepts typed
 * and pasted digits (nothing else, at most `maxLength`) and Enter submits, while the on-screen
 * keys type, clear (C) and delete (⌫). The input keeps focus-free typing possible on a kiosk
 * with a keyboard and gives screen readers one named field to read.
 */
export function Keypad({ value, onChange, onSubmit, canSubmit, maxLength, labels }: KeypadProps) {
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onSubmit(value);
  };
  // After a tap on an on-screen key the focus sits on that key, not in the input: the physical
  // keyboard's digits and Backspace still edit the number (the input handles its own keys), and
  // Escape clears as C does.
  const typeFromKeyboard = (event: KeyboardEvent<HTMLFormElement>) => {
    if ((event.target instanceof HTMLInputElement && event.key !== 'Escape') || event.altKey || event.ctrlKey || event.metaKey) return;
    const edited = keyboardEdit(value, event.key, maxLength);
    if (edited === undefined) return;
    event.preventDefault();
    onChange(edited);
  };
  return (
    <form className={styles.keypad} onSubmit={submit} onKeyDown={typeFromKeyboard} role="search" aria-label={labels.input}>
      <label className={styles.label} htmlFor={inputId}>
        {labels.input}
      </label>
      <input
        id={inputId}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(keypadValue(event.target.value, maxLength))}
        inputMode="numeric"
        autoComplete="off"
        maxLength={maxLength}
        enterKeyHint="search"
      />
      <div className={styles.keys}>
        {digits.map((digit) => (
          <button key={digit} type="button" className={styles.key} onClick={() => onChange(pressDigit(value, digit, maxLength))}>
            {digit}
          </button>
        ))}
        <button type="button" className={styles.key} onClick={() => onChange('')}>
          {'C'}
          <span className={visuallyHidden}> {labels.clear}</span>
        </button>
        <button type="button" className={styles.key} onClick={() => onChange(pressDigit(value, '0', maxLength))}>
          0
        </button>
        <button type="button" className={styles.key} onClick={() => onChange(pressBackspace(value))}>
          <span aria-hidden="true">⌫</span>
          <span className={visuallyHidden}>{labels.backspace}</span>
        </button>
      </div>
      <button type="submit" className={styles.submit} disabled={!canSubmit}>
        {labels.submit}
      </button>
    </form>
  );
}
