/** What the feature contribution needs of the outbox, loaded with the first login, not at start. */
export { clearOutbox, sendWaitingThenClear } from './outbox';
export { startOutboxSender } from './outbox-sender';
