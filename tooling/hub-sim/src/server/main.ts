import { startDemoHubServer } from './index';

function portFromArguments(): number {
  const flag = process.argv.indexOf('--port');
  const value = flag >= 0 ? process.argv[flag + 1] : process.env.PORT;
  return value ? Number(value) : 8080;
}

const server = await startDemoHubServer({ port: portFromArguments(), host: process.env.HOST ?? '127.0.0.1' });
console.log(
  `Demo hub listening on ${server.url} (as any device: kiosk.localhost:${server.port}, signage.localhost:${server.port}, app-resco.localhost:${server.port}, ...)`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
