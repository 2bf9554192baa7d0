import { useParams } from 'react-router';

/**
 * The title or channel the address names: a whole number above zero, else undefined. `/vod/:id`
 * also catches addresses like /vod/channels; those name nothing and must not reach the video
 * service as "NaN".
 */
export function useRouteId(): number | undefined {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
