#!/usr/bin/env bash
# Builds the playground's local core: the WebAssembly package
# (scripts/wasm-pkg.sh, into target/wasm-pkg/) and a copy of the files a
# page needs — the package's entry module index.js, wasm-bindgen's glue and
# the .wasm — into crates/sudoku-server/src/http/playground/wasm/, where crates/sudoku-server/build.rs embeds them in
# the server at its next build (git ignores the copies). The page then
# plays offline: see docs/playground.md, "Offline".
#
#   scripts/playground-wasm.sh && cargo build --release --locked
#
# `scripts/playground-wasm.sh --clean` removes the copies (the next build
# plays online only).
set -euo pipefail
cd "$(dirname "$0")/.."
dest=crates/sudoku-server/src/http/playground/wasm
rm -f "$dest"/*.js "$dest"/*.wasm
if [[ "${1:-}" == "--clean" ]]; then
  echo "playground-wasm: removed the local core from $dest"
  exit 0
fi
pkg=target/wasm-pkg
scripts/wasm-pkg.sh "$pkg"
cp "$pkg/index.js" "$pkg/sudoku_wasm.js" "$pkg/sudoku_wasm_bg.wasm" "$dest/"
echo "playground-wasm: $(ls "$dest" | grep -v README | tr '\n' ' ')in $dest; rebuild the server to embed them"
