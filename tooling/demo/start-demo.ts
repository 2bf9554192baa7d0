import { spawnSync } from 'node:child_process';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoHubServer } from '@companion/hub-sim/server';
import { serveStatic } from './serve-static';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const demoPorts = {
  hub: Number(process.env.DEMO_HUB_PORT ?? 8080),
  guest: Number(process.env.DEMO_GUEST_PORT ?? 5173),
  kiosk: Number(process.env.DEMO_KIOSK_PORT ?? 5174),
  signage: Number(process.env.DEMO_SIGNAGE_PORT ?? 5175),
};

export function buildApps(): void {
  const turbo = join(repo, 'node_modules', '.bin', 'turbo');
  const result = spawnSync(turbo, ['run', 'build', '--filter=./apps/*', '--output-logs=errors-only'], {
    cwd: repo,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('Building the apps failed.');
}

/** The demo hub plus the three built apps; resolves once everything listens. */
export async function startDemo(): Promise<{ close: () => Promise<void> }> {
  const hub = await startDemoHubServer({ port: demoPorts.hub, host: '127.0.0.1' });
  const apps: Server[] = await Promise.all(
    (['guest', 'kiosk', 'signage'] as const).map((app) => serveStatic(join(repo, 'apps', app, 'dist'), demoPorts[app])),
  );
  return {
    close: async () => {
      await Promise.all(apps.map((server) => new Promise<void>((done) => server.close(() => done()))));
      await hub.close();
    },
  };
}

export function demoAddresses(): string[] {
  const { hub, guest, kiosk, signage } = demoPorts;
  return [
    `Guest app        http://localhost:${guest}`,
    `Kiosk app        http://kiosk.localhost:${kiosk}`,
    `Signage app      http://signage.localhost:${signage}`,
    `Demo hub         http://localhost:${hub}/api/devices/config`,
    '',
    'Other login methods (the host name picks the demo hub profile):',
    `  Resco (account, cabin, PIN)   http://app-resco.localhost:${guest}`,
    `  Name and date of birth        http://app-name.localhost:${guest}`,
    `  HotelFriend                   http://app-hotelfriend.localhost:${guest}`,
    `  Retina                        http://app-retina.localhost:${guest}`,
    `  Kiosk with card scan (Resco)  http://kiosk-resco.localhost:${kiosk}`,
    '',
    'Demo guest: booking reference AUR123456, surname Smith, departure date today.',
  ];
}
