#!/usr/bin/env bash
# What the service's HTTP stack costs against bare axum, side by side.
#
#   scripts/stack-cost.sh                      # DURATION=5 s per row, ROUNDS=3
#   BEFORE_BIN=path/to/sudoku-service scripts/stack-cost.sh   # and an older build beside them
#   OURS_BIN=path/to/sudoku-service ...        # measure that binary instead of building this tree
#
# Builds (release, --locked) the service and `crates/sudoku-server/examples/bare_axum.rs`: a bare
# `axum::serve` answering `GET /healthz` with the service's body, and an
# `axum::Json` + `tokio::task::spawn_blocking` `POST /solve` over the same
# core call (solve_unique, counting to 2, the default 1 s budget) with the
# same answer fields. Each server runs pinned to CPU 1, wrk (one thread) on
# CPU 0, as in scripts/loadtest.sh; per server: `GET /healthz` and `POST
# /solve` (puzzles rotating over the loadtest mix, scripts/loadtest/), at 32
# and at 1,000 connections, each row after WARMUP seconds (default 2) of the
# same load, unmeasured.
#
# The figure is the server's CPU time (user + system, /proc/PID/stat) per
# 200 answer, in µs: on a machine shared with other work it moves much less
# than rates do; "user" is its user-space part (the kernel's share, the
# socket calls, is about the same for every server). ROUNDS rounds run the servers in turn (a fresh process per
# server and round), so that a drift of the machine hits all alike; printed:
# each run, then per row the median of the rounds and the ratios ours/bare
# (`/healthz`) and ours/spawn_blocking (`/solve`), the median of the
# per-round ratios with their spread. "busy" is the CPU the server used per
# second of the row: below about 0.9 the client, not the server, set the pace.
#
# On a machine busy with other work, NICE=-10 (as root) runs the servers and
# wrk ahead of it, so that the rows measure a saturated server rather than
# one waiting for a starved client.
set -euo pipefail
cd "$(dirname "$0")/.."

DATA=${DATA:-../shared/data}
DURATION=${DURATION:-5}
WARMUP=${WARMUP:-2}
ROUNDS=${ROUNDS:-3}
NICE=${NICE:-0}
OUT=target/stack-cost
mkdir -p "$OUT"

command -v wrk >/dev/null || { echo "installing wrk (apt)"; (apt-get update -qq && apt-get install -y -qq wrk) >/dev/null; }
for f in unbiased_1000.txt 17_clue.txt magictour_top1465.txt serg_benchmark.txt; do
    [ -f "$DATA/$f" ] || { echo "missing $DATA/$f (set DATA=)"; exit 2; }
done
python3 scripts/loadtest/mix.py "$DATA" "$OUT/mix.txt"

if [ -z "${OURS_BIN:-}" ]; then
    cargo build --release --locked --quiet --bin sudoku-service
fi
cargo build --release --locked --quiet -p sudoku-server --example bare_axum
declare -A BIN=([ours]=${OURS_BIN:-target/release/sudoku-service} [bare]=target/release/examples/bare_axum)
SERVERS=(ours bare)
if [ -n "${BEFORE_BIN:-}" ]; then
    BIN[before]=$BEFORE_BIN
    SERVERS+=(before)
fi

# shellcheck source=scripts/lib/server.sh
. scripts/lib/server.sh
start() { # NAME: ours and an older build take --addr, bare_axum its address alone
    if [ "$1" = bare ]; then
        start_server 1 "${BIN[$1]}" "{addr}"
    else
        start_server 1 "${BIN[$1]}" --addr "{addr}"
    fi
}

# measure CONNECTIONS PATH MODE
#   -> "cpu_us_per_200 answers_per_s other_than_200 server_busy user_us_per_200"
measure() {
    local conns=$1 path=$2 mode=$3 t0 out
    local args=(-t1 -c"$conns" --timeout 5s -s scripts/loadtest/wrk.lua "http://127.0.0.1:$PORT$path" -- "$mode" "$OUT/mix.txt")
    nice -n "$NICE" taskset -c 0 wrk -d"${WARMUP}s" "${args[@]}" >/dev/null
    t0=$(server_ticks)
    u0=$(awk '{print $14}' "/proc/$SERVER_PID/stat")
    # RESULT req/s p50 p99 max non2xx socket_errors ok n503 other p99ok
    out=$(nice -n "$NICE" taskset -c 0 wrk -d"${DURATION}s" "${args[@]}" | awk '/^RESULT/ {print $8, $7 + $9 + $10}')
    python3 -c "
ok, bad = map(int, '$out'.split())
used = ($(server_ticks) - $t0) / $TICKS
user = ($(awk '{print $14}' "/proc/$SERVER_PID/stat") - $u0) / $TICKS
print(f'{used / max(ok, 1) * 1e6:.2f} {ok / $DURATION:.0f} {bad} {used / $DURATION:.2f} {user / max(ok, 1) * 1e6:.2f}')"
}

ROWS=("32 /healthz get" "32 /solve solve" "1000 /healthz get" "1000 /solve solve")
: >"$OUT/runs.txt"
echo "stack cost: ${ROUNDS} rounds, ${DURATION}s per row after ${WARMUP}s warm-up; servers: ${SERVERS[*]}"
for round in $(seq "$ROUNDS"); do
    for name in "${SERVERS[@]}"; do
        start "$name"
        for row in "${ROWS[@]}"; do
            read -r conns path mode <<<"$row"
            read -r cpu rate bad busy user < <(measure "$conns" "$path" "$mode")
            echo "$round $name $conns $path $cpu $rate $bad $busy $user" | tee -a "$OUT/runs.txt"
        done
        stop_server
    done
done

python3 - "$OUT/runs.txt" "${SERVERS[@]}" <<'PY'
import statistics, sys
from collections import defaultdict
runs, servers = sys.argv[1], sys.argv[2:]
cpu = defaultdict(dict)   # (conns, path) -> server -> [cpu per round]
meta = defaultdict(list)  # (server, conns, path) -> [(rate, bad, busy, user)]
for line in open(runs):
    rnd, name, conns, path, c, rate, bad, busy, user = line.split()
    cpu[(int(conns), path)].setdefault(name, []).append(float(c))
    meta[(name, int(conns), path)].append((float(rate), int(bad), float(busy), float(user)))
med = statistics.median
base = {"/healthz": "bare axum", "/solve": "axum Json + spawn_blocking"}
print()
head = "| row | " + " | ".join(f"{s} µs/answer" for s in servers) + " | ours / bare (spread) |"
if "before" in servers:
    head += " before / bare (spread) |"
print(head)
print("|---" * (len(servers) + 2 + ("before" in servers)) + "|")
for (conns, path), by in sorted(cpu.items(), key=lambda kv: (kv[0][1], kv[0][0])):
    cells = []
    for s in servers:
        m = meta[(s, conns, path)]
        cells.append(f"{med(by[s]):.1f} (user {med(u for _, _, _, u in m):.1f}; {med(r for r, _, _, _ in m):.0f}/s, busy {med(b for _, _, b, _ in m):.2f})")
    def ratio(s):
        rs = [a / b for a, b in zip(by[s], by["bare"])]
        return f"{med(rs):.2f} ({min(rs):.2f}-{max(rs):.2f})"
    line = f"| {path} c{conns} (against {base[path]}) | " + " | ".join(cells) + f" | {ratio('ours')} |"
    if "before" in servers:
        line += f" {ratio('before')} |"
    print(line)
bad = sum(b for m in meta.values() for _, b, _, _ in m)
print()
print(f"answers other than 200 (all rows): {bad}")
print("targets: /healthz ours/bare <= 1.2; /solve ours/spawn_blocking <= 0.5")
PY
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
