// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApps } from './build-apps.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const scratch = [];

afterEach(() => {
  for (const folder of scratch.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('buildApps', () => {
  // docs/performance.md tells a reader to run `node tooling/bench/bundle-budget.mjs`, where no
  // package manager need be on PATH (pnpm comes from npx); the build must not depend on one.
  it('builds an app with nothing on PATH, as plain `node` from the repository root does', { timeout: 180_000 }, async () => {
    const empty = mkdtempSync(join(tmpdir(), 'bench-path-'));
    const out = mkdtempSync(join(tmpdir(), 'bench-build-'));
    scratch.push(empty, out);
    vi.stubEnv('PATH', empty);
    await buildApps(repo, ['signage'], { outDir: out });
    expect(existsSync(join(out, 'signage', 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'signage', '.vite', 'manifest.json'))).toBe(true);
    // V8 compiles the first screen's libraries while they download; only them (compile-hints.mjs).
    const assets = join(out, 'signage', 'assets');
    const hinted = readdirSync(assets).filter(
      (file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'),
    );
    expect(hinted).toEqual([expect.stringMatching(/^libraries-[\w-]+\.js$/)]);
  });
});
