import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** One run for the whole workspace: cheaper on two cores than a vitest process per package. */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'apps/*/src/**/*.test.{ts,tsx}',
      'tooling/hub-sim/src/**/*.test.{ts,tsx}',
      'tooling/test-harness/src/**/*.test.{ts,tsx}',
      'tooling/storybook/src/**/*.test.{ts,tsx}',
      'tooling/eslint-plugin-layers/*.test.mjs',
      'tooling/bench/**/*.test.mjs',
      'tooling/demo/*.test.ts',
      'tooling/lighthouse/src/**/*.test.ts',
    ],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // A timeout catches a test that hangs, not a slow machine: on two loaded cores a heavy test
    // (63 XSS payloads rendered) took over 15 s, so the limit is generous (issue 21).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
