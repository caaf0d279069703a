#!/usr/bin/env bash
# The deployment's tests on real processes (Debian postgresql + nginx, installed by scripts/ensure-system.sh):
# a throwaway PostgreSQL cluster (scripts/pg-cluster.sh) per file, server instances on it, nginx with
# deploy/nginx.conf in front —
#   server/production.test.ts  npm run migrate, MIGRATE_ON_START=0, /healthz /readyz /metrics, SIGTERM drain
#   server/instances.test.ts   two instances: rate limit, SMS caps, lockout, idempotency, read cache, flash sale
#   server/pay-instances.test.ts  two instances in production mode: WeChat Pay / Alipay notifies at both, duplicates, forged, late, lost
#   server/chat-instances.test.ts the chat workbench: a patient on one instance, a doctor on the other, messages both ways
#   server/proxy.test.ts       nginx: static caching + gzip, X-Forwarded-For, SIGKILL of an instance under load, start:prod
#   server/rls.test.ts         row-level security as the app role (no superuser, no BYPASSRLS), the audit retention, no cache NOTIFY for logs
set -euo pipefail
cd "$(dirname "$0")/.."
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || { echo "PostgreSQL server missing: bash scripts/ensure-system.sh"; exit 1; }
[ -x /usr/sbin/nginx ] || { echo "nginx missing: bash scripts/ensure-system.sh"; exit 1; }
npx jest --ci --runInBand --selectProjects server-slow -- server/production.test.ts server/instances.test.ts server/pay-instances.test.ts server/chat-instances.test.ts server/proxy.test.ts server/rls.test.ts
