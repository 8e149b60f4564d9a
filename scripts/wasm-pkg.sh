#!/usr/bin/env bash
# Builds the npm package of the core in WebAssembly (crates/sudoku-wasm)
# into target/wasm-pkg/ (or OUT): the .wasm, wasm-bindgen's JS glue for the
# browser (`--target web`; node >= 18 loads it through the wrapper too),
# the typed wrapper (index.js, index.d.ts), api.d.ts generated from
# openapi.yaml, package.json and the package's README. `npm pack` in that
# folder makes the tarball.
#
#   bash scripts/wasm-pkg.sh [OUT]
#
# WASM_PKG_TYPES=0 leaves out api.d.ts (and so needs no node): the
# playground needs only the module, the glue and index.js (the Dockerfile's
# wasm stage builds it so).
#
# Installs what is missing: the wasm32 target (rustup), wasm-bindgen-cli at
# exactly the lock file's wasm-bindgen version (the glue and the crate must
# match; built from source by cargo, about 7 minutes of CPU the first time),
# wasm-opt from Debian's binaryen when apt-get is there (without it the
# module is shipped as rustc wrote it), openapi-typescript and typescript
# (pinned as scripts/ts-client.sh pins them) into target/wasm-tools/.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-target/wasm-pkg}
export CARGO_INCREMENTAL=0

rustup target list --installed | grep -qx wasm32-unknown-unknown \
  || rustup target add wasm32-unknown-unknown

version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if [[ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $version" ]]; then
  # Not --locked: the CLI's own lock file pins a webpki-roots release that
  # the registry no longer serves, so a locked install fails.
  cargo install wasm-bindgen-cli --version "$version"
fi
if ! command -v wasm-opt >/dev/null && command -v apt-get >/dev/null; then
  apt-get install -y binaryen >/dev/null 2>&1 || true
fi

# opt-level "s" for the package (the native server keeps 3): the module
# carries the generator's pool and three languages' texts, and "s" keeps
# it inside the 600 KB gzipped budget at some of its solving speed, which
# a game in the page does not feel (docs/performance.md has both).
# WASM_OPT_LEVEL=3 builds the faster, larger module.
CARGO_PROFILE_RELEASE_OPT_LEVEL=${WASM_OPT_LEVEL:-s} \
  cargo build --release --locked --target wasm32-unknown-unknown -p sudoku-wasm
rm -rf "$out"
mkdir -p "$out"
module=target/wasm32-unknown-unknown/release/sudoku_wasm.wasm
if command -v wasm-opt >/dev/null; then
  # Before wasm-bindgen, not after: Debian's binaryen (108) rewrites the
  # externref table that wasm-bindgen adds into one the glue cannot fill.
  # -O3 on the "s" build: binaryen's -Os and -Oz take off under 0.1%.
  # The features are the ones rustc enables for wasm32 by default.
  wasm-opt -O3 --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
    --enable-nontrapping-float-to-int --enable-multivalue --enable-reference-types \
    "$module" -o "$out/sudoku_wasm.wasm"
  module="$out/sudoku_wasm.wasm"
fi
wasm-bindgen --target web --out-dir "$out" "$module"
rm -f "$out/sudoku_wasm.wasm"

tools=target/wasm-tools
if [[ "${WASM_PKG_TYPES:-1}" != 0 ]]; then
  if [[ ! -x "$tools/node_modules/.bin/openapi-typescript" ]]; then
    mkdir -p "$tools"
    npm install --prefix "$tools" --no-audit --no-fund --silent \
      openapi-typescript@7.13.0 typescript@5.9.3 >/dev/null
  fi
  "$tools/node_modules/.bin/openapi-typescript" openapi.yaml -o "$out/api.d.ts" >/dev/null
fi

cp crates/sudoku-wasm/js/index.js crates/sudoku-wasm/js/index.d.ts \
  crates/sudoku-wasm/js/README.md "$out/"
pkg_version=$(awk -F'"' '/^version = / { print $2; exit }' crates/sudoku-wasm/Cargo.toml)
cat > "$out/package.json" <<JSON
{
  "name": "sudoku-service-wasm",
  "version": "$pkg_version",
  "description": "The Sudoku service's engine in WebAssembly: solve, validate, grade, hint and generate in the page, answering exactly as the server does",
  "license": "MIT OR Apache-2.0",
  "type": "module",
  "main": "./index.js",
  "types": "./index.d.ts",
  "exports": {
    ".": { "types": "./index.d.ts", "default": "./index.js" },
    "./sudoku_wasm_bg.wasm": "./sudoku_wasm_bg.wasm"
  },
  "files": ["index.js", "index.d.ts", "api.d.ts", "sudoku_wasm.js", "sudoku_wasm.d.ts",
            "sudoku_wasm_bg.wasm", "sudoku_wasm_bg.wasm.d.ts", "README.md"],
  "sideEffects": false,
  "engines": { "node": ">=18" }
}
JSON
wasm="$out/sudoku_wasm_bg.wasm"
echo "wasm-pkg: $out ($(wc -c < "$wasm") bytes of .wasm, $(gzip -9 -c "$wasm" | wc -c) gzipped)"
