/**
 * `pnpm --filter @companion/hub-sim start [--port 8080]` (or PORT=8080): the demo hub on this
 * machine until Ctrl+C. HOST=0.0.0.0 lets other devices on the network reach it.
 */
import { demoCredentials } from '../fixtures/guests';
import { startDemoHubServer } from './index';

function portFromArguments(argv: string[], env: NodeJS.ProcessEnv): number {
  const inline = argv.find((argument) => argument.startsWith('--port='))?.slice('--port='.length);
  const flag = argv.indexOf('--port');
  const value = inline ?? (flag >= 0 ? argv[flag + 1] : undefined) ?? env.PORT;
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`demo hub: "${value}" is not a port number`);
    process.exit(2);
  }
  return port;
}

const server = await startDemoHubServer({
  port: portFromArguments(process.argv.slice(2), process.env),
  host: process.env.HOST ?? '127.0.0.1',
});
const { port } = server;
console.log(`Demo hub listening on ${server.url} (API under ${server.url}/api/)`);
console.log(
  `As any device: http://kiosk.localhost:${port}, http://signage.localhost:${port}, http://app-resco.localhost:${port}, http://kiosk-resco.localhost:${port}, ... (see tooling/hub-sim/README.md)`,
);
console.log(
  `Demo passenger: booking ${demoCredentials.passenger.bookingReference}, surname ${demoCredentials.passenger.lastName}, departure today`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`Demo hub: ${signal}, stopping`);
    void server.close().then(() => process.exit(0));
  });
}
