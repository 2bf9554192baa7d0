#!/usr/bin/env bash
# The whole gate, in the order a reviewer reads it (STYLE.md 12): install, format, typecheck,
# lint, unit and story tests, builds, Storybook build, bundle budgets, Lighthouse, end to end.
# Format, typecheck and lint run at once (one core each would leave the other idle), and chromium
# installs beside them and the unit tests; Lighthouse runs alone (CPU contention ruins its scores).
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

# Runs steps at once, each with its output kept apart, then prints each whole in the order given.
# For steps that keep one core busy each (prettier, tsc, eslint) or wait on the network (installs):
# on the two-core runner they overlap instead of leaving a core idle (docs/performance.md,
# "Gate time"). Arguments: "name|command" strings; a command is run by bash.
steps_at_once() {
  local scratch pids=() names=() i failed=0
  scratch="$(mktemp -d)"
  for i in "$@"; do
    names+=("${i%%|*}")
    ( step "${i%%|*}" bash -c "${i#*|}" > "$scratch/${#names[@]}.log" 2>&1 ) &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || { failed=1; gate_failures=$((gate_failures + 1)); failed_gates+=("${names[$i]}"); }
    cat "$scratch/$((i + 1)).log"
  done
  rm -rf "$scratch"
  return "$failed"
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
# Only Lighthouse and the journeys need chromium: its download and unpacking (minutes on a fresh
# runner, mostly waiting on the network) go on while the checks and unit tests keep the cores busy.
( step "install chromium" ensure_chromium > "$results_dir/install-chromium.log" 2>&1 ) &
chromium_install=$!
steps_at_once "format|pnpm exec prettier --check . --log-level warn" "typecheck|pnpm run -s typecheck" "lint|pnpm run -s lint"
step "unit and story tests" pnpm exec vitest run --reporter=default --reporter=json --outputFile.json="$results_dir/vitest.json"
step "build apps" pnpm exec turbo run build --filter='./apps/*' --output-logs=errors-only
step "build storybook" pnpm exec turbo run build --filter=@companion/storybook --output-logs=errors-only
rm -f tooling/bench/out/budget.json
step "bundle budgets" node tooling/bench/bundle-budget.mjs --no-build
wait "$chromium_install" || { gate_failures=$((gate_failures + 1)); failed_gates+=("install chromium"); }
cat "$results_dir/install-chromium.log"
step "lighthouse" node --import tsx tooling/lighthouse/src/run.ts --gate --floor --results-dir "$results_dir"
step "end to end" pnpm --filter @companion/e2e exec playwright test

node tooling/ci/count-results.mjs "$results_dir" "$gate_failures" "${failed_gates[*]:-}" "$(( $(date +%s) - started ))"
