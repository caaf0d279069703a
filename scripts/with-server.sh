#!/usr/bin/env bash
# Runs a command against a fresh seeded reference server: starts it on a free port with a temporary
# PGlite data dir and the development sandbox providers (SANDBOX_PROVIDERS=1), exports
# API=http://127.0.0.1:PORT for the command, stops the server afterwards.
#   bash scripts/with-server.sh node scripts/mp-check/weapp.mjs --api '$API'
set -uo pipefail
cd "$(dirname "$0")/.."
port=$(( 4100 + RANDOM % 800 ))
data=$(mktemp -d /tmp/shop-with-server-XXXXXX)
log="$data.log"
PORT=$port HOST=127.0.0.1 DATA_DIR="$data" NODE_ENV=test SANDBOX_PROVIDERS=1 LOG_LEVEL=warn node node_modules/tsx/dist/cli.mjs server/main.ts >"$log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$data" "$log"' EXIT
for _ in $(seq 1 180); do
  curl -sf "http://127.0.0.1:$port/openapi.json" >/dev/null 2>&1 && break
  kill -0 $pid 2>/dev/null || { echo "server exited:"; tail -30 "$log"; exit 1; }
  sleep 0.5
done
export API="http://127.0.0.1:$port"
args=()
for a in "$@"; do args+=("${a//\$API/$API}"); done
"${args[@]}"
