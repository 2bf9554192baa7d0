import { buildApps, demoAddresses, startDemo } from './start-demo';

if (!process.argv.includes('--no-build')) buildApps();
const demo = await startDemo();
console.log(['', 'The demo is running. Open:', '', ...demoAddresses().map((line) => `  ${line}`), '', 'Press Ctrl-C to stop.'].join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void demo.close().then(() => process.exit(0));
  });
}
