import type { FeatureContribution } from '@companion/shell';

/** The outbox (IndexedDB, the feedback calls and their schemas) stays out of the app's first download. */
const outbox = () => import('./outbox/outbox-at-login');

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
        void outbox().then(({ startOutboxSender }) => startOutboxSender(hub));
        return true;
      },
      refreshOnLoad: true,
    },
  ],
  logoutSteps: [
    (hub) => {
      // Read now: the wipe that follows takes the session.
      const sessionId = hub.getSessionId();
      void outbox().then(({ sendWaitingThenClear }) => sendWaitingThenClear(hub, sessionId));
    },
  ],
  clearGuestData: () => {
    void outbox().then(({ clearOutbox }) => clearOutbox());
  },
};
