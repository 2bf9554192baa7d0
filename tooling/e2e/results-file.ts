import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the JSON reporter writes, for the CI summary line (tooling/ci/count-results.mjs). */
export const resultsFile = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '.ci-results', 'playwright.json');
