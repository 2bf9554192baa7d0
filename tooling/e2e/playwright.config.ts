import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium-launch.mjs';
import { resultsFile } from './results-file.mjs';

/**
 * End to end against the built apps and the demo hub, in Debian's chromium (no browser download
 * is possible here). The demo launcher serves each app dist folder; build them first (turbo).
 */
export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: resultsFile }]],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    // page.route must see every hub call; only offline.spec lets the service worker in.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx ../demo/start.ts --no-build',
    url: 'http://127.0.0.1:8080/health',
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
