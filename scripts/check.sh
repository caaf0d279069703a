#!/usr/bin/env bash
# `npm run check`: lint, format check and type check side by side (each keeps about one core busy, and the machine
# has two), then the unit tests (jest domain, app, server on two workers). Each step's output is printed whole when
# it ends; any failure fails the check, after all three have run (so one run shows every problem).
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
for i in "${!steps[@]}"; do
  if ! wait "${pids[$i]}"; then failed+=("${steps[$i]}"); fi
  cat "$logs/${steps[$i]}.log"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "check failed: ${failed[*]}" >&2
  exit 1
fi
npm run -s test:unit
