#!/usr/bin/env bash
# Grading and hints through HTTP against issue 17's targets: ER agreement
# with SukakuExplainer on se_unbiased_1000, magictour graded completely,
# solver time of /grade and of /hint on mid-solve grids (with and without
# pencil marks), and a player finishing every unbiased puzzle by hint ->
# apply. The release server runs with its default settings.
#
#   scripts/logic-bench.sh [DATA_DIR]      # default ../shared/data
#   LIMIT=50 scripts/logic-bench.sh        # the first 50 puzzles of each set
#
# Not a CI stage (a few minutes): its figures go in docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
DATA=${1:-../shared/data}
cargo build --release --locked --quiet --bin sudoku-service
# shellcheck source=scripts/start-server.sh
source scripts/start-server.sh
start_server
python3 scripts/logic_bench.py "$DATA"
