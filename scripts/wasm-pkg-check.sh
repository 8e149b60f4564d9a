#!/usr/bin/env bash
# The package as a user gets it: packs target/wasm-pkg (npm pack), installs
# the tarball into an empty node project, type-checks the package README's
# example under tsc --strict (plus a request the contract refuses, which
# must not compile) and runs it in node: it must print a 200 answer with
# the solution.
#
#   bash scripts/wasm-pkg-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
PKG=${WASM_PKG:-target/wasm-pkg}
[[ -f "$PKG/index.js" ]] || bash scripts/wasm-pkg.sh "$PKG"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tarball=$(cd "$PKG" && npm pack --silent --pack-destination "$work" | tail -n 1)
cd "$work"
echo '{"private": true, "type": "module"}' > package.json
npm install --no-audit --no-fund --silent "./$tarball" typescript@5.9.3 >/dev/null
# The README's example, as written there (the lines between ```ts and ```).
awk '/^```ts$/ { on = 1; next } /^```$/ { on = 0 } on' node_modules/sudoku-service-wasm/README.md > example.ts
cat > refused.ts <<'TS'
import { solve, hint } from "sudoku-service-wasm";
// @ts-expect-error: a grid is 81 characters or 9 rows, never a number
solve({ grid: 5 });
// @ts-expect-error: not a hint mode
hint({ grid: ".".repeat(81), mode: "fast" });
export const narrowed = (() => {
  const a = solve({ grid: ".".repeat(81) });
  // The status tells which body it is: a problem's code, or the answer's field.
  return a.status === 200 ? a.body.unique : a.body.code;
})();
TS
node_modules/.bin/tsc --strict --noEmit false --skipLibCheck false --target es2022 \
  --module nodenext --moduleResolution nodenext example.ts refused.ts
out=$(node example.js)
echo "$out" | grep -q "status: 200" || { echo "$out"; echo "the example did not answer 200" >&2; exit 1; }
echo "$out" | grep -q "534678912672195348198342567859761423426853791713924856961537284287419635345286179" \
  || { echo "$out"; echo "the example did not print the solution" >&2; exit 1; }
echo "wasm-pkg-check: $tarball ($(wc -c < "$tarball") bytes) installs; its README example type-checks (tsc --strict) and runs"
