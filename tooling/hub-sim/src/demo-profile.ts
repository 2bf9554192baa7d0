import type { DeviceType } from '@companion/hub-client';

/**
 * One running demo hub can stand in for every device: the first label of the host it is called on
 * says which (`kiosk-resco.localhost:8080` → a kiosk whose hotel system is Resco).
 */
export const demoDevices = { app: 'App', kiosk: 'Kiosk', signage: 'DigitalSignage' } as const satisfies Record<string, DeviceType>;
export type DemoDevice = keyof typeof demoDevices;

export const demoLogins = ['passenger', 'resco', 'hotelfriend', 'name', 'retina', 'retina-missing'] as const;
export type DemoLogin = (typeof demoLogins)[number];

export type DemoProfile = { device: DemoDevice; login: DemoLogin };

export const DEMO_PROFILE_HEADER = 'X-Demo-Profile';

function isDevice(value: string): value is DemoDevice {
  return value in demoDevices;
}

function isLogin(value: string): value is DemoLogin {
  return (demoLogins as readonly string[]).includes(value);
}

/** `kiosk-resco` → { kiosk, resco }; unknown parts fall back to the guest app and passenger login. */
export function demoProfileFromLabel(label: string): DemoProfile {
  const [first = '', ...rest] = label.toLowerCase().split('-');
  const device: DemoDevice = isDevice(first) ? first : 'app';
  const loginText = (isDevice(first) ? rest : [first, ...rest]).join('-');
  return { device, login: isLogin(loginText) ? loginText : 'passenger' };
}

export function demoProfileFromHost(host: string): DemoProfile {
  const hostname = host.replace(/:\d+$/, '');
  if (/^\d+\.\d+\.\d+\.\d+$/.test(hostname) || hostname === 'localhost') return { device: 'app', login: 'passenger' };
  return demoProfileFromLabel(hostname.split('.')[0] ?? '');
}

export function demoProfileOf(request: Request): DemoProfile {
  const header = request.headers.get(DEMO_PROFILE_HEADER);
  if (header) return demoProfileFromLabel(header);
  return demoProfileFromHost(new URL(request.url).host);
}
