/** What the bench's browser measurements share: chromium through playwright-core, and the demo. */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** playwright-core as the e2e suite has it (no browser download: Debian's chromium is used). */
export function loadPlaywrightCore() {
  const fromE2e = createRequire(join(repo, 'tooling', 'e2e', 'package.json'));
  const fromTest = createRequire(fromE2e.resolve('@playwright/test/package.json'));
  const fromPlaywright = createRequire(fromTest.resolve('playwright/package.json'));
  return fromPlaywright('playwright-core');
}

/** Waits up to a minute for `app` (the demo's guest app, started with `tooling/demo/start.ts`) to answer. */
export async function waitForDemo(app) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const up = await fetch(app).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`The demo did not start on ${app} (are the apps built?)`);
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
