#!/usr/bin/env bash
# Chat throughput on this machine (issue 15): 200 WebSocket members of one group, messages sent over the socket;
# prints the steady-rate delivery latency (p50/p99) and the burst figures (stored messages/s, deliveries/s, p99),
# then the same with the sockets spread over two app instances on one database (cross-instance push).
#   bash scripts/chat-throughput.sh [clients=200] [steadyRate=20] [steadyCount=200] [burst=300]
# Clients and servers share this process and the machine's cores: the figures are a floor, not a capacity plan.
set -euo pipefail
cd "$(dirname "$0")/.."
args=("${1:-200}" "${2:-20}" "${3:-200}" "${4:-300}")
echo "# one instance"
npx tsx test-support/server/chat-fanout.bench.ts "${args[@]}" 1
echo "# two instances on one database"
npx tsx test-support/server/chat-fanout.bench.ts "${args[@]}" 2
