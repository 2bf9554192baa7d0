import { createHubClient, loginByPassenger, type HubClient, type HubResult } from '@companion/hub-client';
import { createDemoHub, type DemoHub, type DemoHubOptions } from '../create-demo-hub';
import { demoCredentials, todayAsDeparture } from '../fixtures/guests';

const quiet = { warn: () => {}, error: () => {} };

export type DemoClient = { demo: DemoHub; hub: HubClient; session: { id?: string | undefined } };

/** A real hub client answered in-process by a fresh demo hub, called on `host` (which picks the profile). */
export function demoClient(host = 'app.localhost', options: DemoHubOptions = {}): DemoClient {
  const demo = createDemoHub(options);
  const session: { id?: string | undefined } = {};
  const hub = createHubClient({
    hubApiUrl: `http://${host}:8080/api/`,
    fetch: demo.fetch,
    getSessionId: () => session.id,
    logger: quiet,
  });
  return { demo, hub, session };
}

/** A demo client with the demo passenger logged in, for the calls that need a guest's session. */
export async function loggedInDemoClient(): Promise<DemoClient> {
  const client = demoClient();
  const login = expectOk(
    await loginByPassenger(client.hub, {
      bookingReference: demoCredentials.passenger.bookingReference,
      lastName: demoCredentials.passenger.lastName,
      departureDate: todayAsDeparture(),
    }),
  );
  client.session.id = login.sessionId;
  return client;
}

/** The value of an ok result; a failure throws with the schema issues, so the test says why. */
export function expectOk<T>(result: HubResult<T>): T {
  if (!result.ok)
    throw new Error(`${result.error.kind}: ${result.error.message} ${'issues' in result.error ? result.error.issues.join('; ') : ''}`);
  return result.value;
}

/** Today, `offset` days on, as the daily-programme route writes it (DD-MM-YYYY). */
export function routeDate(now: Date, offset = 0): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  return `${String(day.getDate()).padStart(2, '0')}-${String(day.getMonth() + 1).padStart(2, '0')}-${day.getFullYear()}`;
}
