import type { MouseEvent, ReactNode } from 'react';
import * as styles from './touch-keyboard.css';

/** What a key does: types its text, deletes before the caret, or ends with the last key (Next field, Done). */
export type KeyAction = { text: string } | 'delete' | 'last';

export type TouchKeysLabels = {
  space: string;
  /** The delete key's name ("Delete"). */
  backspace: string;
  /** The key that switches between capitals and small letters ("Capital letters"). */
  capitals: string;
  /** The last key's name: "Next field" under a form, "Done" for a single field. */
  last: string;
};

/**
 * Digits, the letters with the umlauts of German names, and what a date, an email address and a
 * sentence need. Letters are written in capitals here and typed as the capitals key says.
 */
const rows = [
  ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'],
  ['Q', 'W', 'E', 'R', 'T', 'Y', 'U', 'I', 'O', 'P', 'Ü'],
  ['A', 'S', 'D', 'F', 'G', 'H', 'J', 'K', 'L', 'Ö', 'Ä'],
  ['Z', 'X', 'C', 'V', 'B', 'N', 'M', ',', '.', '-', '?'],
] as const;

/**
 * The keys of the on-screen keyboards: what a key types, and the press that must not take the
 * focus from the field being typed in (its mousedown is not allowed to move it).
 */
export function TouchKeys({
  labels,
  capitals,
  onCapitals,
  onPress,
}: {
  labels: TouchKeysLabels;
  capitals: boolean;
  onCapitals: () => void;
  onPress: (action: KeyAction) => void;
}) {
  const letter = (key: string) => (capitals ? key : key.toLocaleLowerCase('de'));
  return (
    <>
      {rows.map((keys, row) => (
        <div key={keys[0]} className={styles.row}>
          {row === 3 ? (
            <button
              type="button"
              className={styles.key}
              aria-pressed={capitals}
              aria-label={labels.capitals}
              onMouseDown={keepFocus}
              onClick={onCapitals}
            >
              <span aria-hidden="true">⇧</span>
            </button>
          ) : null}
          {keys.map((key) => (
            <Key key={key} action={{ text: letter(key) }} onPress={onPress}>
              {letter(key)}
            </Key>
          ))}
        </div>
      ))}
      <div className={styles.row}>
        <Key action={{ text: '@' }} onPress={onPress}>
          @
        </Key>
        <Key action={{ text: '/' }} onPress={onPress}>
          /
        </Key>
        <Key action={{ text: "'" }} onPress={onPress}>
          '
        </Key>
        <Key className={styles.spaceKey} action={{ text: ' ' }} onPress={onPress}>
          {labels.space}
        </Key>
        <Key className={styles.wideKey} action="delete" onPress={onPress}>
          <span aria-hidden="true">⌫ </span>
          {labels.backspace}
        </Key>
        <Key className={styles.wideKey} action="last" onPress={onPress}>
          {labels.last}
          <span aria-hidden="true"> →</span>
        </Key>
      </div>
    </>
  );
}

const keepFocus = (event: MouseEvent) => event.preventDefault();

function Key({
  children,
  action,
  onPress,
  className = styles.key,
}: {
  children: ReactNode;
  action: KeyAction;
  onPress: (action: KeyAction) => void;
  className?: string;
}) {
  return (
    <button type="button" className={className} onMouseDown={keepFocus} onClick={() => onPress(action)}>
      {children}
    </button>
  );
}
