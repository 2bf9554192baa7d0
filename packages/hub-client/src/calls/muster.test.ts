// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hubAnswering, requestedPath } from '../test/fetch-stub';
import { getMusterPassengers, getMusterStatus, updateMusterVideoSeen } from './muster';

const passenger = { id: 1, firstName: 'Emily', lastName: 'Smith', accountNumber: '100200', isVideoWatched: false };

describe('muster calls', () => {
  it('GET muster/passenger', async () => {
    const { hub, requests } = hubAnswering([passenger]);
    expect(await getMusterPassengers(hub)).toMatchObject({ ok: true, value: [passenger] });
    expect(requestedPath(requests[0])).toBe('muster/passenger');
  });

  it('GET muster/passenger/status reads passengers and musterStationVisitRequired', async () => {
    const { hub, requests } = hubAnswering({ passengers: [passenger], musterStationVisitRequired: true });
    expect(await getMusterStatus(hub)).toMatchObject({ ok: true, value: { musterStationVisitRequired: true } });
    expect(requestedPath(requests[0])).toBe('muster/passenger/status');
  });

  it('refuses a status without passengers', async () => {
    const { hub } = hubAnswering({ musterStationVisitRequired: true });
    expect(await getMusterStatus(hub)).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('POST muster/passenger/updateVideoSeen with accountId and isVideoWatched per passenger', async () => {
    const { hub, requests } = hubAnswering(null);
    expect(await updateMusterVideoSeen(hub, ['100200', '100201'])).toMatchObject({ ok: true });
    expect(requests[0]?.method).toBe('POST');
    expect(requestedPath(requests[0])).toBe('muster/passenger/updateVideoSeen');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      passengers: [
        { accountId: '100200', isVideoWatched: true },
        { accountId: '100201', isVideoWatched: true },
      ],
    });
  });
});
