// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { staticClosure } from './first-route.mjs';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['src/Dashboard.tsx'] },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/Dashboard.tsx': { file: 'assets/Dashboard.js', isDynamicEntry: true, imports: ['_shared.js'] },
};

describe('staticClosure', () => {
  it('follows static imports transitively but not lazy ones', () => {
    expect([...staticClosure(manifest, 'index.html')].sort()).toEqual(['_shared.js', '_vendor.js', 'index.html']);
  });

  it('counts a chunk shared by two paths once', () => {
    const seen = staticClosure(manifest, 'index.html');
    staticClosure(manifest, 'src/Dashboard.tsx', seen);
    expect(seen.size).toBe(4);
  });
});
