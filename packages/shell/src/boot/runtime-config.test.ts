import { afterEach, describe, expect, it } from 'vitest';
import { resolveHubAddress } from '@companion/hub-client';
import { loadRuntimeConfig, readLanguages, readOverride, runtimeConfigUrl } from './runtime-config';

const answering =
  (body: unknown, status = 200): typeof fetch =>
  async () =>
    Response.json(body, { status });

describe('the runtime config.json', () => {
  it('reads the hub addresses and the games host of the client configuration', () => {
    expect(readOverride({ hubUrl: ' https://hub.test/ ', hubApiUrl: 'https://hub.test/api/', gamesUrl: 'https://games.test/' })).toEqual({
      hubUrl: 'https://hub.test/',
      hubApiUrl: 'https://hub.test/api/',
      gamesUrl: 'https://games.test/',
    });
  });

  it('ignores empty and non-text values', () => {
    expect(readOverride({ hubUrl: '', gamesUrl: 42 })).toEqual({ hubUrl: undefined, hubApiUrl: undefined, gamesUrl: undefined });
    expect(readOverride('not an object')).toEqual({});
  });

  it('carries gamesUrl from the file to the hub address the screens read', async () => {
    const override = await loadRuntimeConfig(answering({ gamesUrl: 'https://games.aurora.example' }));
    const address = resolveHubAddress({ protocol: 'https:', hostname: 'app.aurora.example' }, override);
    expect(address.gamesUrl).toBe('https://games.aurora.example/');
    expect(address.hubUrl).toBe('https://hub.aurora.example/');
  });

  it('reads the default and fallback languages as language codes, leaving out what is none', async () => {
    expect(readLanguages({ defaultLanguage: 'de-DE', fallbackLanguage: ' EN ' })).toEqual({
      defaultLanguage: 'de',
      fallbackLanguage: 'en',
    });
    expect(readLanguages({ defaultLanguage: 'German', fallbackLanguage: 7 })).toEqual({
      defaultLanguage: undefined,
      fallbackLanguage: undefined,
    });
    expect(await loadRuntimeConfig(answering({ hubUrl: 'https://hub.test/', defaultLanguage: 'de' }))).toMatchObject({
      hubUrl: 'https://hub.test/',
      defaultLanguage: 'de',
    });
  });

  it('means no override when the file is missing', async () => {
    expect(await loadRuntimeConfig(answering({ code: 'NOT_FOUND' }, 404))).toEqual({});
  });

  describe("is read from the app's base, whatever page the guest opened", () => {
    const startPage = window.location.href;
    afterEach(() => window.history.replaceState(null, '', startPage));

    it('on a deep link asks for the file beside index.html, not beside the route', async () => {
      window.history.replaceState(null, '', '/content/overview/1');
      const asked: string[] = [];
      const override = await loadRuntimeConfig(async (input) => {
        asked.push(String(input));
        return Response.json({ hubUrl: 'https://hub.brand.test/' });
      });
      expect(asked).toEqual([`${window.location.origin}/config.json`]);
      expect(override.hubUrl).toBe('https://hub.brand.test/');
    });

    it('follows a base the app was built with', () => {
      expect(runtimeConfigUrl('/guest/', 'https://app.brand.test/guest/content/overview/1').href).toBe(
        'https://app.brand.test/guest/config.json',
      );
    });

    it('keeps a relative base relative to the document', () => {
      expect(runtimeConfigUrl('./', 'https://app.brand.test/kiosk/').href).toBe('https://app.brand.test/kiosk/config.json');
    });
  });
});
