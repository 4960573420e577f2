#!/usr/bin/env bash
# `npm test`: every suite, in the least time two cores allow. The checks that need no server come first, side by
# side (the type check holds one core, the unit tests and the web build share the other); then the API suite runs
# beside the browser suite, which spends most of its time waiting on Chromium and the server. The API suite runs at a
# lower priority so that the browser suite, whose steps wait on what they see, is never starved by it. Each side's
# output is printed whole once it ends, so the two never interleave.
set -uo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
failed=()

# Runs each named npm script in the background, then waits for all and prints their output in order.
together() {
  local names=("$@") pids=()
  for name in "${names[@]}"; do
    if [ "$name" = test:api ]; then nice -n 10 npm run --silent "$name" >"$logs/$name" 2>&1 &
    else npm run --silent "$name" >"$logs/$name" 2>&1 &
    fi
    pids+=($!)
  done
  for i in "${!names[@]}"; do
    local status=0
    wait "${pids[$i]}" || status=$?
    printf '\n--- npm run %s (exit %s) ---\n' "${names[$i]}" "$status"
    cat "$logs/${names[$i]}"
    [ "$status" -eq 0 ] || failed+=("${names[$i]}")
  done
}

npm run --silent lint || failed+=(lint)
# Panda's generated styles, which the type check reads, are written before anything reads them.
npx panda codegen --silent || failed+=(codegen)
together typecheck test:unit build:web
if [ ${#failed[@]} -eq 0 ]; then
  # The walks through the server and the browser record the transitions they verify here; the committed
  # machines/coverage.json (what /process shows) must say exactly what they saw.
  export WALK_OBSERVATIONS_DIR="$logs/walks"
  together test:api test:e2e:built
  if [ ${#failed[@]} -eq 0 ]; then
    printf '\n--- machines/coverage.json against what the walks verified ---\n'
    npx tsx tests/walks/check-coverage.ts "$WALK_OBSERVATIONS_DIR" || failed+=(coverage)
  fi
fi

if [ ${#failed[@]} -ne 0 ]; then
  # A failed suite's end is said again last, where a log read from its tail shows it (the browser suite's is long).
  for name in "${failed[@]}"; do
    if [ -f "$logs/$name" ] && [ "$name" != test:e2e:built ]; then
      printf '\n--- the end of npm run %s, again ---\n' "$name"
      grep -v -E $'^ *(\e\\[[0-9;]*m)*✓' "$logs/$name" | tail -n 60
    fi
  done
  printf '\nFailed: %s\n' "${failed[*]}"
  exit 1
fi
