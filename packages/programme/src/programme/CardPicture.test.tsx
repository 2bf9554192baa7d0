import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { CardPicture } from './CardPicture';
import { NEAR_VIEWPORT_MARGIN } from './use-near-viewport';

/** A stand-in IntersectionObserver the test drives: `comeNear(element)` reports it in view. */
function stubObserver() {
  const observed = new Set<Element>();
  let report: IntersectionObserverCallback = () => undefined;
  const options: IntersectionObserverInit[] = [];
  class StubObserver {
    constructor(callback: IntersectionObserverCallback, init: IntersectionObserverInit) {
      report = callback;
      options.push(init);
    }
    observe = (element: Element) => observed.add(element);
    unobserve = (element: Element) => observed.delete(element);
    disconnect = () => observed.clear();
  }
  vi.stubGlobal('IntersectionObserver', StubObserver);
  const comeNear = (element: Element) =>
    act(() => report([{ target: element, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
  return { observed, options, comeNear };
}

afterEach(() => vi.unstubAllGlobals());

describe('a card’s picture', () => {
  it('waits in a plain box of its size until the card comes near the screen, then loads', async () => {
    const { observed, options, comeNear } = stubObserver();
    const { container } = render(<CardPicture className="picture" src="/blobs/image?reference=yoga" defaultSrc={undefined} />);
    const waiting = container.querySelector('[data-picture="waiting"]')!;
    expect(waiting).toHaveClass('picture');
    expect(waiting).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('img')).toBeNull();
    expect(observed.has(waiting)).toBe(true);
    expect(options[0]?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);

    await comeNear(waiting);
    expect(container.querySelector('img')).toHaveAttribute('src', '/blobs/image?reference=yoga');
    expect(container.querySelector('img')).toHaveClass('picture');
    // Once loaded it stays: the card is no longer watched.
    expect(observed.size).toBe(0);
  });

  it('shares one observer between all cards', () => {
    const { observed, options } = stubObserver();
    render(
      <>
        <CardPicture className="picture" src="/a" defaultSrc={undefined} />
        <CardPicture className="picture" src="/b" defaultSrc={undefined} />
      </>,
    );
    expect(observed.size).toBe(2);
    expect(options).toHaveLength(1);
  });

  it('stops watching a card that goes before it came near', () => {
    const { observed } = stubObserver();
    const { unmount } = render(<CardPicture className="picture" src="/a" defaultSrc={undefined} />);
    unmount();
    expect(observed.size).toBe(0);
  });

  it('loads at once where the browser cannot tell what is near', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<CardPicture className="picture" src="/a" defaultSrc={undefined} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/a');
  });

  it('on the first screen (priority), loads at once without waiting for the viewport check, the first one first', () => {
    const { observed } = stubObserver();
    const { container } = render(
      <>
        <CardPicture className="picture" src="/first" defaultSrc={undefined} priority="high" />
        <CardPicture className="picture" src="/second" defaultSrc={undefined} priority="eager" />
        <CardPicture className="picture" src="/later" defaultSrc={undefined} />
      </>,
    );
    const pictures = [...container.querySelectorAll('img')];
    expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual(['/first', '/second']);
    // The others of the first screen come after the first: low, or chromium raises them to high.
    expect(pictures.map((picture) => picture.getAttribute('fetchpriority'))).toEqual(['high', 'low']);
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual(['eager', 'eager']);
    // Only the later card waits to come near.
    expect(observed.size).toBe(1);
  });
});
