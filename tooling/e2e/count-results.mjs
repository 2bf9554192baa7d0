// `node tooling/e2e/count-results.mjs [results.json]`: the end-to-end layer as one line,
// "N passed, N failed", read from Playwright's JSON reporter. Exits 1 when anything failed.
import { readFileSync } from 'node:fs';
import { resultsFile } from './results-file.mjs';

const file = process.argv[2] ?? resultsFile;
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  // No report means the suite never ran (or crashed before writing): that is a failure, not "0 failed".
  console.error(`No Playwright JSON report at ${file}.`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// expected = passed first time, flaky = passed on a retry, unexpected = failed, skipped = not run.
const { expected = 0, flaky = 0, unexpected = 0, skipped = 0 } = report.stats ?? {};
// Errors outside any test (the web server did not start, a spec failed to load) fail the layer too.
const globalErrors = report.errors?.length ?? 0;
for (const error of report.errors ?? []) console.error(error.message ?? String(error));
const passed = expected + flaky;
const failed = unexpected + (globalErrors > 0 && unexpected === 0 ? 1 : 0);
// Details first, so the last line stays exactly "N passed, N failed" for whoever parses it.
if (flaky || skipped) console.log(`(${flaky} passed only on a retry, ${skipped} skipped)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
