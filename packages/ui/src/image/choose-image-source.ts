/**
 * The two-step fallback of platform.md §8: the image, then the hub's default image, then a
 * built-in placeholder that cannot fail.
 */
export type ImageStage = 'primary' | 'default' | 'placeholder';

export function nextImageStage(stage: ImageStage, hasDefault: boolean): ImageStage {
  if (stage === 'primary') return hasDefault ? 'default' : 'placeholder';
  return 'placeholder';
}

/** A neutral picture as a data URL, so the last step needs no network. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#d5dbe1"/><path d="M0 3l1.4-1.6 1 1 .8-.7L4 3z" fill="#aab4be"/></svg>',
  );
