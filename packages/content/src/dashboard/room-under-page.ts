import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the services may show under the page (all in px, from the top of the document): where
 * the room left on the first screen holds their least height (they fill it), or where the page
 * runs on past the first screen (they follow it, out of sight until the guest scrolls). Not in
 * between: they would start on the screen and run under the footer, cut off, and turn a page that
 * fitted into one that scrolls.
 */
export function servicesFitUnderPage({ pageEnd, screenEnd, least }: { pageEnd: number; screenEnd: number; least: number }): boolean {
  const room = screenEnd - pageEnd;
  return room >= least || room < 0;
}

/**
 * `servicesFitUnderPage` for the services element in the shell's `belowPage` slot, measured again
 * whenever the page above it (the frame's `main`), the slot or the window change size. The slot outlives
 * the pages, so each page (`pathname`) starts again: the element may only now be drawn.
 */
export function useServicesFitUnderPage(services: RefObject<HTMLElement | null>, pathname: string): boolean {
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const element = services.current;
    const slot = element?.parentElement;
    const page = slot?.previousElementSibling;
    if (!element || !slot || !(page instanceof HTMLElement)) return;
    const footer = slot.nextElementSibling;
    // Their least height is what their tiles need, which their CSS minimum may not cover: taken
    // from the last time they ran past the screen's end on this page.
    let overflowed = 0;
    const measure = () => {
      const style = getComputedStyle(element);
      const margin = Number.parseFloat(style.marginTop) || 0;
      const screenEnd = window.innerHeight - (footer instanceof HTMLElement ? footer.offsetHeight : 0);
      const box = element.getBoundingClientRect();
      if (!element.hidden && box.bottom + window.scrollY > screenEnd + 1) overflowed = box.height + margin;
      setFits(
        servicesFitUnderPage({
          pageEnd: page.getBoundingClientRect().bottom + window.scrollY,
          screenEnd,
          least: Math.max((Number.parseFloat(style.minHeight) || 0) + margin, overflowed),
        }),
      );
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(page);
    // The kiosk's accessibility mode moves the page down or up without resizing it; the slot, which
    // takes the screen the page leaves, changes size with it, the services shown or not.
    observer?.observe(slot);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [services, pathname]);
  return fits;
}
