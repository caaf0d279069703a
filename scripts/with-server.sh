#!/usr/bin/env bash
# Runs a command against a fresh seeded reference server: starts it on a free port with a temporary
# PGlite data dir and the development sandbox providers (SANDBOX_PROVIDERS=1), exports
# API=http://127.0.0.1:PORT for the command, stops the server afterwards.
#   bash scripts/with-server.sh node scripts/mp-check/weapp.mjs --api '$API'
# The port comes from the OS (bound to 0, then released), not a random guess that another engineer's or
# step's server may hold; readiness is checked on this server's own pid, and when the command fails
# the server's log is printed so a crash shows up in the CI output.
set -uo pipefail
cd "$(dirname "$0")/.."
# SHARED_API=http://…: run the command against that seeded server instead of a fresh one (scripts/test-all.sh
# starts one for the mini-program checks that only read and log in; a fresh server costs ~10 s of start each).
# SHARED_LOG names its log, printed when the command fails.
if [ -n "${SHARED_API:-}" ]; then
  curl -sf "$SHARED_API/openapi.json" >/dev/null 2>&1 || { echo "the shared server $SHARED_API does not answer"; [ -n "${SHARED_LOG:-}" ] && tail -30 "$SHARED_LOG"; exit 1; }
  export API="$SHARED_API"
  args=()
  for a in "$@"; do args+=("${a//\$API/$API}"); done
  timeout --kill-after=10 "${WITH_SERVER_TIMEOUT:-300}" "${args[@]}"
  rc=$?
  [ $rc -eq 124 ] && echo "timed out after ${WITH_SERVER_TIMEOUT:-300} s"
  if [ $rc -ne 0 ] && [ -n "${SHARED_LOG:-}" ]; then echo "--- shared server log (last 40 lines):"; tail -40 "$SHARED_LOG"; fi
  exit $rc
fi
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(String(s.address().port));s.close()})")
data=$(mktemp -d /tmp/shop-with-server-XXXXXX)
fresh=()
log="$data.log"
# A seeded data dir is copied from a template instead of initdb + migrations + seed on every start (about 5 s
# of CPU each; CI starts ~60 of these servers). The template is keyed by the migrations' and the seed's sources
# and the China date, and rebuilt when older than 20 minutes (the seed places pending orders and group-buy
# teams relative to its "now"); WITH_SERVER_TEMPLATE=0 seeds from scratch. The server then runs neither its
# migrations nor its seed on the copy (MIGRATE_ON_START=0, SEED=0: /readyz and the start still check the schema).
if [ "${WITH_SERVER_TEMPLATE:-1}" != 0 ]; then
  key=$( (find server/seed server/lib/db -type f -name '*.ts' ! -name '*.test.ts' -print0 | sort -z | xargs -0 cat; TZ=Asia/Shanghai date +%F) | sha1sum | cut -c1-16)
  tpl="/tmp/shop-seed-template-$key"
  (
    flock 9
    if [ -d "$tpl" ] && [ -z "$(find "$tpl" -maxdepth 0 -mmin +20)" ]; then exit 0; fi
    rm -rf "$tpl" "$tpl.tmp"; mkdir -p "$tpl.tmp"
    tport=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(String(s.address().port));s.close()})")
    PORT=$tport HOST=127.0.0.1 DATA_DIR="$tpl.tmp" NODE_ENV=test SANDBOX_PROVIDERS=1 LOG_LEVEL=warn node node_modules/tsx/dist/cli.mjs server/main.ts >"$tpl.log" 2>&1 &
    tpid=$!
    for _ in $(seq 1 240); do
      kill -0 $tpid 2>/dev/null || break
      if curl -sf "http://127.0.0.1:$tport/openapi.json" >/dev/null 2>&1; then
        kill -TERM $tpid; wait $tpid && mv "$tpl.tmp" "$tpl" && rm -f "$tpl.log"; break
      fi
      sleep 0.5
    done
    kill $tpid 2>/dev/null; rm -rf "$tpl.tmp"; exit 0
  ) 9>/tmp/shop-seed-template.lock
  # a copy is migrated and seeded already (the key covers both): the start skips both
  [ -d "$tpl" ] && cp -a "$tpl/." "$data/" && fresh=(MIGRATE_ON_START=0 SEED=0)
fi
env "${fresh[@]}" PORT=$port HOST=127.0.0.1 DATA_DIR="$data" NODE_ENV=test SANDBOX_PROVIDERS=1 LOG_LEVEL=warn node node_modules/tsx/dist/cli.mjs server/main.ts >"$log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$data" "$log"' EXIT
ready=0
for _ in $(seq 1 240); do
  kill -0 $pid 2>/dev/null || { echo "server exited:"; tail -30 "$log"; exit 1; }
  if curl -sf "http://127.0.0.1:$port/openapi.json" >/dev/null 2>&1; then ready=1; break; fi
  sleep 0.5
done
[ $ready = 1 ] || { echo "server did not answer on port $port in 120 s:"; tail -30 "$log"; exit 1; }
export API="http://127.0.0.1:$port" SERVER_LOG="$log"
args=()
for a in "$@"; do args+=("${a//\$API/$API}"); done
# a hung command (an open handle) fails the step after WITH_SERVER_TIMEOUT seconds instead of stalling CI
timeout --kill-after=10 "${WITH_SERVER_TIMEOUT:-300}" "${args[@]}"
rc=$?
[ $rc -eq 124 ] && echo "timed out after ${WITH_SERVER_TIMEOUT:-300} s"
if [ $rc -ne 0 ]; then
  kill -0 $pid 2>/dev/null || echo "the server had exited during the command"
  echo "--- server log (last 40 lines):"; tail -40 "$log"
fi
exit $rc
