// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import * as hubClient from '@companion/hub-client';
import { demoClient, expectOk } from '../../test/demo-client';
import { areaState } from '../demo-hub-area';
import { deviceArea, triggerRemoteReload } from '.';

/** The device area's answers go through the real hub-client calls and schemas: the demo hub cannot drift from the client's contract. */

describe('device configuration for every profile', () => {
  it.each([
    ['app.localhost', 'App', 'Passenger'],
    ['kiosk.localhost', 'Kiosk', 'Passenger'],
    ['signage.localhost', 'DigitalSignage', 'Passenger'],
    ['app-resco.localhost', 'App', 'Resco'],
    ['kiosk-resco.localhost', 'Kiosk', 'Resco'],
    ['app-hotelfriend.localhost', 'App', 'HotelFriend'],
    ['app-name.localhost', 'App', 'Passenger'],
    ['app-retina.localhost', 'App', 'Retina'],
    ['app-retina-missing.localhost', 'App', 'Retina'],
  ])('%s is a valid %s device with %s login', async (host, deviceType, loginType) => {
    const config = expectOk(await hubClient.getDeviceConfig(demoClient(host).hub));
    expect(config.deviceGroup.deviceType).toBe(deviceType);
    expect(config.authentication.type).toBe(loginType);
  });
});

describe('page views', () => {
  it('records page views', async () => {
    const { demo, hub } = demoClient();
    await hubClient.recordPageView(hub, '/my_account/pin');
    expect(demo.state.pageViews).toEqual(['my_account/pin']);
  });
});

describe('remote reload stream', () => {
  const decode = (value: Uint8Array | undefined) => new TextDecoder().decode(value);

  it('streams in-process as the Node server does: registered, then the device type in upper case', async () => {
    const { demo, hub } = demoClient('signage.localhost');
    const received: string[] = [];
    const close = hubClient.openHubEventStream(hub, 'digitalsignage/events/register', { onMessage: (data) => received.push(data) });
    await vi.waitFor(() => expect(areaState(demo.state, deviceArea).remoteReload.size).toBe(1));
    expect(triggerRemoteReload(demo.state, 'DigitalSignage')).toBe(1);
    await vi.waitFor(() => expect(received).toEqual(['DIGITALSIGNAGE']));
    close();
    await vi.waitFor(() => expect(areaState(demo.state, deviceArea).remoteReload.size).toBe(0));
  });

  it('answers text/event-stream with a comment first, and the operator trigger says how many screens heard it', async () => {
    const { demo } = demoClient('signage.localhost');
    const listening = new AbortController();
    const stream = await demo.fetch('http://signage.localhost:8080/api/digitalsignage/events/register', { signal: listening.signal });
    expect(stream.headers.get('Content-Type')).toBe('text/event-stream');
    const reader = stream.body!.getReader();
    expect(decode((await reader.read()).value)).toBe(': connected\n\n');
    const trigger = await demo.fetch('http://signage.localhost:8080/demo/remote-reload?deviceType=Kiosk', { method: 'POST' });
    expect(await trigger.json()).toEqual({ deviceType: 'Kiosk', screens: 1 });
    expect(decode((await reader.read()).value)).toBe('data: KIOSK\n\n');
    listening.abort();
    expect(triggerRemoteReload(demo.state, 'Kiosk')).toBe(0);
  });
});
