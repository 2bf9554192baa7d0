// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoProfileFromHost, demoProfileOf } from './demo-profile';

describe('demoProfileFromHost', () => {
  it.each([
    ['localhost:8080', { device: 'app', login: 'passenger' }],
    ['127.0.0.1:8080', { device: 'app', login: 'passenger' }],
    ['kiosk.localhost:8080', { device: 'kiosk', login: 'passenger' }],
    ['signage.localhost', { device: 'signage', login: 'passenger' }],
    ['kiosk-resco.localhost:8080', { device: 'kiosk', login: 'resco' }],
    ['app-retina-missing.localhost', { device: 'app', login: 'retina-missing' }],
    ['hotelfriend.localhost', { device: 'app', login: 'hotelfriend' }],
    ['mystery.localhost', { device: 'app', login: 'passenger' }],
  ])('%s answers as %o', (host, profile) => {
    expect(demoProfileFromHost(host)).toEqual(profile);
  });

  it('lets the X-Demo-Profile header override the host', () => {
    const request = new Request('http://localhost:8080/api/devices/config', { headers: { 'X-Demo-Profile': 'signage' } });
    expect(demoProfileOf(request)).toEqual({ device: 'signage', login: 'passenger' });
  });
});
