#!/usr/bin/env bash
# The rater's time per puzzle on lists of hard puzzles, two builds side by side.
#
#   scripts/hardest-speed.sh OLD_RATE_PATH NEW_RATE_PATH LIST...
#
# OLD_RATE_PATH and NEW_RATE_PATH are two builds of the `rate_path` example
# (`cargo build --release -p sudoku-core --example rate_path`, then
# target/release/examples/rate_path; build the older one in a worktree of
# the older commit). Each LIST holds one 81-character puzzle per line (lines
# starting with `#` are skipped). Every puzzle is rated by both builds in
# turn, one process each, one thread, no budget; the build that goes first
# alternates from puzzle to puzzle, so a change in the machine's load hits
# both alike. The figure is each process's CPU time (user + system), which
# a busy machine moves much less than wall time.
#
# Printed per list: puzzles, then for each build the median, p90 and max
# seconds per puzzle, and the ratio old/new of the medians and of the
# totals. The two builds' whole paths (every step, as `rate_path` prints
# it) must be identical: a puzzle where they differ is named and the script
# exits with status 1.
set -euo pipefail

if [ $# -lt 3 ]; then
    echo "usage: $0 OLD_RATE_PATH NEW_RATE_PATH LIST..." >&2
    exit 2
fi
OLD=$1
NEW=$2
shift 2
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
TIMEFORMAT='%U %S'

# CPU seconds of one run of $1 on puzzle $2; its output goes to $3.
cpu() {
    local t
    t=$({ time "$1" "$2" > "$3"; } 2>&1)
    awk '{ printf "%.3f\n", $1 + $2 }' <<< "$t"
}

# "median p90 max total" of the numbers on stdin.
stats() {
    sort -g | awk '{ v[NR] = $1; s += $1 }
        END {
            m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
            p = int(0.9 * NR); if (p < 0.9 * NR) p++
            printf "%.2f %.2f %.2f %.1f\n", m, v[p], v[NR], s
        }'
}

status=0
printf '%-28s %5s | %-19s | %-19s | %s\n' "list" "n" "old: median p90 max" "new: median p90 max" "old/new: median, total"
for list in "$@"; do
    : > "$TMP/old"
    : > "$TMP/new"
    n=0
    while read -r p; do
        case $p in '#'* | '') continue ;; esac
        p=${p:0:81}
        n=$((n + 1))
        if [ $((n % 2)) -eq 1 ]; then
            cpu "$OLD" "$p" "$TMP/old.out" >> "$TMP/old"
            cpu "$NEW" "$p" "$TMP/new.out" >> "$TMP/new"
        else
            cpu "$NEW" "$p" "$TMP/new.out" >> "$TMP/new"
            cpu "$OLD" "$p" "$TMP/old.out" >> "$TMP/old"
        fi
        if ! cmp -s "$TMP/old.out" "$TMP/new.out"; then
            echo "paths differ: $(basename "$list") #$n $p" >&2
            status=1
        fi
    done < "$list"
    read -r om op ox ot < <(stats < "$TMP/old")
    read -r nm np nx nt < <(stats < "$TMP/new")
    printf '%-28s %5d | %5s %5s %7s | %5s %5s %7s | %.2fx, %.2fx\n' \
        "$(basename "$list")" "$n" "$om" "$op" "$ox" "$nm" "$np" "$nx" \
        "$(awk -v a="$om" -v b="$nm" 'BEGIN { print a / b }')" \
        "$(awk -v a="$ot" -v b="$nt" 'BEGIN { print a / b }')"
done
exit $status
