// `pnpm demo [--no-build]`: the demo hub and the three built apps on this machine until Ctrl-C.
import { buildApps, demoAddresses, startDemo } from './start-demo';

let demo: Awaited<ReturnType<typeof startDemo>>;
try {
  if (!process.argv.includes('--no-build')) buildApps();
  demo = await startDemo();
} catch (error) {
  // A one-line reason (busy port, missing build) reads better than a stack trace.
  console.error(`The demo did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
console.log(['', 'The demo is running. Open:', '', ...demoAddresses().map((line) => `  ${line}`), '', 'Press Ctrl-C to stop.'].join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // An open event stream (signage remote reload) can hold the hub's close(); do not wait on it for long.
    setTimeout(() => process.exit(0), 2_000).unref();
    void demo.close().then(() => process.exit(0));
  });
}
