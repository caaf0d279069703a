#!/usr/bin/env bash
# A throwaway PostgreSQL cluster (Debian's postgresql package) for the cross-instance tests and benches.
#   bash scripts/pg-cluster.sh start DIR [PORT]   initdb (first time) + pg_ctl start; prints DATABASE_URL=postgres://shop@127.0.0.1:PORT/shop
#   bash scripts/pg-cluster.sh stop DIR           pg_ctl stop -m fast (the folder stays; rm -rf it to forget the data)
#   bash scripts/pg-cluster.sh url DIR            the DATABASE_URL of a started cluster
# Runs as the current user; as root (initdb refuses root) as the `postgres` user of the Debian package.
# Trust authentication on 127.0.0.1 only, fsync off: a test database, never a real one.
set -euo pipefail
cmd="${1:-}"; dir="${2:-}"
[ -n "$cmd" ] && [ -n "$dir" ] || { echo "usage: $0 start|stop|url DIR [PORT]" >&2; exit 2; }
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -x "$bin/initdb" ] || { echo "PostgreSQL is not installed: bash scripts/ensure-system.sh (Debian package postgresql)" >&2; exit 1; }
as=()
if [ "$(id -u)" = "0" ]; then as=(runuser -u postgres --); fi
url() { echo "postgres://shop@127.0.0.1:$(cat "$dir/port")/shop"; }
case "$cmd" in
  start)
    port="${3:-$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(String(s.address().port));s.close()})')}"
    mkdir -p "$dir"
    [ "$(id -u)" = "0" ] && chown postgres "$dir"
    if [ ! -f "$dir/data/PG_VERSION" ]; then
      "${as[@]}" "$bin/initdb" -D "$dir/data" -U shop --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
        { cat "$dir/initdb.log" >&2; exit 1; }
    fi
    echo "$port" >"$dir/port"
    "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/data/server.log" -w -t 60 \
      -o "-p $port -k $dir/data -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
    "${as[@]}" "$bin/psql" -h 127.0.0.1 -p "$port" -U shop -d postgres -Atqc "select 1 from pg_database where datname='shop'" | grep -q 1 ||
      "${as[@]}" "$bin/createdb" -h 127.0.0.1 -p "$port" -U shop shop
    echo "DATABASE_URL=$(url)"
    ;;
  stop)
    [ -f "$dir/data/postmaster.pid" ] && "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    ;;
  url) url ;;
  *) echo "usage: $0 start|stop|url DIR [PORT]" >&2; exit 2 ;;
esac
