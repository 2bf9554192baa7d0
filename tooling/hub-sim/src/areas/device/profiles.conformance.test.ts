// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as hubClient from '@companion/hub-client';
import { demoDevices, demoLogins } from '../../demo-profile';
import { demoAppTitles, DEMO_RELOGIN_URL } from './fixtures/device-config';
import { demoClient, expectOk } from '../../test/demo-client';

/** Every profile the host switch offers, through the real hub-client calls and schemas. */
const profiles = Object.keys(demoDevices).flatMap((device) =>
  demoLogins.map((login) => ({ device, login, host: `${device}-${login}.localhost` })),
);

describe.each(profiles)('device configuration of $host', ({ device, login, host }) => {
  it('passes the schema and matches the profile', async () => {
    const config = expectOk(await hubClient.getDeviceConfig(demoClient(host).hub));
    expect(config.deviceGroup.deviceType).toBe(demoDevices[device as keyof typeof demoDevices]);
    expect(config.hub.appTitle).toBe(demoAppTitles[device as keyof typeof demoAppTitles]);
    expect(config.hub.currency).toBe('GBP');
    expect(config.hub.uiSettings?.theme ?? null).toBeNull();
    expect(config.hub.uiSettings?.appLoginByName).toBe(login === 'name');
    expect(config.authentication.type).toBe(
      {
        passenger: 'Passenger',
        name: 'Passenger',
        resco: 'Resco',
        hotelfriend: 'HotelFriend',
        retina: 'Retina',
        'retina-missing': 'Retina',
      }[login],
    );
    expect(config.authentication.reloginUrl ?? null).toBe(login === 'retina' ? DEMO_RELOGIN_URL : null);
    expect(config.deviceGroup.deviceProfile.enableClock).toBe(device === 'signage');
    expect(config.deviceGroup.settings?.maxIdleTime ?? null).toBe(device === 'signage' ? 600 : null);
    expect(config.deviceGroup.deviceProfile.modules.length).toBeGreaterThan(0);
  });
});

describe('guest-device modules', () => {
  it('offer the main areas by internal address and one external address', async () => {
    const config = expectOk(await hubClient.getDeviceConfig(demoClient('app.localhost').hub));
    const { modules, languages } = config.deviceGroup.deviceProfile;
    const urls = modules.map((module) => module.url);
    for (const url of [
      '/content/overview',
      '/onboard/excursions',
      '/itinerary/overview',
      '/dailyprogram',
      '/vod/overview',
      '/muster/home',
      '/basket',
    ])
      expect(urls).toContain(url);
    expect(modules.filter((module) => module.externalUrl)).toHaveLength(1);
    expect(languages.map((language) => language.code)).toEqual(['en', 'de']);
  });
});
