import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoCredentials } from '@companion/hub-sim';
import { startDemoHubServer } from '@companion/hub-sim/server';
import { serveStatic } from './serve-static';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const appNames = ['guest', 'kiosk', 'signage'] as const;

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

/** A busy port is the usual start-up failure (a demo already running); say which one and how to move it. */
function explainListenError(what: string, port: number, envName: string) {
  return (error: NodeJS.ErrnoException): never => {
    if (error.code === 'EADDRINUSE') throw new Error(`Port ${port} (${what}) is in use: stop what runs there or set ${envName}.`);
    throw error;
  };
}

/** Also drops kept-alive browser connections, which would otherwise hold close() open. */
function closeServer(server: Server): Promise<void> {
  const closed = new Promise<void>((done) => server.close(() => done()));
  server.closeAllConnections();
  return closed;
}

/** The demo hub plus the three built apps; resolves once everything listens. */
export async function startDemo(): Promise<{ close: () => Promise<void> }> {
  const missing = appNames.filter((app) => !existsSync(join(repo, 'apps', app, 'dist', 'index.html')));
  if (missing.length) throw new Error(`No build of ${missing.join(', ')}: run without --no-build, or build with turbo first.`);

  const hub = await startDemoHubServer({ port: demoPorts.hub, host: '127.0.0.1' }).catch(
    explainListenError('demo hub', demoPorts.hub, 'DEMO_HUB_PORT'),
  );
  const started = await Promise.allSettled(
    appNames.map((app) =>
      serveStatic(join(repo, 'apps', app, 'dist'), demoPorts[app], { hubPort: demoPorts.hub }).catch(
        explainListenError(`${app} app`, demoPorts[app], `DEMO_${app.toUpperCase()}_PORT`),
      ),
    ),
  );
  const apps = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  const close = async () => {
    await Promise.all(apps.map(closeServer));
    await hub.close();
  };
  if (failure) {
    // Leave nothing half-started behind: the caller gets the error and a free set of ports.
    await close();
    throw failure.reason;
  }
  return { close };
}

/** What to open, with the logins to type taken from the demo hub's own fixtures so they never drift. */
export function demoAddresses(): string[] {
  const { hub, guest, kiosk, signage } = demoPorts;
  const { passenger, resco, name, retina } = demoCredentials;
  return [
    `Guest app        http://localhost:${guest}`,
    `Kiosk app        http://kiosk.localhost:${kiosk}`,
    `Signage app      http://signage.localhost:${signage}`,
    `Demo hub         http://localhost:${hub}/api/devices/config`,
    '',
    'Other login methods (the host name picks the demo hub profile):',
    `  Resco (account, cabin, PIN)   http://app-resco.localhost:${guest}     ${resco.accountNumber} / ${resco.cabin} / ${resco.pin}`,
    `  Name and date of birth        http://app-name.localhost:${guest}      ${name.firstName} ${name.lastName}, ${name.dateOfBirth}`,
    `  HotelFriend                   http://app-hotelfriend.localhost:${guest}`,
    `  Retina                        http://app-retina.localhost:${guest}/retina/login/${retina.token}`,
    `  Kiosk with card scan (Resco)  http://kiosk-resco.localhost:${kiosk}   card ${resco.accountNumber}`,
    '',
    `Passenger login: booking reference ${passenger.bookingReference}, surname ${passenger.lastName}, departure date today.`,
  ];
}

export { serveStatic } from './serve-static';
