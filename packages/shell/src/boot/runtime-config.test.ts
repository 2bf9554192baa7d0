import { describe, expect, it } from 'vitest';
import { resolveHubAddress } from '@companion/hub-client';
import { loadRuntimeConfig, readOverride } from './runtime-config';

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

  it('means no override when the file is missing', async () => {
    expect(await loadRuntimeConfig(answering({ code: 'NOT_FOUND' }, 404))).toEqual({});
  });
});
