#!/usr/bin/env bash
# Runs every test: type check, jest (domain, app, server), the three production builds, the mini-program
# checks, the size report and the browser journeys. Installs what it needs (npm packages, Chromium).
set -uo pipefail
cd "$(dirname "$0")/.."
export CI=${CI:-}
passed=0; failed=0; failures=()
step() {
  local name="$1"; shift
  local t0=$(date +%s)
  echo ""; echo "=== $name"
  if "$@"; then passed=$((passed+1)); echo "--- ok: $name ($(( $(date +%s) - t0 )) s)"
  else failed=$((failed+1)); failures+=("$name"); echo "--- FAILED: $name ($(( $(date +%s) - t0 )) s)"; fi
}
[ -f node_modules/.package-lock.json ] || npm install --no-audit --no-fund
step "chromium" bash scripts/ensure-chromium.sh
step "typecheck" npx tsc --noEmit -p tsconfig.json
step "jest" npx jest --ci
step "build weapp" flock /tmp/taro-build.lock npx taro build --type weapp
step "build alipay" flock /tmp/taro-build.lock npx taro build --type alipay
step "build h5" flock /tmp/taro-build.lock npx taro build --type h5
step "weapp boot check" node scripts/mp-check/weapp.mjs
step "weapp home with seed data" bash scripts/with-server.sh node scripts/mp-check/weapp.mjs --api '$API' --expect-text 欧姆龙上臂式电子血压计 --expect-text 299.00
step "weapp cart as a logged-in user" bash scripts/with-server.sh node scripts/mp-check/cart.mjs weapp --api '$API'
step "weapp order list and detail as a logged-in user" bash scripts/with-server.sh node scripts/mp-check/orders.mjs weapp --api '$API'
step "alipay check" node scripts/mp-check/alipay.mjs
step "alipay home with seed data" bash scripts/with-server.sh node scripts/mp-check/alipay.mjs --api '$API' --expect-text 欧姆龙上臂式电子血压计
step "alipay cart as a logged-in user" bash scripts/with-server.sh node scripts/mp-check/cart.mjs alipay --api '$API'
step "alipay order list and detail as a logged-in user" bash scripts/with-server.sh node scripts/mp-check/orders.mjs alipay --api '$API'
step "size report" node scripts/size-report.mjs --require weapp,alipay,h5
step "browser journeys" npx tsx __tests__/e2e/run.ts
echo ""
if [ $failed -gt 0 ]; then echo "Failed steps: ${failures[*]}"; fi
echo "steps: $passed passed, $failed failed"
[ $failed -eq 0 ]
