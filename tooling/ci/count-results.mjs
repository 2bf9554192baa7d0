// Sums every test layer into the one line CI reads: "N passed, N failed".
// A gate that is not a test (format, typecheck, lint, builds) counts as one failed check when it fails.
import fs from 'node:fs';
import path from 'node:path';

const [dir, gateFailuresText, failedGates, seconds] = process.argv.slice(2);
const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  } catch {
    return undefined;
  }
};

let passed = 0;
let failed = Number(gateFailuresText) || 0;
const lines = [];

const vitest = read('vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  lines.push(`vitest (unit, component, stories, lint rules): ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`);
}

const e2e = read('e2e.json');
if (e2e) {
  passed += e2e.passed;
  failed += e2e.failed;
  lines.push(`playwright (end to end, accessibility): ${e2e.passed} passed, ${e2e.failed} failed`);
}

const budget = read('budget.json');
if (budget) {
  passed += budget.passed;
  failed += budget.failed;
  lines.push(`bundle budgets: ${budget.passed} passed, ${budget.failed} failed`);
}

if (failedGates) lines.push(`failed gates: ${failedGates}`);
lines.push(`took ${seconds}s`);
for (const line of lines) console.log(`  ${line}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
