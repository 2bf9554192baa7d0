import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Tests of the tooling that never touch a DOM: no jsdom, no Testing Library setup. */
const nodeTests = [
  'tooling/hub-sim/src/**/*.test.{ts,tsx}',
  'tooling/eslint-plugin-layers/*.test.mjs',
  'tooling/bench/**/*.test.mjs',
  'tooling/demo/*.test.ts',
  'tooling/lighthouse/src/**/*.test.ts',
];

/** Screens, stories, stores and the hub client: jsdom (a file may still ask for node in its docblock). */
const domTests = [
  'packages/*/src/**/*.test.{ts,tsx}',
  'apps/*/src/**/*.test.{ts,tsx}',
  'tooling/test-harness/src/**/*.test.{ts,tsx}',
  'tooling/storybook/src/**/*.test.{ts,tsx}',
];

/**
 * One run for the whole workspace: cheaper on two cores than a vitest process per package.
 * Gate time (docs/performance.md, "Gate time"): vitest runs `availableParallelism() - 1` workers
 * by default, which is one on a two-core runner, so every file ran after the other; two workers
 * keep both cores busy while the main process transforms. Worker threads start faster than
 * forked processes, and each test file still gets a fresh worker (isolation stays on).
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    pool: 'threads',
    maxWorkers: 2,
    restoreMocks: true,
    unstubGlobals: true,
    // A timeout catches a test that hangs, not a slow machine: on two loaded cores a heavy test
    // (63 XSS payloads rendered) took over 15 s, so the limit is generous (issue 21).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // In CI a test that fails is run once more, as Playwright's are: a race on a loaded runner
    // (gate 114's kiosk keys, docs/performance.md) cost a whole landing. One that passes only
    // the second time is named "flaky" in the gate's last lines (tooling/ci/count-results.mjs).
    retry: process.env.CI ? 1 : 0,
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', include: nodeTests } },
      { extends: true, test: { name: 'dom', environment: 'jsdom', include: domTests, setupFiles: ['./vitest.setup.ts'] } },
    ],
  },
});
