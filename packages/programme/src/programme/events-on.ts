import { getProgrammeLineup, type HubClient } from '@companion/hub-client';

/** How long the programme's answers are kept (media §4: 120 s). */
export const PROGRAMME_CACHE_MS = 120_000;

/** The lineup's events of one date; the date's entry, or none. */
export async function eventsOn(hub: HubClient, date: string) {
  const lineup = await getProgrammeLineup(hub, date, 1);
  return lineup.ok ? { ok: true as const, value: lineup.value.find((day) => day.date === date)?.events ?? [] } : lineup;
}

/**
 * One cache entry per date for every screen that shows a date's events (media §4: 120 s), so the
 * itinerary day and the Daily Programme ask the hub once between them.
 */
export const eventsOnCache = (date: string) => ({ key: `programme/lineup/${date}`, lifetimeMs: PROGRAMME_CACHE_MS });
