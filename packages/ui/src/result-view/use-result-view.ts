import { useEffect, useRef } from 'react';

/**
 * For a result that replaces a form (a booking made, a basket updated): the page goes to its top
 * and the result's heading takes focus (give it `tabIndex={-1}`). A long form is scrolled down to
 * its button; the shorter result left the page scrolled past its end, the footer moved up under
 * the finger, and the second tap of a double tap opened Home instead of the confirmation (seen in
 * the gate). A screen reader reads the result from its heading.
 */
export function useResultView<T extends HTMLElement>() {
  const heading = useRef<T>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, []);
  return heading;
}
