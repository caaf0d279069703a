#!/usr/bin/env bash
# Proves the server runs from `npm install --omit=dev`: copies the tracked files (plus package-lock.json) to a
# scratch folder, installs (npm install --omit=dev; the lock lacks some optional platform packages, so not npm ci) only the runtime dependencies there, starts server/main.ts on an in-memory PGlite and
# asks /readyz. Exit 0 when ready. Usage: bash scripts/check-omit-dev.sh [SCRATCH_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="${1:-$(mktemp -d /tmp/shop-omit-dev-XXXXXX)}"
mkdir -p "$scratch"
git ls-files -z --cached --others --exclude-standard | grep -zv '^e2e/\|^__tests__/' | tar --null -T - -cf - 2>/dev/null | tar -xf - -C "$scratch"
cd "$scratch"
echo "npm install --omit=dev in $scratch ..."
npm install --omit=dev --ignore-scripts --no-audit --no-fund >npm.log 2>&1 || { tail -20 npm.log; exit 1; }
du -sh node_modules
[ ! -d node_modules/jest ] || { echo "dev dependencies were installed"; exit 1; }
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(String(s.address().port));s.close()})')
NODE_ENV=production HOST=127.0.0.1 PORT=$port DATA_DIR=memory:// LOG_LEVEL=warn node_modules/.bin/tsx server/main.ts >server.log 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
for _ in $(seq 1 600); do
  if curl -fsS "http://127.0.0.1:$port/readyz" 2>/dev/null; then echo; echo "ok: the server runs from npm install --omit=dev"; exit 0; fi
  kill -0 $pid 2>/dev/null || { cat server.log; echo "server exited"; exit 1; }
  sleep 0.1
done
cat server.log; echo "not ready in 60 s"; exit 1
