import { afterEach } from 'vitest';

// A test file that asks for the node environment (hub calls, schemas, rules) has no DOM to
// render into: it skips Testing Library and jest-dom, whose import (react-dom, aria-query) cost
// more than most such files' tests (docs/performance.md, "Gate time").
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');

  // findBy… and waitFor wait for what a test asserts; their default of 1 s is a bet on the
  // machine's speed that a loaded two-core CI runner loses (issue 21). A passing test never waits
  // the whole limit, so a generous one costs nothing.
  configure({ asyncUtilTimeout: 10_000 });

  afterEach(() => {
    cleanup();
  });
}
