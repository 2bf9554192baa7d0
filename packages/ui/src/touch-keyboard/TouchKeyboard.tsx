import { useEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import * as styles from './touch-keyboard.css';
import { deleteBeforeCaret, fieldAfter, firstFieldToFill, typeableFields, typeInto, type TypedField } from './type-into-field';

export type TouchKeyboardLabels = {
  /** The keyboard's name for screen readers ("On-screen keyboard"). */
  keyboard: string;
  space: string;
  /** The delete key's name ("Delete"). */
  backspace: string;
  /** Moves to the next field ("Next field"). */
  next: string;
  /** The key that switches between capitals and small letters ("Capital letters"). */
  capitals: string;
};

export type TouchKeyboardProps = {
  /** The part of the page whose fields the keyboard types into (a login form, a problem report). */
  fields: RefObject<HTMLElement | null>;
  labels: TouchKeyboardLabels;
  /**
   * Whether letters start as capitals: yes for a booking reference and a surname, typed as on a
   * boarding card (the hub compares them without case); no for an email address or a message.
   */
  startInCapitals?: boolean;
};

/** What a key does: types its text, deletes before the caret, or moves to the next field. */
type KeyAction = { text: string } | 'delete' | 'next';

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
 * A keyboard on the screen for a public touch kiosk, which has none of its own: it types into the
 * field of `fields` the guest last chose (at first the first empty one), at the caret, within the
 * field's maximum length, exactly as typing would (the form's own rules format and check it).
 *
 * A tap on a key keeps the focus in the field (the press is not allowed to move it), so the guest
 * sees the caret where the next letter goes and a screen reader stays on the field; a key reached
 * with Tab and pressed types into the field chosen last. While it is shown, the fields ask the
 * system for no keyboard of its own (`inputmode="none"`), which would cover this one.
 */
export function TouchKeyboard({ fields, labels, startInCapitals = true }: TouchKeyboardProps) {
  const chosen = useRef<TypedField | null>(null);
  const keyboard = useRef<HTMLDivElement>(null);
  const [capitals, setCapitals] = useState(startInCapitals);
  useEffect(() => {
    const container = fields.current;
    if (!container) return undefined;
    const remember = (event: FocusEvent) => {
      const field = typeableFields(container).find((candidate) => candidate === event.target);
      if (field) chosen.current = field;
    };
    container.addEventListener('focusin', remember);
    const quieted = typeableFields(container).map((field) => [field, field.getAttribute('inputmode')] as const);
    for (const [field] of quieted) field.setAttribute('inputmode', 'none');
    return () => {
      container.removeEventListener('focusin', remember);
      for (const [field, mode] of quieted) {
        if (mode === null) field.removeAttribute('inputmode');
        else field.setAttribute('inputmode', mode);
      }
    };
  }, [fields]);

  const target = (): TypedField | undefined => {
    const container = fields.current;
    if (!container) return undefined;
    const last = chosen.current;
    return last && container.contains(last) && !last.disabled ? last : firstFieldToFill(container);
  };
  const press = (action: KeyAction) => {
    const container = fields.current;
    const field = target();
    if (!container || !field) return;
    if (action === 'next') {
      const after = fieldAfter(container, field);
      if (after) {
        chosen.current = after;
        after.focus();
      }
      return;
    }
    // A first tap with no field chosen yet shows the caret where the letters go; a key pressed
    // from the keyboard's own focus (Tab, a screen reader) leaves the focus on the keys.
    if (!keyboard.current?.contains(document.activeElement)) field.focus();
    if (action === 'delete') deleteBeforeCaret(field);
    else typeInto(field, action.text);
  };
  const letter = (key: string) => (capitals ? key : key.toLocaleLowerCase('de'));

  return (
    <div ref={keyboard} role="group" aria-label={labels.keyboard} className={styles.keyboard}>
      {rows.map((keys, row) => (
        <div key={keys[0]} className={styles.row}>
          {row === 3 ? (
            <button
              type="button"
              className={styles.key}
              aria-pressed={capitals}
              aria-label={labels.capitals}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => setCapitals((current) => !current)}
            >
              <span aria-hidden="true">⇧</span>
            </button>
          ) : null}
          {keys.map((key) => (
            <Key key={key} action={{ text: letter(key) }} onPress={press}>
              {letter(key)}
            </Key>
          ))}
        </div>
      ))}
      <div className={styles.row}>
        <Key action={{ text: '@' }} onPress={press}>
          @
        </Key>
        <Key action={{ text: '/' }} onPress={press}>
          /
        </Key>
        <Key action={{ text: "'" }} onPress={press}>
          '
        </Key>
        <Key className={styles.spaceKey} action={{ text: ' ' }} onPress={press}>
          {labels.space}
        </Key>
        <Key className={styles.wideKey} action="delete" onPress={press}>
          <span aria-hidden="true">⌫ </span>
          {labels.backspace}
        </Key>
        <Key className={styles.wideKey} action="next" onPress={press}>
          {labels.next}
          <span aria-hidden="true"> →</span>
        </Key>
      </div>
    </div>
  );
}

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
  // The press must not take the focus from the field being typed in.
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  return (
    <button type="button" className={className} onMouseDown={keepFocus} onClick={() => onPress(action)}>
      {children}
    </button>
  );
}
