// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DeviceConfig } from '../schemas/device-config';
import { json, stubbedHub } from '../test/fetch-stub';
import { getDeviceConfig, looksLikeDeviceConfig, parseDeviceConfig } from './device-config';

const config: DeviceConfig = {
  hub: { layoutTheme: 'ocean', uiSettings: { loginRequired: false } },
  deviceGroup: {
    deviceType: 'Kiosk',
    deviceProfile: {
      id: 1,
      label: 'Lobby',
      languages: [{ code: 'en', name: 'English' }],
      modules: [{ id: 'programme', label: 'Programme' }],
    },
  },
  authentication: { type: 'Passenger' },
};

describe('the device configuration', () => {
  it('is checked with its schema, loaded when the request goes out', async () => {
    const { hub } = stubbedHub(() => json(config));
    expect(await getDeviceConfig(hub)).toEqual({ ok: true, value: config });
    const { hub: broken, logged } = stubbedHub(() => json({ ...config, deviceGroup: { deviceType: 'Toaster' } }));
    expect(await getDeviceConfig(broken)).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
    expect(logged).toContain('hub GET devices/config sent a malformed answer');
  });

  it('kept from an earlier start, shows at once when the fields pages read have their shape', () => {
    expect(looksLikeDeviceConfig(config)).toBe(true);
    expect(looksLikeDeviceConfig({ hub: 'nope' })).toBe(false);
    expect(looksLikeDeviceConfig({ ...config, authentication: { type: 'Magic' } })).toBe(false);
    const noModules = {
      ...config,
      deviceGroup: { ...config.deviceGroup, deviceProfile: { ...config.deviceGroup.deviceProfile, modules: [{ id: 1 }] } },
    };
    expect(looksLikeDeviceConfig(noModules)).toBe(false);
    expect(looksLikeDeviceConfig({ ...config, hub: { uiSettings: 'on' } })).toBe(false);
  });

  it('kept from an earlier start, gets the full check once the schema loaded', async () => {
    expect(await parseDeviceConfig(config)).toEqual(config);
    expect(await parseDeviceConfig({ ...config, hub: { currency: 42 } })).toBeUndefined();
  });
});
