#!/usr/bin/env bash
# POST /solve/batch against the core's own multi-thread throughput on the
# same grids, side by side in one run.
#
#   scripts/batch-bench.sh        # ROUNDS=3 DURATION=8 BATCH=100 CONNS=4 THREADS=$(nproc)
#
# The grids are the load test's mix (scripts/loadtest/mix.py: 1,000 each of
# unbiased_1000, 17_clue, magictour_top1465, serg_benchmark, interleaved).
# Each round runs, in turn: the release server on every CPU with wrk (one
# thread, CONNS keep-alive connections) posting {"grids": [BATCH grids]}
# rotating over the mix (scripts/loadtest/wrk.lua), then the core alone
# (examples/core_throughput.rs, THREADS threads, uniqueness mode as the
# service solves) on the same file for as long. Per round it prints the
# puzzles per second of each and their ratio, and the CPU per puzzle of the
# server (user + system from /proc) and of the core; the last line is the
# median of the rounds. The server's CPU per puzzle against the core's is
# what the service adds to each solve; the puzzles/s ratio also pays for the
# CPU wrk takes from the same machine.
#
# PERF=1 also samples the server (perf record -g, one more run) and prints
# where its CPU went: solving, the kernel (loopback TCP, wake-ups), JSON,
# HTTP, the runtime, the allocator.
set -euo pipefail
cd "$(dirname "$0")/.."

DATA=${DATA:-../shared/data}
DURATION=${DURATION:-8}
ROUNDS=${ROUNDS:-3}
BATCH=${BATCH:-100}
CONNS=${CONNS:-4}
THREADS=${THREADS:-$(nproc)}
CPUS=0-$(($(nproc) - 1))
OUT=target/batch-bench
mkdir -p "$OUT"

command -v wrk >/dev/null || (apt-get update -qq && apt-get install -y -qq wrk) >/dev/null
cargo build --release --locked --quiet --bin sudoku-service
cargo build --release --locked --quiet -p sudoku-core --example core_throughput
BIN=target/release/sudoku-service
CORE=target/release/examples/core_throughput
python3 scripts/loadtest/mix.py "$DATA" "$OUT/mix.txt"
# wrk.lua's batch mode posts 100 grids; BATCH rewrites the count.
sed "s/#batch == 100/#batch == $BATCH/" scripts/loadtest/wrk.lua > "$OUT/wrk.lua"

# shellcheck source=scripts/lib/server.sh
. scripts/lib/server.sh

batch_round() { # -> "puzzles/s server_cpu_us_per_puzzle server_busy wrk_busy non200"
    start_server "$CPUS" "$BIN" --addr "{addr}"
    wrk -t1 -c"$CONNS" -d2s -s "$OUT/wrk.lua" "http://127.0.0.1:$PORT/solve/batch" -- batch "$OUT/mix.txt" >/dev/null
    local t0 out used wrk_used
    t0=$(server_ticks)
    out=$(/usr/bin/time -f "WRKCPU %U %S" -o "$OUT/wrk_time.txt" \
        wrk -t1 -c"$CONNS" -d"${DURATION}s" --timeout 10s -s "$OUT/wrk.lua" \
        "http://127.0.0.1:$PORT/solve/batch" -- batch "$OUT/mix.txt" | awk '/^RESULT/ {print $8, $6 + $7}')
    used=$(( $(server_ticks) - t0 ))
    stop_server
    wrk_used=$(awk '/^WRKCPU/ {print $2 + $3}' "$OUT/wrk_time.txt")
    read -r ok bad <<<"$out"
    python3 -c "
ok, D, B = $ok, $DURATION, $BATCH
used = $used / $TICKS
print(ok * B / D, used / max(ok * B, 1) * 1e6, round(used / D, 2), round($wrk_used / D, 2), $bad)"
}

core_round() { # -> "puzzles/s cpu_us_per_puzzle"
    local out
    out=$(/usr/bin/time -f "CORECPU %U %S" -o "$OUT/core_time.txt" \
        "$CORE" "$OUT/mix.txt" "$THREADS" "$DURATION" | awk '/^RESULT/ {print $2, $3}')
    read -r pps n <<<"$out"
    echo "$pps $(awk -v n="$n" '/^CORECPU/ {print ($2 + $3) / n * 1e6}' "$OUT/core_time.txt")"
}

echo "batch bench: $(wc -l < "$OUT/mix.txt") grids, $BATCH per request, $CONNS connections, core on $THREADS threads, ${DURATION}s per run, $(nproc) CPUs"
echo
echo "| round | batch puzzles/s | core puzzles/s | batch / core | server µs/puzzle | core µs/puzzle | by CPU | busy server/wrk | non-200 |"
echo "|---|---|---|---|---|---|---|---|---|"
: > "$OUT/rounds.txt"
for r in $(seq "$ROUNDS"); do
    read -r bp bc sb wb bad < <(batch_round)
    read -r cp cc < <(core_round)
    echo "$bp $cp $bc $cc $sb $wb $bad" >> "$OUT/rounds.txt"
    python3 -c "print(f'| $r | {$bp:,.0f} | {$cp:,.0f} | {$bp/$cp:.2f} | {$bc:.2f} | {$cc:.2f} | {$cc/$bc:.2f} | $sb/$wb | $bad |')"
done
python3 - "$OUT/rounds.txt" <<'PY'
import statistics, sys
rows = [list(map(float, l.split())) for l in open(sys.argv[1])]
med = lambda xs: statistics.median(xs)
ratio = med([r[0] / r[1] for r in rows])
cpu = med([r[3] / r[2] for r in rows])
print(f"| median | {med([r[0] for r in rows]):,.0f} | {med([r[1] for r in rows]):,.0f} | {ratio:.2f} "
      f"| {med([r[2] for r in rows]):.2f} | {med([r[3] for r in rows]):.2f} | {cpu:.2f} | | {sum(int(r[6]) for r in rows)} |")
PY
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"

if [ "${PERF:-0}" = 1 ]; then
    start_server "$CPUS" "$BIN" --addr "{addr}"
    wrk -t1 -c"$CONNS" -d2s -s "$OUT/wrk.lua" "http://127.0.0.1:$PORT/solve/batch" -- batch "$OUT/mix.txt" >/dev/null
    perf record -q -g -p "$SERVER_PID" -o "$OUT/perf.data" -- sleep "$DURATION" >/dev/null 2>&1 &
    perf_pid=$!
    wrk -t1 -c"$CONNS" -d"${DURATION}s" -s "$OUT/wrk.lua" "http://127.0.0.1:$PORT/solve/batch" -- batch "$OUT/mix.txt" >/dev/null
    wait "$perf_pid" || true
    stop_server
    perf report -i "$OUT/perf.data" --no-children --sort dso,sym --stdio 2>/dev/null \
        | python3 scripts/lib/perf_share.py
fi
