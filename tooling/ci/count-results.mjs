// Sums every test layer into the one line CI reads: "N passed, N failed".
// A gate that is not a test (format, typecheck, lint, builds) counts as one failed check when it fails.
import fs from 'node:fs';

const [resultsDir, gateFailuresText, failedGates, seconds] = process.argv.slice(2);
const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

let passed = 0;
let failed = Number(gateFailuresText) || 0;
const lines = [];
const add = (layer, layerPassed, layerFailed) => {
  passed += layerPassed;
  failed += layerFailed;
  lines.push(`${layer}: ${layerPassed} passed, ${layerFailed} failed`);
};

const vitest = read(`${resultsDir}/vitest.json`);
if (vitest) add('vitest (unit, component, stories, lint rules)', vitest.numPassedTests, vitest.numFailedTests);

// Playwright's JSON reporter: expected = passed, flaky = passed on retry, unexpected = failed.
const playwright = read(`${resultsDir}/playwright.json`);
if (playwright)
  add('playwright (end to end, accessibility)', playwright.stats.expected + playwright.stats.flaky, playwright.stats.unexpected);

const budget = read('tooling/bench/out/budget.json');
if (budget) add('bundle budgets', budget.passed, budget.failed);

// One test per page: its median run against every threshold (tooling/lighthouse).
const lighthouse = read(`${resultsDir}/lighthouse.json`);
if (lighthouse) add('lighthouse (median of 3 runs per page)', lighthouse.passed, lighthouse.failed);

if (failedGates) lines.push(`failed gates: ${failedGates}`);
lines.push(`took ${seconds}s`);
for (const line of lines) console.log(`  ${line}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
