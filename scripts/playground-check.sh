#!/usr/bin/env bash
# The playground's static checks (a stage of .ci/run): installs the pinned
# typescript (tools/playground/package-lock.json, `npm ci`), type-checks
# every ES module of the page and its service worker with `tsc --noEmit
# --checkJs` (JSDoc types, strict), and runs the unit tests of the pure
# modules (puzzle text reading, the game's undo and redo, saved games, and
# the language tables: every language has every key) with `node --test`.
# Needs node >= 20 and npm; no browser, no cargo build.
#
#   scripts/playground-check.sh
set -euo pipefail
cd "$(dirname "$0")/../tools/playground"

if ! command -v node >/dev/null 2>&1; then
  echo "playground-check: node (Node.js >= 20) is required" >&2
  exit 1
fi
npm ci --no-audit --no-fund --loglevel=error
./node_modules/.bin/tsc -p tsconfig.json
./node_modules/.bin/tsc -p tsconfig.sw.json
echo "playground-check: tsc --checkJs: $(./node_modules/.bin/tsc -p tsconfig.json --listFilesOnly | grep -c '/sudoku-server/src/http/playground/') modules and the service worker type-check"
node --test test/
