// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveHubAddress } from './hub-address';

const page = (hostname: string, protocol = 'https:') => ({ hostname, protocol });

describe('resolveHubAddress', () => {
  it('turns the first host label app into hub', () => {
    expect(resolveHubAddress(page('app.aurora-cruises.com'))).toEqual({
      hubUrl: 'https://hub.aurora-cruises.com/',
      hubApiUrl: 'https://hub.aurora-cruises.com/api/',
      developmentMode: false,
    });
  });

  it('leaves a host whose first label is not app unchanged', () => {
    expect(resolveHubAddress(page('guests.aurora-cruises.com')).hubUrl).toBe('https://guests.aurora-cruises.com/');
  });

  it('uses the fixed map for known hosts', () => {
    expect(resolveHubAddress(page('companion.example-cruises.com')).hubUrl).toBe('https://hub.example-cruises.com/');
  });

  it.each(['localhost', '127.0.0.1', 'kiosk.localhost'])(
    'treats %s as development, with the hub on port 8080 of the same host',
    (hostname) => {
      expect(resolveHubAddress(page(hostname, 'http:'))).toEqual({
        hubUrl: `http://${hostname}:8080/`,
        hubApiUrl: `http://${hostname}:8080/api/`,
        developmentMode: true,
      });
    },
  );

  it('lets the operator runtime config override everything', () => {
    const address = resolveHubAddress(page('app.aurora-cruises.com'), { hubApiUrl: 'https://ship-hub.internal/v2/api' });
    expect(address.hubApiUrl).toBe('https://ship-hub.internal/v2/api/');
    expect(address.hubUrl).toBe('https://ship-hub.internal/v2/');
  });

  it('lets the runtime config win over a known host', () => {
    expect(resolveHubAddress(page('companion.example-cruises.com'), { hubUrl: 'https://ship-hub.internal/' }).hubUrl).toBe(
      'https://ship-hub.internal/',
    );
  });

  it('keeps the page protocol when rewriting app to hub', () => {
    expect(resolveHubAddress(page('app.aurora-cruises.com', 'http:')).hubUrl).toBe('http://hub.aurora-cruises.com/');
  });

  it('derives the API address from a runtime hub address', () => {
    expect(resolveHubAddress(page('localhost'), { hubUrl: 'https://hub.test' }).hubApiUrl).toBe('https://hub.test/api/');
  });

  it('carries the games host of the runtime config, whatever decides the hub', () => {
    expect(resolveHubAddress(page('app.aurora-cruises.com'), { gamesUrl: 'https://games.aurora-cruises.com' })).toEqual({
      hubUrl: 'https://hub.aurora-cruises.com/',
      hubApiUrl: 'https://hub.aurora-cruises.com/api/',
      developmentMode: false,
      gamesUrl: 'https://games.aurora-cruises.com/',
    });
    expect(resolveHubAddress(page('localhost'), { hubUrl: 'https://hub.test', gamesUrl: 'https://games.test/' }).gamesUrl).toBe(
      'https://games.test/',
    );
  });

  it('has no games host of its own when the runtime config gives none', () => {
    expect(resolveHubAddress(page('app.aurora-cruises.com'))).not.toHaveProperty('gamesUrl');
  });
});
