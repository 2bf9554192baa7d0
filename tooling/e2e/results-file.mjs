import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where Playwright's JSON reporter writes. Plain .mjs so both the TS config and the plain-node
 * `count-results.mjs` read the one path; `.ci-results/` is where the CI gate gathers every layer.
 */
export const resultsFile = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '.ci-results', 'playwright.json');
