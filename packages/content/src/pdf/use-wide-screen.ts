import { useSyncExternalStore } from 'react';
import { WIDE_SCREEN_MIN } from './page-width';

const query = `(min-width: ${WIDE_SCREEN_MIN}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isWide = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether the screen is wider than 1080 px, following rotation and window resizes. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => false);
}
