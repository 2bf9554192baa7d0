import { http, type RequestHandler } from 'msw';

export type HeldCall = {
  /** Put first in `overrides`: it answers nothing itself, so the demo hub answers once released. */
  handler: RequestHandler;
  /** Whether the screen has asked for it yet. */
  asked: () => boolean;
  /** Lets the held request (and every later one) through to the demo hub. */
  release: () => void;
};

/**
 * An override that holds one hub call until the test releases it, for what a screen shows while
 * one answer arrives after another (layout shift, partial pages):
 * `const days = heldCall('get', '*\/itinerary/schedules')`, then `days.release()`.
 */
export function heldCall(method: 'get' | 'post', path: string): HeldCall {
  let asked = false;
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = http[method](path, async () => {
    asked = true;
    await released;
  });
  return { handler, asked: () => asked, release };
}
