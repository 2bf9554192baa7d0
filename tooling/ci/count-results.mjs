// Sums every test layer into the one line CI reads: "N passed, N failed".
// A gate that is not a test (format, typecheck, lint, builds) counts as one failed check when it fails.
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

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

// CI keeps only the end of the output: the names of what failed (or passed only on a retry) must
// be there, not only above.
const failures = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

const vitest = read(`${resultsDir}/vitest.json`);
if (vitest) {
  add('vitest (unit, component, stories, lint rules)', vitest.numPassedTests, vitest.numFailedTests);
  for (const file of vitest.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`failed: ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // Passed on its retry (vitest.config.ts): counted as passed, named so the race gets mended.
    for (const test of file.assertionResults ?? [])
      if (test.status === 'passed' && test.failureMessages?.length)
        failures.push(`flaky: ${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    if (failedTests.length === 0 && file.status === 'failed') failures.push(`failed: ${where}: ${firstLine(file.message)}`);
  }
}

// Playwright's JSON reporter: expected = passed, flaky = passed on retry, unexpected = failed.
const playwright = read(`${resultsDir}/playwright.json`);
if (playwright)
  add('playwright (end to end, accessibility)', playwright.stats.expected + playwright.stats.flaky, playwright.stats.unexpected);
const visitSuite = (suite, titles) => {
  const inner = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? [])
      if (test.status === 'unexpected' || test.status === 'flaky') {
        const error = test.results?.find((result) => result.error)?.error?.message;
        failures.push(`${test.status === 'flaky' ? 'flaky' : 'failed'}: ${[...inner, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
  for (const child of suite.suites ?? []) visitSuite(child, inner);
};
for (const suite of playwright?.suites ?? []) visitSuite(suite, []);

const budget = read('tooling/bench/out/budget.json');
if (budget) add('bundle budgets', budget.passed, budget.failed);

// One test per page: its median run against every threshold (tooling/lighthouse).
const lighthouse = read(`${resultsDir}/lighthouse.json`);
if (lighthouse) add('lighthouse (median of 3 runs per page)', lighthouse.passed, lighthouse.failed);
// A page measured twice (tooling/lighthouse/src/measure-again.ts) is named like a retried test.
for (const page of lighthouse?.pages ?? [])
  if (!page.passed) failures.push(`failed: lighthouse › ${page.name}: ${(page.failures ?? []).join('; ')}`);
  else if (page.firstMeasurement) failures.push(`flaky: lighthouse › ${page.name}: first median ${page.firstMeasurement.join('; ')}`);

if (failedGates) lines.push(`failed gates: ${failedGates}`);
for (const failure of failures.slice(0, 20)) lines.push(stripVTControlCharacters(failure).slice(0, 300));
if (failures.length > 20) lines.push(`… and ${failures.length - 20} more`);
lines.push(`took ${seconds}s`);
for (const line of lines) console.log(`  ${line}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
