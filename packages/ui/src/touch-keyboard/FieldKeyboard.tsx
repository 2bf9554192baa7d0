import { useLayoutEffect, useRef, useState } from 'react';
import * as styles from './touch-keyboard.css';
import { TouchKeys, type KeyAction } from './TouchKeys';
import { askNoSystemKeyboard, pressKey, type TypedField } from './type-into-field';

export type FieldKeyboardLabels = {
  /** The keyboard's name for screen readers ("On-screen keyboard"). */
  keyboard: string;
  space: string;
  backspace: string;
  capitals: string;
  /** The last key: ends the typing, and sends the field's form where it has one ("Done"). */
  done: string;
};

export type FieldKeyboardProps = {
  /** The field the guest is typing in. */
  field: TypedField;
  labels: FieldKeyboardLabels;
  /** Called after Done, once the field's form (a film search) was sent. */
  onDone: () => void;
};

/**
 * A keyboard docked at the foot of a kiosk's screen for one field outside a form of its own (a
 * search that filters as the guest types): small letters, and Done in place of Next field, which
 * sends the field's form if it is in one (as Enter would) and puts the keyboard away.
 *
 * While it is shown the field asks the system for no keyboard of its own (`inputmode="none"`).
 */
export function FieldKeyboard({ field, labels, onDone }: FieldKeyboardProps) {
  const keyboard = useRef<HTMLDivElement>(null);
  const [capitals, setCapitals] = useState(false);
  // In the commit that shows the keys, before the browser paints or anything reads the field: a
  // passive effect left a moment in which the focused field still asked for the system's keyboard.
  useLayoutEffect(() => askNoSystemKeyboard([field]), [field]);

  const press = (action: KeyAction) => {
    if (action === 'last') {
      field.form?.requestSubmit();
      onDone();
      return;
    }
    if (field.isConnected && !field.disabled) pressKey(field, action, keyboard.current);
  };
  return (
    <div ref={keyboard} role="group" aria-label={labels.keyboard} className={styles.docked}>
      <TouchKeys
        labels={{ ...labels, last: labels.done }}
        capitals={capitals}
        onCapitals={() => setCapitals((current) => !current)}
        onPress={press}
      />
    </div>
  );
}
