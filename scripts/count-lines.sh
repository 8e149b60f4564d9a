#!/usr/bin/env bash
# The two size figures the docs point at, counted the same way every time
# (docs/architecture.md names this script rather than quoting them):
#
#   scripts/count-lines.sh            # from the repository root, or any directory in it
#
# 1. Body decoding: the non-test lines of crates/sudoku-api/src/request/ and
#    crates/sudoku-server/src/http/decode/, per file and in total. A line counts when it holds code:
#    blank lines and comment lines are left out, and so is everything a file
#    holds under `#[cfg(test)]` (the `mod tests { … }` block, or the one item
#    the attribute marks). `///` and `//!` doc comments are comments: the
#    "code" column leaves them out (the figure the target is about); the
#    "+doc" column counts them too, for the reader who wants that figure.
# 2. The core's public surface: the plain-`pub` item declarations in
#    crates/sudoku-core/src outside tests: lines that start (after their
#    indentation) with `pub ` but not `pub name:` (a struct's field), under
#    the same `#[cfg(test)]` rule and leaving out src/**/tests/. `pub(crate)`
#    and `pub(super)` are not plain `pub`; a `pub use` line counts once,
#    however many names it re-exports; a tuple struct's `pub` field (`pub
#    struct Rating(pub u16)`) is part of its one line.
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"

# Prints "code doc" for one Rust file, under the rules above. A
# `#[cfg(test)]` item ends at the first line that closes it at its own
# indentation (rustfmt's layout), or on its own line when it ends with `;`.
# `pub` counts plain-`pub` item lines instead when PUB=1.
count() {
    awk -v pub="${PUB:-0}" '
        skip == 1 {
            if (match($0, /[^ ]/) && RSTART - 1 == indent && $0 ~ /^ *[})]/) skip = 0
            next
        }
        pending {
            pending = 0
            match($0, /[^ ]/); indent = RSTART - 1
            if ($0 !~ /;[ \t]*$/) skip = 1
            next
        }
        /^[ \t]*#\[cfg\(test\)\]/ { pending = 1; next }
        {
            t = $0; sub(/^[ \t]+/, "", t)
            if (t == "") next
            if (t ~ /^\/\/[\/!]/) { doc++; next }
            if (t ~ /^\/\//) next
            if (pub) { if (t ~ /^pub / && t !~ /^pub [A-Za-z_0-9]+:/) code++ }
            else code++
        }
        END { printf "%d %d\n", code, code + doc }
    ' "$1"
}

echo "Body decoding, non-test lines (code: without comments; +doc: with /// and //! doc comments)"
printf '%-46s %6s %6s\n' file code +doc
total=0
total_doc=0
for f in crates/sudoku-api/src/request/*.rs crates/sudoku-server/src/http/decode/*.rs; do
    read -r code with_doc < <(count "$f")
    printf '%-46s %6d %6d\n' "$f" "$code" "$with_doc"
    total=$((total + code))
    total_doc=$((total_doc + with_doc))
done
printf '%-46s %6d %6d\n' total "$total" "$total_doc"

echo
items=0
while IFS= read -r f; do
    read -r n _ < <(PUB=1 count "$f")
    items=$((items + n))
done < <(find crates/sudoku-core/src -name '*.rs' -not -path '*/tests/*' | sort)
echo "sudoku-core: $items plain-pub items outside tests"
