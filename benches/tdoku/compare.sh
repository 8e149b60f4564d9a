#!/usr/bin/env bash
# Side by side: tdoku's fastest solver and ours, alternated on the same sets, so
# the noise of a shared machine shows in both columns.
#
#   benches/tdoku/compare.sh TDOKU_CHECKOUT [ROUNDS]
#
# TDOKU_CHECKOUT is a clone of https://github.com/t-dillon/tdoku (BSD-2; not part
# of this repository). Its solver is built with $CXX (default: clang++, versioned
# or not, if installed, else g++) -O3 -march=native, as tdoku's own benchmarks
# build it, together with driver.cc; the build's answers are checked
# (`--verify`, which fails the script on a wrong one) before timing. Each round
# runs tdoku, then `cargo bench --bench solver` (ours and the JCZSolve port).
# Sets: the four that benches/solver.rs reads from ../shared/data, plus the files
# in $EXTRA (comma-separated paths, e.g. a sample of the forum hardest set).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
tdoku=${1:?usage: benches/tdoku/compare.sh TDOKU_CHECKOUT [ROUNDS]}
rounds=${2:-3}
cxx=${CXX:-}
if [[ -z $cxx ]]; then
    for c in clang++ clang++-{19..14} g++; do
        if command -v "$c" >/dev/null; then
            cxx=$c
            break
        fi
    done
fi
if [[ -z $cxx ]]; then
    echo "compare.sh: no C++ compiler found (set CXX)" >&2
    exit 1
fi
out=${TMPDIR:-/tmp}/sudoku-tdoku-compare
mkdir -p "$out"

"$cxx" -O3 -march=native -std=c++17 -I"$tdoku/src" -o "$out/tdoku_bench" \
    "$here/driver.cc" "$tdoku/src/solver_dpll_triad_simd.cc" "$tdoku/src/util.cc"

files=()
for set in unbiased_1000 17_clue magictour_top1465 serg_benchmark; do
    f=$root/../shared/data/$set.txt
    if [[ -f $f ]]; then
        files+=("$f")
    fi
done
# Absolute paths: tdoku reads them from here, `cargo bench` from the crate root.
extra=()
IFS=, read -r -a listed <<<"${EXTRA:-}"
for f in ${listed[@]+"${listed[@]}"}; do
    if [[ -n $f ]]; then
        extra+=("$(realpath "$f")")
    fi
done
files+=(${extra[@]+"${extra[@]}"})
if ((${#files[@]} == 0)); then
    echo "compare.sh: no puzzle sets found (../shared/data or \$EXTRA)" >&2
    exit 1
fi
extra_list=$(IFS=,; echo "${extra[*]-}")

echo "## tdoku built with $cxx: $("$cxx" --version | head -n 1)"
"$out/tdoku_bench" --verify "${files[@]}"
for i in $(seq "$rounds"); do
    echo "## tdoku, round $i, $(date -u +%H:%M:%S) UTC, load $(cut -d' ' -f1-3 /proc/loadavg)"
    "$out/tdoku_bench" "${files[@]}"
    echo "## ours, round $i, $(date -u +%H:%M:%S) UTC, load $(cut -d' ' -f1-3 /proc/loadavg)"
    # Every puzzle of every set, as tdoku gets them.
    (cd "$root" && unset SOLVER_BENCH_LIMIT SOLVER_BENCH_SETS SOLVER_BENCH_ONLY &&
        SOLVER_BENCH_NAIVE=0 SOLVER_BENCH_EXTRA="$extra_list" \
            cargo bench -q --locked --bench solver)
done
