import { afterEach, beforeEach } from 'vitest';

/**
 * jsdom lays nothing out, so a virtualised list would see a 0×0 scroller and render no rows.
 * These give every element a TV-sized box for the tests that need rows on screen.
 */
export function stubLayout(width = 1280, height = 800) {
  const saved = ['offsetWidth', 'offsetHeight', 'clientWidth', 'clientHeight'].map(
    (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
  );
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => width });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => height });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => height });
  });
  afterEach(() => {
    for (const [name, descriptor] of saved) if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  });
}
