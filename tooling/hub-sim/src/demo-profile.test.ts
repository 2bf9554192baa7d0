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
    ['app.localhost:5173', { device: 'app', login: 'passenger' }],
    ['app-name.localhost', { device: 'app', login: 'name' }],
    ['app-retina.localhost', { device: 'app', login: 'retina' }],
    ['app-hotelfriend.localhost', { device: 'app', login: 'hotelfriend' }],
    ['kiosk-passenger.localhost', { device: 'kiosk', login: 'passenger' }],
    ['signage-retina-missing.localhost:8080', { device: 'signage', login: 'retina-missing' }],
    ['Kiosk-Resco.LOCALHOST', { device: 'kiosk', login: 'resco' }],
    ['kiosk-nonsense.localhost', { device: 'kiosk', login: 'passenger' }],
    ['10.0.0.5', { device: 'app', login: 'passenger' }],
    ['[::1]:8080', { device: 'app', login: 'passenger' }],
    ['kiosk.aurora-star.example', { device: 'kiosk', login: 'passenger' }],
  ])('%s answers as %o', (host, profile) => {
    expect(demoProfileFromHost(host)).toEqual(profile);
  });

  it('lets the X-Demo-Profile header override the host', () => {
    const request = new Request('http://localhost:8080/api/devices/config', { headers: { 'X-Demo-Profile': 'signage' } });
    expect(demoProfileOf(request)).toEqual({ device: 'signage', login: 'passenger' });
  });

  it('reads device and login from the header as from a host label', () => {
    const request = new Request('http://signage.localhost:8080/api/devices/config', { headers: { 'X-Demo-Profile': 'kiosk-resco' } });
    expect(demoProfileOf(request)).toEqual({ device: 'kiosk', login: 'resco' });
  });

  it('uses the host when the header is absent', () => {
    expect(demoProfileOf(new Request('http://app-hotelfriend.localhost:8080/api/devices/config'))).toEqual({
      device: 'app',
      login: 'hotelfriend',
    });
  });
});
