#!/usr/bin/env bash
# bash scripts/taro-build.sh <weapp|alipay|h5> [more taro build args]: one Taro production build, queued behind
# /tmp/taro-build.lock (builds of parallel worktrees wait instead of thrashing the machine).
# taro build exits 0 when its config check fails ("Taro 配置有误 … 不符合类型要求") and writes nothing, so a later
# step would check a stale dist/: this fails on that message, and unless the build wrote dist/<target> anew.
set -uo pipefail
cd "$(dirname "$0")/.."
target="${1:?usage: taro-build.sh <weapp|alipay|h5> [taro build args]}"; shift
log=$(mktemp); marker=$(mktemp)
trap 'rm -f "$log" "$marker"' EXIT
flock /tmp/taro-build.lock npx taro build --type "$target" "$@" 2>&1 | tee "$log"
rc=${PIPESTATUS[0]}
if grep -q '配置有误' "$log"; then echo "taro build --type $target: the config check failed (see above)"; rc=1; fi
out="dist/$target/app.json"; [ "$target" = h5 ] && out="dist/h5/index.html"
if [ ! -f "$out" ] || [ ! "$out" -nt "$marker" ]; then
  echo "taro build --type $target: $out was not written by this build"; rc=1
fi
exit $rc
