// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as hubClient from '@companion/hub-client';
import { demoClient, expectOk } from '../../test/demo-client';

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
