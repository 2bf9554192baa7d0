/**
 * How every browser this repo drives is started: Debian's chromium (no browser download is
 * possible here), headless, without the background traffic and updates that would add requests
 * and noise to what a test or benchmark measures. Plain .mjs so the Playwright config and the
 * plain-node benchmarks (tooling/bench/kiosk-soak.mjs) read the one list.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
