#!/usr/bin/env bash
# Browser end-to-end test of the playground game: installs Chromium and the
# pinned playwright-core and axe-core (scripts/install-e2e-deps.sh), builds
# the playground's local core (scripts/playground-wasm.sh: the offline test
# needs it) and the release binary that embeds it, and runs
# e2e/playground.e2e.mjs against it on 127.0.0.1 (about a minute of
# browser time). Screenshots land in target/e2e/.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-e2e-deps.sh
scripts/playground-wasm.sh
cargo build --release --locked
node e2e/playground.e2e.mjs
