import { useEffect, useRef } from 'react';

/** Long enough for the second tap of any double tap (platforms allow up to about half a second). */
export const DOUBLE_TAP_MS = 800;

/**
 * For a result that replaces a form (a booking made, a basket updated): the page goes to its top
 * and the result's heading takes focus (give it `tabIndex={-1}`). A long form is scrolled down to
 * its button; the shorter result left the page scrolled past its end, the footer moved up under
 * the finger, and the second tap of a double tap opened Home instead of the confirmation (seen in
 * the gate). A screen reader reads the result from its heading.
 *
 * The second tap of a double tap can still land on the result itself when the hub answers between
 * the taps: the muster's "See your muster status" link sat where Confirm had been, and a guest
 * who double-tapped Confirm was taken to the status page (gates 115 and 117). For a moment after
 * the result appears, a click that continues a double click (`detail` above 1) is dropped; a
 * fresh tap is not.
 */
export function useResultView<T extends HTMLElement>() {
  const heading = useRef<T>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, []);
  useEffect(() => {
    const dropSecondTap = (event: MouseEvent) => {
      if (event.detail < 2) return;
      event.preventDefault();
      event.stopPropagation();
    };
    document.addEventListener('click', dropSecondTap, true);
    const stop = setTimeout(() => document.removeEventListener('click', dropSecondTap, true), DOUBLE_TAP_MS);
    return () => {
      clearTimeout(stop);
      document.removeEventListener('click', dropSecondTap, true);
    };
  }, []);
  return heading;
}
