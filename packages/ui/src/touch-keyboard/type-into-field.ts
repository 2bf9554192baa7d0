/** A field a guest types words or numbers in. */
export type TypedField = HTMLInputElement | HTMLTextAreaElement;

/** The fields an on-screen keyboard types into. */
const TYPEABLE =
  'input:not([type]), input[type="text"], input[type="search"], input[type="tel"], input[type="email"], input[type="password"], textarea';

export function typeableFields(container: ParentNode): TypedField[] {
  return Array.from(container.querySelectorAll<TypedField>(TYPEABLE)).filter((field) => !field.disabled && !field.readOnly);
}

/** Whether `element` is a field a guest can type words or numbers in now. */
export function isTypeableField(element: EventTarget | null): element is TypedField {
  return (
    (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
    element.matches(TYPEABLE) &&
    !element.disabled &&
    !element.readOnly
  );
}

/**
 * Tells the page's code the field changed, as typing does: React's change handler listens for
 * `input` and compares with the value it last rendered, which an edit by `setRangeText` bypasses.
 */
function announceInput(field: TypedField): void {
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Types `text` at the caret (over a selection), within the field's maximum length. */
export function typeInto(field: TypedField, text: string): void {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  const room = field.maxLength > 0 ? field.maxLength - (field.value.length - (end - start)) : Number.POSITIVE_INFINITY;
  if (room <= 0) return;
  field.setRangeText(text.slice(0, room), start, end, 'end');
  announceInput(field);
}

/** Deletes the selection, or the character before the caret. */
export function deleteBeforeCaret(field: TypedField): void {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  if (start === end && start === 0) return;
  field.setRangeText('', start === end ? start - 1 : start, end, 'end');
  announceInput(field);
}

/** The field after `current` in `container`, or `undefined` after the last. */
export function fieldAfter(container: ParentNode, current: TypedField): TypedField | undefined {
  const fields = typeableFields(container);
  return fields[fields.indexOf(current) + 1];
}

/** Where typing goes before the guest chose a field: the first empty one, else the first. */
export function firstFieldToFill(container: ParentNode): TypedField | undefined {
  const fields = typeableFields(container);
  return fields.find((field) => field.value === '') ?? fields[0];
}

/**
 * A letter or Delete pressed on an on-screen keyboard for `field`. A tap first puts the caret in
 * the field, where the letters go; a key pressed from the keyboard's own focus (Tab, a screen
 * reader) leaves the focus on the keys.
 */
export function pressKey(field: TypedField, key: { text: string } | 'delete', keys: Element | null): void {
  if (!keys?.contains(document.activeElement)) field.focus();
  if (key === 'delete') deleteBeforeCaret(field);
  else typeInto(field, key.text);
}

/**
 * While an on-screen keyboard is shown its fields ask the system for none (`inputmode="none"`),
 * which would open over it; the returned function gives each field its own mode back.
 */
export function askNoSystemKeyboard(fields: readonly TypedField[]): () => void {
  const modes = fields.map((field) => [field, field.getAttribute('inputmode')] as const);
  for (const field of fields) field.setAttribute('inputmode', 'none');
  return () => {
    for (const [field, mode] of modes) {
      if (mode === null) field.removeAttribute('inputmode');
      else field.setAttribute('inputmode', mode);
    }
  };
}
