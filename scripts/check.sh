#!/usr/bin/env bash
# `npm run check`: the unit tests (jest domain, app, server) with lint, format check and typecheck running beside
# them instead of before them (warm, the three are ~14 s of CPU against jest's ~190 s; jest no longer waits for tsc).
# jest's output streams as it runs; each static check's output is printed whole after jest. Any failure fails the
# check, after everything has run (so one run shows every problem).
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
steps=(lint format:check typecheck)
pids=()
for s in "${steps[@]}"; do
  npm run -s "$s" >"$logs/$s.log" 2>&1 &
  pids+=($!)
done
failed=()
npm run -s test:unit || failed+=(test:unit)
for i in "${!steps[@]}"; do
  if ! wait "${pids[$i]}"; then failed+=("${steps[$i]}"); fi
  cat "$logs/${steps[$i]}.log"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "check failed: ${failed[*]}" >&2
  exit 1
fi
