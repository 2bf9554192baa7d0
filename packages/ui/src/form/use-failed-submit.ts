import { useCallback, useEffect, useRef, useState } from 'react';
import { breakpoints } from '@companion/theme';

const FOCUSABLE = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * Focuses the first control marked `aria-invalid="true"` in the form: the control itself, or for a
 * marked group (a fieldset of guest checkboxes) its first control that can take focus. Below
 * 1024 px the keyboard and a long form hide the control, so it is scrolled to; from 1024 px the
 * page stays still unless the control is out of view (platform.md §5, scroll-to-field).
 */
function focusFirstInvalidControl(form: HTMLElement, viewportWidth: number): void {
  for (const marked of form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    const control = marked.matches(FOCUSABLE) ? marked : marked.querySelector<HTMLElement>(FOCUSABLE);
    if (!control) continue;
    if (viewportWidth < breakpoints.large) {
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      control.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
      control.focus({ preventScroll: true });
    } else {
      control.focus();
    }
    return;
  }
}

/**
 * A form's answer to a press that found mistakes (the screen-reader audit: a second press with the
 * same mistake changed nothing, so nothing was said and focus stayed on the button).
 *
 * - `pressFailed()` on every such press moves focus to the first invalid control once React has marked
 *   it. Each control is described by its own messages, so the guest hears there what is wrong.
 * - `summaryRole` is `'alert'` for a list of problems that a press brought up, until the guest
 *   changes the form (`onChange` on the form, which sees every field's change). After that the
 *   list still follows the form but is silent: it announced each tick of a box while the guest was
 *   fixing things, and the next failed press speaks through the focus move instead.
 */
export function useFailedSubmit<F extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<F>(null);
  const [presses, setPresses] = useState(0);
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (presses > 0 && formRef.current) focusFirstInvalidControl(formRef.current, window.innerWidth);
  }, [presses]);
  /** `summaryShown`: the list of problems was already on screen before this press, so it stays silent. */
  const pressFailed = useCallback((summaryShown = false) => {
    if (!summaryShown) setLive(true);
    setPresses((count) => count + 1);
  }, []);
  const onChange = useCallback(() => setLive(false), []);
  return { formRef, pressFailed, onChange, summaryRole: live ? ('alert' as const) : undefined };
}
