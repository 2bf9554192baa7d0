import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import * as styles from './touch-keyboard.css';
import { TouchKeys, type KeyAction } from './TouchKeys';
import { askNoSystemKeyboard, fieldAfter, firstFieldToFill, pressKey, typeableFields, type TypedField } from './type-into-field';

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
  // In the commit that shows the keys (as FieldKeyboard): no moment in which the fields still ask
  // for the system's keyboard.
  useLayoutEffect(() => {
    const container = fields.current;
    if (!container) return undefined;
    const remember = (event: FocusEvent) => {
      const field = typeableFields(container).find((candidate) => candidate === event.target);
      if (field) chosen.current = field;
    };
    container.addEventListener('focusin', remember);
    const giveModesBack = askNoSystemKeyboard(typeableFields(container));
    return () => {
      container.removeEventListener('focusin', remember);
      giveModesBack();
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
    if (action === 'last') {
      const after = fieldAfter(container, field);
      if (after) {
        chosen.current = after;
        after.focus();
      }
      return;
    }
    pressKey(field, action, keyboard.current);
  };
  return (
    <div ref={keyboard} role="group" aria-label={labels.keyboard} className={styles.keyboard}>
      <TouchKeys
        labels={{ ...labels, last: labels.next }}
        capitals={capitals}
        onCapitals={() => setCapitals((current) => !current)}
        onPress={press}
      />
    </div>
  );
}
