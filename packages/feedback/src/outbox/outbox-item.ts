import { newIdempotencyKey, type HubId, type RatingAnswer } from '@companion/hub-client';

/** What waits to be sent: a problem report or one profile's rating answer, as the hub takes it. */
export type OutboxEntry =
  | { kind: 'problem'; report: { description: string; categoryId: HubId }; label: string }
  | { kind: 'rating'; answer: RatingAnswer; label: string };

/**
 * One waiting send. `key` is its idempotency key, made once when the guest pressed Send and
 * carried by every attempt, so the hub creates the report once however often it is resent.
 */
export type OutboxItem = OutboxEntry & {
  key: string;
  createdAt: number;
  /** The hub refused it (not the network): it is not sent again, and the guest sees that. */
  refused?: boolean;
};

/**
 * `crypto.randomUUID` is missing on a plain-http ship hub page, where the report must still go.
 * `key` is given when the same report is sent again after an answer that left its fate open.
 */
export function outboxItem(entry: OutboxEntry, now: number = Date.now(), key: string = newIdempotencyKey()): OutboxItem {
  return { ...entry, key, createdAt: now };
}

/** What the hub receives of an entry: two entries alike in this are the same report to the hub (the label is ours). */
export const sentContent = (entry: OutboxEntry): string => JSON.stringify(entry.kind === 'problem' ? entry.report : entry.answer);
