#!/usr/bin/env bash
# Parity of the WebAssembly package with the release server
# (scripts/wasm-parity.mjs): the same requests on the shared data sets to
# both, every answer compared. Builds the package (scripts/wasm-pkg.sh) and
# the release binary when missing.
#
#   bash scripts/wasm-parity.sh [DATA_DIR]     # default ../shared/data
#
# WASM_PARITY_SAMPLE=N takes at most N puzzles of each set (CI: a sample);
# unset, the whole sets (over 5,000 requests). Both sides get a 60 s budget
# per call so that no grade or hint is cut short by the machine's speed.
set -euo pipefail
cd "$(dirname "$0")/.."
DATA=${1:-../shared/data}
PKG=${WASM_PKG:-target/wasm-pkg}
[[ -f "$PKG/index.js" ]] || bash scripts/wasm-pkg.sh "$PKG"
[[ -x target/release/sudoku-service ]] || cargo build --release --locked --bin sudoku-service
# shellcheck source=scripts/start-server.sh
source scripts/start-server.sh
start_server --logic-timeout-ms 60000 --solve-timeout-ms 60000 --max-concurrent-logic 4
WASM_PARITY_BUDGET_MS=60000 node scripts/wasm-parity.mjs "$SERVER_URL" "$PKG" "$DATA" "${WASM_PARITY_SAMPLE:-}"
