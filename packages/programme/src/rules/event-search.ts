import type { ProgrammeEvent } from '@companion/hub-client';

/** An event with its search text worked out once (not on every keystroke). */
export type IndexedEvent = { event: ProgrammeEvent; text: string };

/** Lower case, runs of space as one: how both the event's text and the query are compared. */
const folded = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/** An event's search text: the description's HTML tags go, so "<b>" never matches a name. */
export function normaliseSearchText(text: string): string {
  return folded(text.replace(/<[^>]*>/g, ' '));
}

/** media §5: the search reads the name plus the description. */
export function indexEvents(events: readonly ProgrammeEvent[]): IndexedEvent[] {
  return events.map((event) => ({ event, text: normaliseSearchText(`${event.name} ${event.description ?? ''}`) }));
}

/** The levels the events name, in the order a guest reads decks (Deck 5 before Deck 12). */
export function levelsOf(events: readonly ProgrammeEvent[]): string[] {
  const levels = new Set(events.flatMap((event) => event.levels ?? []));
  return [...levels].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}

/**
 * media §5 "Event search": a case-insensitive substring of name plus description, and with any
 * level chosen, only events sharing one of them.
 */
export function filterEvents(indexed: readonly IndexedEvent[], query: string, levels: ReadonlySet<string>): ProgrammeEvent[] {
  const needle = folded(query);
  const result: ProgrammeEvent[] = [];
  for (const { event, text } of indexed) {
    if (needle && !text.includes(needle)) continue;
    if (levels.size > 0 && !(event.levels ?? []).some((level) => levels.has(level))) continue;
    result.push(event);
  }
  return result;
}

export const CHARGEABLE_ATTRIBUTE = 'Chargeable Experience';
export const isChargeable = (event: ProgrammeEvent) => (event.attributes ?? []).includes(CHARGEABLE_ATTRIBUTE);
