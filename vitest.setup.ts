import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for what a test asserts; their default of 1 s is a bet on the
// machine's speed that a loaded two-core CI runner loses (issue 21). A passing test never waits
// the whole limit, so a generous one costs nothing.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
