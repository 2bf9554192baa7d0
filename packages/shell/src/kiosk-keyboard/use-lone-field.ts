import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isTypeableField, type TypedField } from '@companion/ui';

/** Marks the docked keyboard: a tap or focus inside it keeps the field it types in. */
export const DOCKED_KEYBOARD_ATTRIBUTE = 'data-docked-keyboard';

/**
 * A field outside a form that has a keyboard of its own (`WithKioskKeyboard`): a search. Not a
 * field that asks for no keyboard at all (`inputmode="none"`: the card reader's, which the reader
 * types into), unless it is the one these keys already type in (they set that mode themselves).
 */
function isLoneField(target: EventTarget | null, typingIn?: TypedField): target is TypedField {
  if (!isTypeableField(target) || target.closest('[data-kiosk-keyboard]')) return false;
  return target === typingIn || target.getAttribute('inputmode') !== 'none';
}

function insideDockedKeyboard(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${DOCKED_KEYBOARD_ATTRIBUTE}]`) !== null;
}

/**
 * The lone field a kiosk guest is typing in, or null: chosen by focusing or tapping it, given up
 * when the focus goes anywhere but the docked keyboard, on Escape, on Done and with a new page.
 */
export function useLoneField(): { field: TypedField | null; putAway: () => void } {
  const { pathname } = useLocation();
  const [chosen, setChosen] = useState<{ field: TypedField; pathname: string } | null>(null);
  const typingIn = useRef<TypedField | undefined>(undefined);
  useEffect(() => {
    typingIn.current = chosen?.field;
  });
  useEffect(() => {
    const choose = (target: TypedField) => setChosen({ field: target, pathname });
    const onFocusIn = (event: FocusEvent) => {
      if (insideDockedKeyboard(event.target)) return;
      if (isLoneField(event.target, typingIn.current)) choose(event.target);
      else setChosen(null);
    };
    // A tap on the page's empty parts takes the focus to nothing; the keyboard's own keys do not take it.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget === null && isLoneField(event.target, typingIn.current)) setChosen(null);
    };
    // After Done or Escape the field may still have the focus: a tap on it brings the keys back.
    const onClick = (event: MouseEvent) => {
      if (isLoneField(event.target, typingIn.current)) choose(event.target);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setChosen(null);
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    // A field chosen before these listeners were there is taken up: one chosen before this code
    // loaded (it loads after the first screen), and one tapped between its first render and now,
    // whose focus went to nobody (the keys never came until a second tap).
    const focused = document.activeElement;
    if (isLoneField(focused, typingIn.current)) setChosen((current) => current ?? { field: focused, pathname });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [pathname]);
  // A new page puts the keyboard away: the field it typed in is gone.
  const field = chosen && chosen.pathname === pathname && chosen.field.isConnected ? chosen.field : null;
  return { field, putAway: () => setChosen(null) };
}
