import type { Excursion, ExcursionTag } from '@companion/hub-client';
import { matchesDuration, type DurationFilter } from '../rules/duration-filter';

/** An excursion's experience types: its tags, or its categories on hubs that send those instead. */
export const tagsOf = (excursion: Excursion): ExcursionTag[] => [...(excursion.tags ?? []), ...(excursion.categories ?? [])];

export function filterExcursions(excursions: readonly Excursion[], tag: string | undefined, duration: DurationFilter): Excursion[] {
  return excursions.filter(
    (excursion) =>
      (tag === undefined || tagsOf(excursion).some((candidate) => candidate.name === tag)) && matchesDuration(excursion.duration, duration),
  );
}

/**
 * The types worth offering: those the day's excursions carry, with the pictures of the hub's
 * tag list when it has them.
 */
export function offeredTags(excursions: readonly Excursion[], hubTags: readonly ExcursionTag[]): ExcursionTag[] {
  const names = new Set(excursions.flatMap((excursion) => tagsOf(excursion).map((tag) => tag.name)));
  const known = hubTags.filter((tag) => names.has(tag.name));
  const knownNames = new Set(known.map((tag) => tag.name));
  const unknown = [...names].filter((name) => !knownNames.has(name)).map((name) => ({ name }));
  return [...known, ...unknown];
}
