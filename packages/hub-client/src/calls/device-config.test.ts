// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DeviceConfig } from '../schemas/device-config';
import { json, stubbedHub } from '../test/fetch-stub';
import { getDeviceConfig, getDeviceConfigForFirstPage, looksLikeDeviceConfig, parseDeviceConfig } from './device-config';

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
    // Any property system is text or nothing; the login's chooser reads one it has no form for as the passenger form.
    expect(looksLikeDeviceConfig({ ...config, authentication: { type: 'Magic' } })).toBe(true);
    expect(looksLikeDeviceConfig({ ...config, authentication: { type: 7 } })).toBe(false);
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

  it('for the first page, answers with the shape pages read and checks the rest on request', async () => {
    const { hub } = stubbedHub(() => json(config));
    const first = await getDeviceConfigForFirstPage(hub);
    expect(first.result).toEqual({ ok: true, value: config });
    expect(await first.fullCheck()).toEqual({ ok: true, value: config });

    // A setting no first page reads is wrong: shown at first, refused by the full check.
    const { hub: wrongSetting, logged } = stubbedHub(() => json({ ...config, hub: { currency: 42 } }));
    const shown = await getDeviceConfigForFirstPage(wrongSetting);
    expect(shown.result.ok).toBe(true);
    expect(logged).toEqual([]);
    expect(await shown.fullCheck()).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
    expect(logged).toContain('hub GET devices/config sent a malformed answer');
  });

  it('reads yes/no settings sent as text as booleans, on the first page and in the full check alike', async () => {
    const asText = {
      ...config,
      hub: {
        uiSettings: { groupBookingsByStatus: 'true', hideExcursionFilters: 'false', pinLoginEnabled: 'true', photoMatchEnabled: true },
      },
      deviceGroup: {
        ...config.deviceGroup,
        deviceProfile: { ...config.deviceGroup.deviceProfile, enableWayfinder: 'false', enableClock: 'true' },
      },
    };
    const read = {
      ...asText,
      hub: { uiSettings: { groupBookingsByStatus: true, hideExcursionFilters: false, pinLoginEnabled: true, photoMatchEnabled: true } },
      deviceGroup: {
        ...config.deviceGroup,
        deviceProfile: { ...config.deviceGroup.deviceProfile, enableWayfinder: false, enableClock: true },
      },
    };
    const { hub } = stubbedHub(() => json(asText));
    // "false" must not start the app as a truthy text, nor a boolean where text was expected fail it.
    expect(await getDeviceConfig(hub)).toEqual({ ok: true, value: read });
    const first = await getDeviceConfigForFirstPage(hub);
    expect(first.result).toEqual({ ok: true, value: read });
    expect(await first.fullCheck()).toEqual({ ok: true, value: read });
    expect(await parseDeviceConfig(read)).toEqual(read);
  });

  // platform.md §4.2 "Otherwise": a ship's property system the app has no form of its own for.
  it.each([
    ['an unknown property system', { type: 'Fidelio' }, { type: 'Passenger' }],
    ['a null one', { type: null, reloginUrl: null }, { type: 'Passenger', reloginUrl: null }],
    ['none named', {}, { type: 'Passenger' }],
    ['no authentication at all', null, { type: 'Passenger' }],
    ['no authentication field', undefined, { type: 'Passenger' }],
  ])('starts up with %s, read as the passenger form in the full check', async (_, authentication, readAs) => {
    const answer = { ...config, authentication };
    const read = { ...config, authentication: readAs };
    const { hub, logged } = stubbedHub(() => json(answer));
    expect(await getDeviceConfig(hub)).toEqual({ ok: true, value: read });
    // The first page shows a text or missing type as sent (the login's chooser takes it as the
    // passenger form, LoginScreen.test); with no authentication at all it waits for the full check.
    const first = await getDeviceConfigForFirstPage(hub);
    expect(first.result).toEqual({ ok: true, value: authentication ? answer : read });
    expect(await first.fullCheck()).toEqual({ ok: true, value: read });
    expect(await parseDeviceConfig(answer)).toEqual(read);
    expect(logged).toEqual([]);
  });

  it('keeps the meaning of the property systems with a form of their own', async () => {
    for (const type of ['Passenger', 'Resco', 'HotelFriend', 'Retina'] as const) {
      const { hub } = stubbedHub(() => json({ ...config, authentication: { type } }));
      expect(await getDeviceConfig(hub)).toMatchObject({ ok: true, value: { authentication: { type } } });
      expect((await getDeviceConfigForFirstPage(hub)).result).toMatchObject({ ok: true, value: { authentication: { type } } });
    }
  });

  it('refuses a login type that is not text, on the first page as in the full check', async () => {
    const { hub } = stubbedHub(() => json({ ...config, authentication: { type: 7 } }));
    expect(await getDeviceConfig(hub)).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
    expect((await getDeviceConfigForFirstPage(hub)).result).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('for the first page, checks in full at once what lacks the shape pages read, and passes failures on', async () => {
    const { hub: broken } = stubbedHub(() => json({ ...config, deviceGroup: { deviceType: 'Toaster' } }));
    const refused = await getDeviceConfigForFirstPage(broken);
    expect(refused.result).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
    expect(await refused.fullCheck()).toBe(refused.result);
    const { hub: down } = stubbedHub(() => new Response('', { status: 503 }));
    const failed = await getDeviceConfigForFirstPage(down);
    expect(failed.result).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } });
    expect(await failed.fullCheck()).toBe(failed.result);
  });
});
