// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHubClient, getMarketplaceCountries, MARKETPLACE_API_VERSION, marketplaceHeaderNames } from '@companion/hub-client';
import { startDemoHubServer, type DemoHubServer } from '../../server/index';

let server: DemoHubServer;
beforeAll(async () => {
  server = await startDemoHubServer({ port: 0 });
});
afterAll(() => server.close());

describe('the marketplace over HTTP', () => {
  // The apps call the demo hub from another port: without these in the preflight answer the
  // browser would never send a marketplace call.
  it('lets the apps send the version, language and currency headers (CORS preflight)', async () => {
    const response = await fetch(`${server.url}/api/musement/countries`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'accept-language, x-musement-currency, x-musement-version',
      },
    });
    expect(response.status).toBe(204);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of Object.values(marketplaceHeaderNames)) expect(allowed).toContain(header.toLowerCase());
  });

  it('answers the client’s marketplace call', async () => {
    const hub = createHubClient({
      hubApiUrl: `${server.url}/api/`,
      getSessionId: () => undefined,
      logger: { warn: () => {}, error: () => {} },
    });
    const countries = await getMarketplaceCountries(hub, { language: 'en-GB', currency: 'GBP' });
    expect(countries).toMatchObject({ ok: true, value: expect.arrayContaining([{ id: 47, name: 'Norway' }]) });
  });

  // The demo ship sails the Mediterranean: a guest sees the countries of the cruise first.
  it('lists the cruise’s countries first: Spain, France, Italy, Greece and Malta', async () => {
    const response = await fetch(`${server.url}/api/musement/countries`, {
      headers: { [marketplaceHeaderNames.version]: MARKETPLACE_API_VERSION },
    });
    expect(response.status).toBe(200);
    const countries = (await response.json()) as { id: number; name: string }[];
    expect(countries.slice(0, 5)).toEqual([
      { id: 34, name: 'Spain' },
      { id: 33, name: 'France' },
      { id: 39, name: 'Italy' },
      { id: 30, name: 'Greece' },
      { id: 356, name: 'Malta' },
    ]);
  });
});
