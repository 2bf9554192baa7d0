/**
 * How soon a picture is fetched: `high` for the largest picture of a first screen, `eager` for the
 * other pictures of that screen, nothing for pictures further down (lazy).
 */
export type PicturePriority = 'high' | 'eager' | undefined;

/** The priority of the picture at `index` of a first screen: the first one first, the first four at once. */
export function firstScreenPriority(index: number): PicturePriority {
  return index === 0 ? 'high' : index < 4 ? 'eager' : undefined;
}

/**
 * An img's loading attributes for its priority. The other pictures of a first screen are asked for
 * at once but at low priority: on a slow ship link the first picture and the page's code then have
 * the link to themselves, and the rest follow (issue 20). Without `low`, chromium raises every
 * picture it finds in view to high, and six pictures share the link with the one the guest waits
 * for.
 */
export function pictureLoading(priority: PicturePriority) {
  if (priority === 'high') return { loading: 'eager', fetchPriority: 'high', decoding: 'sync' } as const;
  if (priority === 'eager') return { loading: 'eager', fetchPriority: 'low', decoding: 'async' } as const;
  return { loading: 'lazy', fetchPriority: 'low', decoding: 'async' } as const;
}
