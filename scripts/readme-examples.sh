#!/usr/bin/env bash
# Every curl example of README.md and docs/api.md, run against the real
# release binary; the output must be what the document shows (request ids and
# timings masked).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v curl >/dev/null || { apt-get update -qq && apt-get install -y -qq curl >/dev/null; }
cargo build --release --locked --bin sudoku-service
# shellcheck source=scripts/start-server.sh
source scripts/start-server.sh
start_server
python3 scripts/readme_examples.py "$SERVER_URL"
