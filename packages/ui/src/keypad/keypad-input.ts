/** The keypad's text rules, pure so each has its own test. */

/** Keeps the digits of what was typed or pasted, at most `maxLength` of them. */
export function keypadValue(typed: string, maxLength: number): string {
  return typed.replace(/\D/g, '').slice(0, maxLength);
}

/** A digit pressed on the keypad: ignored once the input is full. */
export function pressDigit(value: string, digit: string, maxLength: number): string {
  return keypadValue(value + digit, maxLength);
}

export function pressBackspace(value: string): string {
  return value.slice(0, -1);
}

/**
 * A physical key pressed while an on-screen key has the focus: a digit types, Backspace deletes
 * the last digit, Escape clears (the C key). Undefined for every other key, which keeps its usual
 * meaning (Tab moves on, Enter and Space press the focused key).
 */
export function keyboardEdit(value: string, key: string, maxLength: number): string | undefined {
  if (/^\d$/.test(key)) return pressDigit(value, key, maxLength);
  if (key === 'Backspace') return pressBackspace(value);
  if (key === 'Escape') return '';
  return undefined;
}
