#!/usr/bin/env bash
# The WebAssembly package's speed and size (docs/performance.md, section
# "WebAssembly"): solve throughput in node against the native core (one
# thread, the same puzzles) and the npm packages sudoku-core and
# @algorithm.ts/sudoku (pinned, installed into a throwaway folder), grade
# and hint per call, and the .wasm's size raw and gzipped.
#
#   bash scripts/wasm-bench.sh [DATA_DIR] [RUNS]     # default ../shared/data, 5
set -euo pipefail
cd "$(dirname "$0")/.."
DATA=${1:-../shared/data}
RUNS=${2:-5}
PKG=${WASM_PKG:-target/wasm-pkg}
[[ -f "$PKG/index.js" ]] || bash scripts/wasm-pkg.sh "$PKG"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo '{"private": true}' > "$work/package.json"
npm install --prefix "$work" --no-audit --no-fund --silent \
  sudoku-core@3.0.3 @algorithm.ts/sudoku@4.0.3 >/dev/null
node scripts/wasm-bench.mjs "$PKG" "$DATA" "$work" "$RUNS"

echo "native core, 1 thread (core_throughput, 3 s per set):"
grep -v "^#" "$DATA/17_clue.txt" | head -n 2000 > "$work/17_clue_2000.txt"
for f in "$DATA/unbiased_1000.txt" "$work/17_clue_2000.txt" "$DATA/magictour_top1465.txt"; do
  printf '  %s: ' "$(basename "$f")"
  cargo run --release --locked -q -p sudoku-core --example core_throughput -- "$f" 1 3 | tail -n 1
done

# Size with and without the generator's pool: the pool's three files are
# include_bytes! data, stored verbatim in the module's data section; cutting
# them out of the .wasm gives the module a page would load without them.
python3 - "$PKG/sudoku_wasm_bg.wasm" crates/sudoku-core/src/generate/pool/*.bin <<'PY'
import gzip, sys
wasm = open(sys.argv[1], "rb").read()
rest = wasm
for f in sys.argv[2:]:
    blob = open(f, "rb").read()
    assert rest.count(blob) == 1, f"{f} not found once in the module"
    rest = rest.replace(blob, b"")
pool = b"".join(open(f, "rb").read() for f in sys.argv[2:])
gz = lambda b: len(gzip.compress(b, 9))
print(f"size: .wasm {len(wasm)} bytes, {gz(wasm)} gzipped; without the pool {len(rest)} bytes, "
      f"{gz(rest)} gzipped; the pool alone {len(pool)} bytes, {gz(pool)} gzipped")
PY
