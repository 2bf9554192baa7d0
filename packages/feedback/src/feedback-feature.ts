import type { FeatureContribution } from '@companion/shell';
import { clearOutbox, sendWaitingThenClear } from './outbox/outbox';
import { startOutboxSender } from './outbox/outbox-sender';

/**
 * The feedback outbox's part of start-up: the sender starts with the app's hub client at login
 * and on every start with a session (so what waited before a reload is sent without the guest
 * opening a feedback screen); at logout what waits gets one last try, then it is wiped with
 * the rest of the guest's data (docs/decisions.md, "The feedback outbox belongs to its guest").
 */
export const feedbackFeature: FeatureContribution = {
  name: 'feedback',
  loginLoaders: [
    {
      // Never holds the login up and never fails it: the outbox sends in the background.
      load: async (hub) => {
        startOutboxSender(hub);
        return true;
      },
      refreshOnLoad: true,
    },
  ],
  logoutSteps: [sendWaitingThenClear],
  clearGuestData: clearOutbox,
};
