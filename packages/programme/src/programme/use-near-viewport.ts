import { useEffect, useRef, useState } from 'react';

/** How far outside the screen a card's picture starts loading: about one row of cards. */
export const NEAR_VIEWPORT_MARGIN = '320px 0px';

type Watcher = (near: boolean) => void;

/**
 * One observer for every card on the page (not one each), created on first use. Browsers or test
 * environments without IntersectionObserver get `undefined`, and cards then load at once.
 */
let shared: { madeBy: typeof IntersectionObserver; observer: IntersectionObserver; watchers: WeakMap<Element, Watcher> } | undefined;
function sharedObserver() {
  if (typeof IntersectionObserver === 'undefined') return undefined;
  // Made again only if the page's IntersectionObserver was replaced (a test's stand-in).
  if (shared?.madeBy === IntersectionObserver) return shared;
  const watchers = new WeakMap<Element, Watcher>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) watchers.get(entry.target)?.(true);
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  shared = { madeBy: IntersectionObserver, observer, watchers };
  return shared;
}

/**
 * True once the element has come near the screen, and from then on. The search grid swaps up to
 * 24 cards per keystroke; a picture (the demo hub's are SVG scenes, each its own document to
 * parse, lay out and paint) was two thirds of that keystroke's main-thread time when all 24
 * started loading in the commit (docs/performance.md). Now only cards in or near view load
 * theirs, after the answer is painted, and a card the guest scrolls to loads as it comes near.
 */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  // Watching starts after the card is painted (an effect), so it adds nothing to a keystroke.
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const watching = sharedObserver();
    if (!watching) {
      setNear(true);
      return;
    }
    watching.watchers.set(element, setNear);
    watching.observer.observe(element);
    return () => {
      watching.observer.unobserve(element);
      watching.watchers.delete(element);
    };
  }, [near]);
  return { ref, near };
}
