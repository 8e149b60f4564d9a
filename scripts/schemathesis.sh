#!/usr/bin/env bash
# schemathesis against the real release binary: every check, at least 200
# examples per operation, all phases (examples, coverage, fuzzing, stateful).
# Exit status 0 only with 0 failures. Extra arguments go to `st run`.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/venv.sh
cargo build --release --locked --bin sudoku-service
# shellcheck source=scripts/start-server.sh
source scripts/start-server.sh
start_server
echo "schemathesis against $SERVER_URL"
# No example database: every run draws fresh inputs (the seed is printed, so
# a failure can be replayed with --seed).
# Our own check (scripts/schemathesis_hooks.py) joins the built-in ones.
export PYTHONPATH=scripts SCHEMATHESIS_HOOKS=schemathesis_hooks
.venv/bin/st run openapi.yaml \
    --url "$SERVER_URL" \
    --checks all \
    --max-examples 200 \
    --generation-database none \
    "$@"
