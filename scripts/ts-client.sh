#!/usr/bin/env bash
# The typed TypeScript client: generates the types of openapi.yaml with
# openapi-typescript and type-checks a small client against them, so that
# the contract's enums reach TypeScript as unions (a technique id that is
# not one of TechniqueId does not compile) and a LeetCode board of
# one-character strings is a grid. Needs node >= 20 and npm (the
# two packages, pinned, go into a throwaway directory).
#
#   bash scripts/ts-client.sh [OUT.d.ts]
#
# With OUT.d.ts the generated types are also written there.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
npm install --prefix "$work" --no-audit --no-fund --silent \
  openapi-typescript@7.13.0 typescript@5.9.3 >/dev/null
"$work/node_modules/.bin/openapi-typescript" openapi.yaml -o "$work/api.d.ts" >/dev/null
cat > "$work/client.ts" <<'TS'
import type { components } from "./api";

type TechniqueId = components["schemas"]["TechniqueId"];
type HintRequest = components["schemas"]["HintRequest"];
type GenerateRequest = components["schemas"]["GenerateRequest"];
type GridRequest = components["schemas"]["GridRequest"];
type SolvedChars = components["schemas"]["SolvedChars"];

export const practised: TechniqueId = "x_wing";
export const practise: GenerateRequest = { technique: "xy_wing", technique_hardest: true };
export const placement: HintRequest = { grid: ".".repeat(81), mode: "placement" };
// @ts-expect-error: not a technique id (ids are snake_case)
export const wrong: TechniqueId = "x-wing";
// LeetCode 37's board of one-character strings, and its answer in kind.
export const leetcode: GridRequest = {
  grid: [
    ["5", "3", ".", ".", "7", ".", ".", ".", "."],
    ["5", "3", ".", ".", "7", ".", ".", ".", "."],
    ["5", "3", ".", ".", "7", ".", ".", ".", "."],
    ["5", "3", ".", ".", "7", ".", ".", ".", "."],
    ["5", "3", ".", ".", "7", ".", ".", ".", "."],
    ["5", "3", ".", ".", "7", ".", ".", ".", "."],
    ["5", "3", ".", ".", "7", ".", ".", ".", "."],
    ["5", "3", ".", ".", "7", ".", ".", ".", "."],
    ["5", "3", ".", ".", "7", ".", ".", ".", "."],
  ],
};
export const answered = (s: SolvedChars): string => s.map((r) => r.join("")).join("");
// @ts-expect-error: "x" is not a cell of a board of strings
export const badCell: GridRequest = { grid: [["x", ".", ".", ".", ".", ".", ".", ".", "."]] };
TS
"$work/node_modules/.bin/tsc" --noEmit --strict --skipLibCheck --target es2022 "$work/client.ts"
grep -q 'TechniqueId: "full_house" |' "$work/api.d.ts"
if [[ $# -gt 0 ]]; then cp "$work/api.d.ts" "$1"; fi
echo "ts-client: TechniqueId is a union of $(grep -o 'TechniqueId: [^;]*' "$work/api.d.ts" | grep -o '"' | wc -l | awk '{print $1/2}') ids; the client type-checks"
