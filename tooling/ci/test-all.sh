#!/usr/bin/env bash
# The whole gate, in the order a reviewer reads it (STYLE.md 12): install, format, typecheck,
# lint, unit and story tests, builds, Storybook build, bundle budgets, Lighthouse, end to end.
# Lighthouse runs alone (nothing in parallel): CPU contention ruins its scores.
# Ends with one line "N passed, N failed" summing every test layer.
set -uo pipefail
cd "$(dirname "$0")/../.."
export CI="${CI:-}"
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 NEXT_TELEMETRY_DISABLED=1
results_dir="$(pwd)/.ci-results"
rm -rf "$results_dir" && mkdir -p "$results_dir"
started=$(date +%s)
gate_failures=0
failed_gates=()

step() {
  local name="$1"; shift
  local t0=$(date +%s)
  echo "::: $name"
  if "$@"; then
    echo "::: $name ok ($(( $(date +%s) - t0 ))s)"
  else
    echo "::: $name FAILED ($(( $(date +%s) - t0 ))s)"
    gate_failures=$((gate_failures + 1))
    failed_gates+=("$name")
    return 1
  fi
}

ensure_pnpm() {
  command -v pnpm >/dev/null 2>&1 && pnpm --version | grep -q '^10\.' && return 0
  npm install -g pnpm@10.34.8 --no-audit --no-fund >/dev/null
}

ensure_chromium() {
  [ -x /usr/bin/chromium ] && return 0
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
}

step "install pnpm" ensure_pnpm || { echo "0 passed, 1 failed"; exit 1; }
step "install dependencies" pnpm install --frozen-lockfile --reporter=silent || { echo "0 passed, 1 failed"; exit 1; }
step "install chromium" ensure_chromium
step "format" pnpm exec prettier --check . --log-level warn
step "typecheck" pnpm run -s typecheck
step "lint" pnpm run -s lint
step "unit and story tests" pnpm exec vitest run --reporter=default --reporter=json --outputFile.json="$results_dir/vitest.json"
step "build apps" pnpm exec turbo run build --filter='./apps/*' --output-logs=errors-only
step "build storybook" pnpm exec turbo run build --filter=@companion/storybook --output-logs=errors-only
rm -f tooling/bench/out/budget.json
step "bundle budgets" node tooling/bench/bundle-budget.mjs --no-build
step "lighthouse" node --import tsx tooling/lighthouse/src/run.ts --gate --floor --results-dir "$results_dir"
step "end to end" pnpm --filter @companion/e2e exec playwright test

node tooling/ci/count-results.mjs "$results_dir" "$gate_failures" "${failed_gates[*]:-}" "$(( $(date +%s) - started ))"
