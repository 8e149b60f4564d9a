#!/usr/bin/env bash
# Bytes and server CPU per answer, with and without compression: a /grade
# with its path, a 1,000-grid /solve/batch (JSON and NDJSON) and a /metrics
# scrape, each asked with no Accept-Encoding, with gzip and with br, on a
# release server with its default settings but --compression-level, one
# server per level.
#
#   scripts/compression-bench.sh [DATA_DIR]      # default ../shared/data
#   LEVELS="1 4" ROUNDS=5 SECONDS_PER_CELL=2 scripts/compression-bench.sh
#
# Not a CI stage (about a minute per level): its table goes in
# docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
DATA=${1:-../shared/data}
LEVELS=${LEVELS:-"1 4 6"}
cargo build --release --locked --quiet --bin sudoku-service
# shellcheck source=scripts/start-server.sh
source scripts/start-server.sh
echo "${ROUNDS:-3} rounds of ${SECONDS_PER_CELL:-1.5} s per cell; bytes of the body; server CPU"
echo "(user + system) per answer, median of the rounds (min-max)"
echo
echo "| answer | level | identity bytes | gzip bytes | br bytes | identity µs | gzip µs | br µs |"
echo "|---|---|---|---|---|---|---|---|"
for level in $LEVELS; do
    start_server --compression-level "$level"
    LEVEL=$level python3 scripts/compression_bench.py "$DATA"
    kill "$SERVER_PID"
    wait "$SERVER_PID" || true
done
