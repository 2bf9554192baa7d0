import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createHubClient, loginByPms, type HubClient } from '@companion/hub-client';
import { areaState, createDemoHub, demoGuests, feedbackArea } from '@companion/hub-sim';
import { feedbackFeature } from './feedback-feature';
import { addToOutbox, outboxItems, setOutboxStorage } from './outbox/outbox';
import { outboxItem } from './outbox/outbox-item';
import { stopOutboxSender } from './outbox/outbox-sender';
import { memoryOutboxStorage, type OutboxStorage } from './outbox/outbox-storage';

let storage: OutboxStorage;
beforeEach(() => {
  storage = memoryOutboxStorage();
  setOutboxStorage(storage);
});
afterEach(() => stopOutboxSender());

const quiet = { warn: () => {}, error: () => {} };

/** A hub client with smith logged in; `reachable: false` makes every later request fail as offline. */
async function loggedInHub(reachable = true) {
  const demo = createDemoHub();
  const hubApiUrl = 'http://app.localhost:8080/api/';
  const { accountNumber, cabin, pin } = demoGuests.smith;
  const login = await loginByPms(createHubClient({ hubApiUrl, fetch: demo.fetch, getSessionId: () => undefined, logger: quiet }), {
    accountNumber,
    location: cabin,
    pinNo: pin,
  });
  if (!login.ok) throw new Error('login failed');
  const session: { id?: string } = { id: login.value.sessionId };
  const hub = createHubClient({
    hubApiUrl,
    fetch: async (input, init) => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return demo.fetch(input, init);
    },
    getSessionId: () => session.id,
    logger: quiet,
  });
  return { demo, hub, session };
}

const tap = () =>
  outboxItem({ kind: 'problem', report: { description: 'The tap drips.', categoryId: 3 }, label: 'Plumbing: The tap drips.' });

/** Logout as the session package runs it: the steps with the data present, then the wipe. */
function logOut(hub: HubClient, session: { id?: string }) {
  for (const step of feedbackFeature.logoutSteps ?? []) step(hub);
  delete session.id;
  feedbackFeature.clearGuestData?.();
}

describe('the feedback outbox at logout', () => {
  it('sends what waits with the leaving guest’s session, then keeps nothing of it', async () => {
    const { demo, hub, session } = await loggedInHub();
    await addToOutbox(tap());
    logOut(hub, session);
    await waitFor(() => expect(outboxItems()).toEqual([]));
    await waitFor(async () => expect(await storage.all()).toEqual([]));
    await waitFor(() =>
      expect(areaState(demo.state, feedbackArea).problemReports).toEqual([{ description: 'The tap drips.', category: { id: 3 } }]),
    );
  });

  it('wipes what waits even when the last try cannot reach the hub', async () => {
    const { hub, session } = await loggedInHub(false);
    await addToOutbox(tap());
    logOut(hub, session);
    await waitFor(() => expect(outboxItems()).toEqual([]));
    await waitFor(async () => expect(await storage.all()).toEqual([]));
  });

  it('sends what a previous visit left in storage, then wipes it', async () => {
    const { demo, hub, session } = await loggedInHub();
    await storage.put(tap());
    logOut(hub, session);
    await waitFor(async () => expect(await storage.all()).toEqual([]));
    await waitFor(() => expect(areaState(demo.state, feedbackArea).problemReports).toHaveLength(1));
  });

  it('starts the sender at login without holding the login up', async () => {
    const { hub } = await loggedInHub();
    const [loader] = feedbackFeature.loginLoaders ?? [];
    expect(loader?.refreshOnLoad).toBe(true);
    expect(await loader?.load(hub)).toBe(true);
  });
});
