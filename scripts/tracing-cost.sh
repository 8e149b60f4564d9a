#!/usr/bin/env bash
# What OpenTelemetry traces cost: the server's CPU time per answer of
# POST /solve for a binary without tracing (the base), this binary with
# traces off, this binary exporting every request (100% sampling) to an
# OTLP/HTTP receiver on loopback (scripts/otlp_receiver.py), and the same
# sampling a tenth of the requests (traceidratio 0.1).
#
#   BASE_BIN=path/to/sudoku-service scripts/tracing-cost.sh
#   BASE_REV=<commit> scripts/tracing-cost.sh   # builds the base in target/tracing-cost/
#   NEW_BIN=path/to/sudoku-service ...           # measure that binary instead of building this tree
#
# ROUNDS (default 3) rounds of the four servers in turn, each DURATION
# seconds (default 8) after WARMUP seconds (default 2) of the same load, so
# that a drift of the shared machine hits all alike; prints each run
# and the median per server. As in scripts/loadtest.sh the server is pinned
# to CPU 1 and wrk (32 connections, one thread, puzzles rotating)
# to CPU 0 (the first 1,000 puzzles of FILE); the receiver shares CPU 0 with wrk, so the server's figure holds
# only its own work: the spans, their queue and the export thread.
# CPU time per answer (user + system from /proc/PID/stat over answers) is
# the figure to compare: wall-clock rates swing with the machine's load.
set -euo pipefail
cd "$(dirname "$0")/.."

DATA=${DATA:-../shared/data}
FILE=${FILE:-$DATA/17_clue.txt}
DURATION=${DURATION:-8}
WARMUP=${WARMUP:-2}
ROUNDS=${ROUNDS:-3}
OUT=target/tracing-cost
mkdir -p "$OUT"
[ -f "$FILE" ] || { echo "missing $FILE (set DATA= or FILE=)"; exit 2; }
awk '!/^#/ && n++ < 1000' "$FILE" >"$OUT/puzzles.txt"
command -v wrk >/dev/null || { echo "installing wrk (apt)"; (apt-get update -qq && apt-get install -y -qq wrk) >/dev/null; }

scripts/venv.sh
if [ -z "${NEW_BIN:-}" ]; then
    cargo build --release --locked --quiet --bin sudoku-service
fi
NEW=${NEW_BIN:-target/release/sudoku-service}
if [ -z "${BASE_BIN:-}" ]; then
    [ -n "${BASE_REV:-}" ] || { echo "set BASE_BIN (a binary without tracing) or BASE_REV (a commit to build)"; exit 2; }
    rm -rf "$OUT/src"
    git worktree add --force --detach "$OUT/src" "$BASE_REV" >/dev/null
    (cd "$OUT/src" && CARGO_TARGET_DIR="$PWD/../target" cargo build --release --locked --quiet --bin sudoku-service)
    git worktree remove --force "$OUT/src"
    BASE_BIN=$OUT/target/release/sudoku-service
fi

# shellcheck source=scripts/lib/server.sh
. scripts/lib/server.sh
RECEIVER_PID=
stop_all() {
    stop_server
    [ -n "$RECEIVER_PID" ] && kill -TERM "$RECEIVER_PID" 2>/dev/null && wait "$RECEIVER_PID" 2>/dev/null || true
    RECEIVER_PID=
}
trap stop_all EXIT

# start BINARY SAMPLED (none: traces off; else OTEL_TRACES_SAMPLER_ARG of traceidratio)
start() {
    local bin=$1 sampled=$2
    SERVER_ENV=(RUST_LOG=warn)
    if [ "$sampled" != none ]; then
        taskset -c 0 .venv/bin/python scripts/otlp_receiver.py >"$OUT/receiver.log" 2>&1 &
        RECEIVER_PID=$!
        for _ in $(seq 100); do [ -s "$OUT/receiver.log" ] && break; sleep 0.1; done
        SERVER_ENV+=(OTEL_EXPORTER_OTLP_ENDPOINT="$(head -n1 "$OUT/receiver.log")"
            OTEL_TRACES_SAMPLER=traceidratio OTEL_TRACES_SAMPLER_ARG="$sampled")
    fi
    start_server 1 "$bin" --addr "{addr}"
}
counter() {
    curl -fs "http://127.0.0.1:$PORT/metrics" | awk -v name="$1" \
        '$1 == name || index($1, name "{") == 1 {s += $NF} END {print s + 0}'
}

# measure NAME BINARY SAMPLED -> "NAME req/s cpu_us_per_answer spans_per_answer dropped"
measure() {
    local name=$1 bin=$2 sampled=$3
    start "$bin" "$sampled"
    local url="http://127.0.0.1:$PORT/solve"
    taskset -c 0 wrk -t1 -c32 -d"${WARMUP}s" -s scripts/loadtest/wrk.lua "$url" -- solve "$OUT/puzzles.txt" >/dev/null
    local t0 e0 d0 rps t1
    t0=$(server_ticks) e0=$(counter sudoku_trace_spans_exported_total) d0=$(counter sudoku_trace_spans_dropped_total)
    rps=$(taskset -c 0 wrk -t1 -c32 -d"${DURATION}s" -s scripts/loadtest/wrk.lua "$url" -- solve "$OUT/puzzles.txt" \
        | awk '/^RESULT/ {print $2}')
    t1=$(server_ticks)
    # Spans of the run's last seconds are still queued: the next export
    # (OTEL_BSP_SCHEDULE_DELAY, 5 s) sends them.
    if [ "$sampled" != none ]; then sleep 6; fi
    python3 - "$name" "$rps" "$t0" "$t1" "$(getconf CLK_TCK)" "$DURATION" "$e0" "$(counter sudoku_trace_spans_exported_total)" \
        "$d0" "$(counter sudoku_trace_spans_dropped_total)" <<'PY'
import sys
name, rps, t0, t1, tck, dur, e0, e1, d0, d1 = sys.argv[1:]
answers = float(rps) * float(dur)
cpu_us = (float(t1) - float(t0)) / float(tck) / max(answers, 1) * 1e6
print(name, round(float(rps)), round(cpu_us, 1), round((float(e1) - float(e0)) / max(answers, 1), 2), int(float(d1) - float(d0)))
PY
    stop_all
}

echo "tracing cost: POST /solve, 1,000 puzzles of $FILE, ${DURATION}s per run, $ROUNDS rounds"
echo "server req/s cpu_us_per_answer spans_exported_per_answer spans_dropped"
: >"$OUT/runs.txt"
for _ in $(seq "$ROUNDS"); do
    measure base "$BASE_BIN" none | tee -a "$OUT/runs.txt"
    measure off "$NEW" none | tee -a "$OUT/runs.txt"
    measure on "$NEW" 1 | tee -a "$OUT/runs.txt"
    measure tenth "$NEW" 0.1 | tee -a "$OUT/runs.txt"
done
python3 - "$OUT/runs.txt" <<'PY'
import statistics, sys
runs = {}
for line in open(sys.argv[1]):
    name, rps, cpu, spans, dropped = line.split()
    runs.setdefault(name, []).append((float(rps), float(cpu), float(spans), int(dropped)))
base = statistics.median(r[1] for r in runs["base"])
print()
print("| server | req/s (median) | CPU µs per answer (median; min-max) | vs base | spans exported per answer | spans dropped |")
print("|---|---|---|---|---|---|")
labels = {
    "base": "without tracing (base)",
    "off": "traces off",
    "on": "traces on, every request sampled and exported",
    "tenth": "traces on, a tenth sampled (`traceidratio` 0.1)",
}
for name in ["base", "off", "on", "tenth"]:
    r = runs[name]
    cpu = [x[1] for x in r]
    med = statistics.median(cpu)
    print(f"| {labels[name]} | {statistics.median(x[0] for x in r):,.0f} | {med:.1f}; {min(cpu):.1f}-{max(cpu):.1f} | "
          f"{(med / base - 1) * 100:+.1f}% | {statistics.median(x[2] for x in r):.2f} | {sum(x[3] for x in r)} |")
PY
