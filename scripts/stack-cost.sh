#!/usr/bin/env bash
# What the service's HTTP stack costs against bare axum and against the
# physical limit of /solve, side by side.
#
#   scripts/stack-cost.sh                      # DURATION=5 s per row, ROUNDS=3
#   BEFORE_BIN=path/to/sudoku-service scripts/stack-cost.sh   # and an older build beside them
#   OURS_BIN=path/to/sudoku-service ...        # measure that binary instead of building this tree
#
# Builds (release, --locked) the service, `crates/sudoku-server/examples/bare_axum.rs` and the
# core's `core_throughput` example. bare_axum is a bare `axum::serve`
# answering `GET /healthz` with the service's body, and an `axum::Json` +
# `tokio::task::spawn_blocking` `POST /solve` over the same core call
# (solve_unique, counting to 2, the default 1 s budget) with the same
# answer fields: the naive service. The servers, each pinned to CPU 1 with
# wrk (one thread) on CPU 0, as in scripts/loadtest.sh:
#   ours   the service with its defaults (solves tried inline first);
#   pool   the same binary with --inline-solve-nodes 0 (every solve handed
#          to the solver pool);
#   bare   bare_axum;
#   before BEFORE_BIN, when given.
# Rows: `GET /healthz` and `POST /solve` (puzzles rotating over the loadtest
# mix, scripts/loadtest/), and for the service `POST /validate` on the same
# grids, at 32 and at 1,000 connections, each after WARMUP seconds (default
# 2) of the same load, unmeasured.
#
# The figure is the server's CPU time (user + system, /proc/PID/stat) per
# 200 answer, in µs: on a machine shared with other work it moves much less
# than rates do; "user" is its user-space part. ROUNDS rounds run the
# servers in turn (a fresh process per server and round), so that a drift
# of the machine hits all alike. Each round also measures the core's own
# solve of the same mix (`core_throughput`, one thread on CPU 1, CPU time
# per puzzle): the "limit" of a row is bare axum's `GET /healthz` at the
# same connection count plus that solve, what a request costs with nothing
# but a body-less GET and the work itself. Printed: each run, then per row
# the median of the rounds and the ratios (the median of the per-round
# ratios with their spread): `/healthz` against bare, `/solve` and
# `/validate` against the limit and against the naive service. "busy" is
# the CPU the server used per second of the row: below about 0.9 the
# client, not the server, set the pace.
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
cargo build --release --locked --quiet -p sudoku-core --example core_throughput
OURS=${OURS_BIN:-target/release/sudoku-service}
declare -A BIN=([ours]=$OURS [pool]=$OURS [bare]=target/release/examples/bare_axum)
SERVERS=(ours pool bare)
if [ -n "${BEFORE_BIN:-}" ]; then
    BIN[before]=$BEFORE_BIN
    SERVERS+=(before)
fi

# shellcheck source=scripts/lib/server.sh
. scripts/lib/server.sh
start() { # NAME: ours and an older build take --addr, bare_axum its address alone
    case $1 in
        bare) start_server 1 "${BIN[$1]}" "{addr}" ;;
        pool) start_server 1 "${BIN[$1]}" --addr "{addr}" --inline-solve-nodes 0 ;;
        *) start_server 1 "${BIN[$1]}" --addr "{addr}" ;;
    esac
}

# The core's solve of the mix on CPU 1, alone: CPU µs per puzzle.
core_solve() {
    python3 - "$OUT/mix.txt" "$DURATION" "$NICE" <<'PY'
import resource, subprocess, sys
mix, seconds, nice = sys.argv[1:4]
out = subprocess.run(["nice", "-n", nice, "taskset", "-c", "1",
                      "target/release/examples/core_throughput", mix, "1", seconds],
                     capture_output=True, text=True, check=True).stdout
solved = int(next(l for l in out.splitlines() if l.startswith("RESULT")).split()[2])
ru = resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"{(ru.ru_utime + ru.ru_stime) / solved * 1e6:.2f}")
PY
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

ROWS=("32 /healthz get" "32 /solve solve" "32 /validate solve"
      "1000 /healthz get" "1000 /solve solve" "1000 /validate solve")
: >"$OUT/runs.txt"
echo "stack cost: ${ROUNDS} rounds, ${DURATION}s per row after ${WARMUP}s warm-up; servers: ${SERVERS[*]}"
for round in $(seq "$ROUNDS"); do
    echo "$round core 1 /core $(core_solve) 0 0 1 0" | tee -a "$OUT/runs.txt"
    for name in "${SERVERS[@]}"; do
        start "$name"
        for row in "${ROWS[@]}"; do
            read -r conns path mode <<<"$row"
            # The naive service has no /validate.
            [ "$name" = bare ] && [ "$path" = /validate ] && continue
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
cpu = defaultdict(lambda: defaultdict(dict))  # (conns, path) -> server -> round -> cpu
meta = defaultdict(list)  # (server, conns, path) -> [(rate, bad, busy, user)]
core = {}  # round -> the core's solve, µs per puzzle
for line in open(runs):
    rnd, name, conns, path, c, rate, bad, busy, user = line.split()
    if name == "core":
        core[rnd] = float(c)
        continue
    cpu[(int(conns), path)][name][rnd] = float(c)
    meta[(name, int(conns), path)].append((float(rate), int(bad), float(busy), float(user)))
med = statistics.median
rounds = sorted(core)
# The limit of a row: bare axum's /healthz at its connection count plus the
# core's solve, per round.
limit = {conns: {r: cpu[(conns, "/healthz")]["bare"][r] + core[r] for r in rounds}
         for conns in sorted({c for c, _ in cpu})}

def ratio(num, den):
    rs = [num[r] / den[r] for r in rounds if r in num and r in den]
    return f"{med(rs):.2f} ({min(rs):.2f}-{max(rs):.2f})" if rs else "-"

def cell(s, conns, path):
    by = cpu[(conns, path)].get(s)
    if not by:
        return "-"
    m = meta[(s, conns, path)]
    return (f"{med(by.values()):.1f} (user {med(u for _, _, _, u in m):.1f}; "
            f"{med(r for r, _, _, _ in m):.0f}/s, busy {med(b for _, _, b, _ in m):.2f})")

mine = [s for s in servers if s != "bare"]
print()
print(f"core solve of the mix (one thread, CPU 1): {med(core.values()):.2f} µs per puzzle "
      f"({', '.join(f'{core[r]:.2f}' for r in rounds)})")
print()
print("| row | " + " | ".join(f"{s} µs/answer" for s in servers) + " | limit µs | "
      + " | ".join(f"{s} / reference" for s in mine) + " | "
      + " | ".join(f"{s} / naive" for s in mine) + " |")
print("|---" * (1 + len(servers) + 1 + 2 * len(mine)) + "|")
for conns, path in sorted(cpu, key=lambda k: (k[1] != "/healthz", k[1], k[0])):
    by = cpu[(conns, path)]
    # /healthz against bare axum; /solve and /validate against the limit.
    ref = by["bare"] if path == "/healthz" else limit[conns]
    ref_name = "bare axum" if path == "/healthz" else "limit"
    lim = "" if path == "/healthz" else f"{med(limit[conns].values()):.1f}"
    naive = by.get("bare") if path == "/solve" else None
    line = (f"| {path} c{conns} (reference: {ref_name}) | "
            + " | ".join(cell(s, conns, path) for s in servers) + f" | {lim} | "
            + " | ".join(ratio(by.get(s, {}), ref) for s in mine) + " | "
            + " | ".join(ratio(by.get(s, {}), naive) if naive else "" for s in mine) + " |")
    print(line)
bad = sum(b for m in meta.values() for _, b, _, _ in m)
print()
print(f"answers other than 200 (all rows): {bad}")
print("targets: /healthz c32 ours / bare axum <= 1.2; /solve and /validate ours / limit <= 1.3 "
      "(limit: bare axum's GET /healthz + the core's solve)")
PY
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
