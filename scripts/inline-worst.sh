#!/usr/bin/env bash
# The inline attempt's worst case, side by side: 1,000 connections sending
# the hardest puzzles (magictour_top1465, whose solves mostly outrun the
# attempt's node limit, so nearly every attempt is work thrown away before
# the hand-off), while one more connection asks `GET /healthz` in a loop.
#
#   scripts/inline-worst.sh          # DURATION=8 s per run after WARMUP=2 s, ROUNDS=3
#
# Servers (a fresh process per server and round, pinned to CPU 1; the
# clients, wrk with one thread each, on CPU 0):
#   ours   the service with its defaults (each solve tried inline first);
#   pool   the same binary with --inline-solve-nodes 0 (every solve to the pool).
# Per run: the flood's answers per second, its 503s and p99; the probe's
# `/healthz` p50 and p99 (one connection, closed loop: each request waits
# for the previous answer); the pool's measured queue sojourn
# (`sudoku_queue_sojourn_seconds`, a moving average, scraped every 0.5 s:
# the median and the largest scrape); the share of attempts handed off
# (`sudoku_inline_solves_total`); the server's CPU per answer. Then per
# server the median over the rounds, and ours / pool.
set -euo pipefail
cd "$(dirname "$0")/.."

DATA=${DATA:-../shared/data}
DURATION=${DURATION:-8}
WARMUP=${WARMUP:-2}
ROUNDS=${ROUNDS:-3}
NICE=${NICE:-0}
OUT=target/inline-worst
mkdir -p "$OUT"

command -v wrk >/dev/null || { echo "installing wrk (apt)"; (apt-get update -qq && apt-get install -y -qq wrk) >/dev/null; }
[ -f "$DATA/magictour_top1465.txt" ] || { echo "missing $DATA/magictour_top1465.txt (set DATA=)"; exit 2; }
grep -v '^#' "$DATA/magictour_top1465.txt" | cut -c1-81 >"$OUT/hardest.txt"
cargo build --release --locked --quiet --bin sudoku-service
BIN=target/release/sudoku-service

# shellcheck source=scripts/lib/server.sh
. scripts/lib/server.sh

metric() { # NAME [LABELS]: the value of one series in /metrics
    curl -fs "http://127.0.0.1:$PORT/metrics" | awk -v s="$1${2:+\{$2\}}" '$1 == s {print $2; exit}'
}

: >"$OUT/runs.txt"
echo "inline worst case: ${ROUNDS} rounds, ${DURATION}s per run after ${WARMUP}s warm-up"
for round in $(seq "$ROUNDS"); do
    for name in ours pool; do
        args=(--addr "{addr}")
        [ "$name" = pool ] && args+=(--inline-solve-nodes 0)
        start_server 1 "$BIN" "${args[@]}"
        flood=(-t1 -c1000 --timeout 5s -s scripts/loadtest/wrk.lua "http://127.0.0.1:$PORT/solve" -- solve "$OUT/hardest.txt")
        nice -n "$NICE" taskset -c 0 wrk -d"${WARMUP}s" "${flood[@]}" >/dev/null
        a0=$(metric sudoku_inline_solves_total 'result="answered"'); a0=${a0:-0}
        h0=$(metric sudoku_inline_solves_total 'result="handed_off"'); h0=${h0:-0}
        t0=$(server_ticks)
        nice -n "$NICE" taskset -c 0 wrk -d"${DURATION}s" "${flood[@]}" >"$OUT/flood.txt" &
        flood_pid=$!
        nice -n "$NICE" taskset -c 0 wrk -t1 -c1 -d"$((DURATION - 1))s" --latency \
            "http://127.0.0.1:$PORT/healthz" >"$OUT/probe.txt" &
        probe_pid=$!
        : >"$OUT/sojourn.txt"
        while kill -0 "$flood_pid" 2>/dev/null; do
            metric sudoku_queue_sojourn_seconds >>"$OUT/sojourn.txt" || true
            sleep 0.5
        done
        wait "$flood_pid" "$probe_pid"
        used=$(( $(server_ticks) - t0 ))
        a1=$(metric sudoku_inline_solves_total 'result="answered"'); a1=${a1:-0}
        h1=$(metric sudoku_inline_solves_total 'result="handed_off"'); h1=${h1:-0}
        stop_server
        python3 - "$round" "$name" "$OUT" "$used" "$TICKS" "$DURATION" "$a0" "$a1" "$h0" "$h1" <<'PY' | tee -a "$OUT/runs.txt"
import re, statistics, sys
rnd, name, out, used, ticks, secs, a0, a1, h0, h1 = sys.argv[1:]
# RESULT req/s p50 p99 max non2xx socket_errors ok n503 other p99ok
f = next(l for l in open(f"{out}/flood.txt") if l.startswith("RESULT")).split()
ok, n503 = int(f[7]), int(f[8])
probe = open(f"{out}/probe.txt").read()
def pct(p):
    m = re.search(rf"^\s*{p}%\s+([\d.]+)(us|ms|s)\s*$", probe, re.M)
    v, unit = float(m.group(1)), m.group(2)
    return v / 1000 if unit == "us" else v if unit == "ms" else v * 1000
soj = [float(x) * 1e3 for x in open(f"{out}/sojourn.txt").read().split()] or [0.0]
answered, handed = float(a1) - float(a0), float(h1) - float(h0)
share = handed / (answered + handed) if answered + handed else 0.0
cpu = int(used) / int(ticks) / max(ok, 1) * 1e6
print(rnd, name, f"{ok / float(secs):.0f}", n503, f"{float(f[3]) / 1000:.1f}",
      f"{pct(50):.3f}", f"{pct(99):.3f}", f"{statistics.median(soj):.3f}", f"{max(soj):.3f}",
      f"{share:.3f}", f"{cpu:.1f}")
PY
    done
done

python3 - "$OUT/runs.txt" <<'PY'
import statistics, sys
from collections import defaultdict
rows = defaultdict(list)
for line in open(sys.argv[1]):
    rnd, name, *v = line.split()
    rows[name].append([float(x) for x in v])
cols = ["flood 200/s", "flood 503s", "flood p99 ms", "/healthz p50 ms", "/healthz p99 ms",
        "queue sojourn median ms", "queue sojourn max ms", "attempts handed off", "server CPU µs/answer"]
med = lambda name, i: statistics.median(r[i] for r in rows[name])
print()
print("| server | " + " | ".join(cols) + " |")
print("|---" * (len(cols) + 1) + "|")
for name in ["ours", "pool"]:
    print(f"| {name} | " + " | ".join(f"{med(name, i):g}" for i in range(len(cols))) + " |")
print("| ours / pool | " + " | ".join(
    f"{med('ours', i) / med('pool', i):.2f}" if med("pool", i) else "-" for i in range(len(cols))) + " |")
PY
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
