// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as hubClient from '@companion/hub-client';
import { createDemoHub } from '../../create-demo-hub';
import { demoCredentials, todayAsDeparture } from '../../fixtures/guests';
import { expectOk } from '../../test/demo-client';

/** The account area's answers go through the real hub-client calls and schemas: the demo hub cannot drift from the client's contract. */

describe('account', () => {
  async function loggedIn() {
    const demo = createDemoHub();
    const session: { id?: string } = {};
    const hub = hubClient.createHubClient({
      hubApiUrl: 'http://app.localhost:8080/api/',
      fetch: demo.fetch,
      getSessionId: () => session.id,
      logger: { warn: () => {}, error: () => {} },
    });
    const { passenger } = demoCredentials;
    session.id = expectOk(
      await hubClient.loginByPassenger(hub, {
        bookingReference: passenger.bookingReference,
        lastName: passenger.lastName,
        departureDate: todayAsDeparture(),
      }),
    ).sessionId;
    return hub;
  }

  it('serves account status, appointments in every status and cabin messages', async () => {
    const hub = await loggedIn();
    expectOk(await hubClient.getAccountStatus(hub));
    expect(expectOk(await hubClient.getPassengerItinerary(hub)).passengers?.length).toBeGreaterThan(0);
    const statuses = new Set(expectOk(await hubClient.getAppointments(hub)).map((appointment) => appointment.bookingStatus));
    expect([...statuses].sort()).toEqual(['C', 'R', 'W', 'X']);
    expect(
      expectOk(await hubClient.getCabinMessages(hub))
        .map((message) => message.messageType)
        .sort(),
    ).toEqual(['Important', 'Normal', 'Urgent']);
  });

  it('remembers a cabin message as read', async () => {
    const hub = await loggedIn();
    expectOk(await hubClient.markCabinMessageRead(hub, 'm-101'));
    const urgent = expectOk(await hubClient.getCabinMessages(hub)).find((message) => message.sourceMessageId === 'm-101');
    expect(urgent?.recipientMessageStatus).toBe('Read');
  });
});
