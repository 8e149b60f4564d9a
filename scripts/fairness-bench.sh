#!/usr/bin/env bash
# Per-client fairness under a flood, in one run: the release server with
# --rate-limit on (RATE tokens a second, BURST at most per client), 50
# clients sending POST /solve at NORMAL_RPS each (under their share), each
# from its own 127.0.0.x address, and one more client (127.0.0.200) sending
# POST /grade (10 tokens) at ten times its share (scripts/loadtest/fairness.py).
#
#   scripts/fairness-bench.sh        # SECONDS_PER_PHASE=15 RATE=10 BURST=20 NORMAL_RPS=4
#
# Three phases of SECONDS_PER_PHASE each, side by side:
#   alone     fairness on, the 50 clients only: their p99 without a flood
#   flood     fairness on, the 50 clients and the flooder
#   no-limit  fairness off, the same flood (what the limit prevents)
# Passes when, in `flood`, no normal client got a 429, their p99 stays
# within 2x (+2 ms) of `alone`'s, and the flooder got no more 200s than its
# share allows (BURST/10 + RATE/10 * seconds grades), every other answer a 429.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_PER_PHASE=${SECONDS_PER_PHASE:-15}
RATE=${RATE:-10}
BURST=${BURST:-20}
export NORMAL_RPS=${NORMAL_RPS:-4}
OUT=$(mktemp -d)
# shellcheck source=scripts/lib/server.sh
source scripts/lib/server.sh
cargo build --release --locked --bin sudoku-service
bin=target/release/sudoku-service
cpus=$(seq -s, 0 $(($(nproc) - 1)))

run_phase() {
    local phase=$1 flood=$2
    shift 2
    start_server "$cpus" "$bin" --addr "{addr}" "$@"
    python3 scripts/loadtest/fairness.py "http://127.0.0.1:$PORT" "$phase" "$SECONDS_PER_PHASE" \
        "$flood" "$RATE" "$BURST" | tee -a "$OUT/results.jsonl"
    stop_server
}
limits=(--rate-limit true --rate-limit-rate "$RATE" --rate-limit-burst "$BURST")
echo "fairness: $SECONDS_PER_PHASE s per phase, share $RATE tokens/s (burst $BURST), 50 clients x $NORMAL_RPS /solve/s, flooder 10x its share on /grade"
run_phase alone 0 "${limits[@]}"
run_phase flood 1 "${limits[@]}"
run_phase no-limit 1 --rate-limit false
python3 - "$OUT/results.jsonl" <<'PY'
import json, sys
rows = {r["phase"]: r for r in map(json.loads, open(sys.argv[1]))}
print()
print(f"{'phase':9} {'normal req':>10} {'normal 429':>10} {'p50 ms':>7} {'p99 ms':>7} | {'flood req':>9} {'flood 200':>9} {'flood 429':>9} {'share':>5} {'flood p99':>9}")
for name in ("alone", "flood", "no-limit"):
    r = rows[name]; n = r["normal"]; f = r.get("flooder")
    fl = (f"{f['requests']:>9} {f['statuses'].get('200', 0):>9} {f['statuses'].get('429', 0):>9} "
          f"{f['share_allows']:>5} {f['p99_ms']:>9}") if f else " " * 47
    print(f"{name:9} {n['requests']:>10} {n['statuses'].get('429', 0):>10} {n['p50_ms']:>7} {n['p99_ms']:>7} | {fl}")
alone, flood = rows["alone"]["normal"], rows["flood"]["normal"]
f = rows["flood"]["flooder"]
ok = True
def check(cond, what):
    global ok
    print(("ok   " if cond else "FAIL ") + what)
    ok = ok and cond
check(flood["statuses"].get("429", 0) == 0, "no normal client got a 429 during the flood")
check(flood["p99_ms"] <= 2 * alone["p99_ms"] + 2,
      f"normal p99 {flood['p99_ms']} ms during the flood, {alone['p99_ms']} ms alone (ratio {flood['p99_ms'] / alone['p99_ms']:.2f})")
check(f["statuses"].get("200", 0) <= f["share_allows"] + 1,
      f"the flooder got {f['statuses'].get('200', 0)} answers, its share allows {f['share_allows']}")
check(set(f["statuses"]) <= {"200", "429"}, f"the flooder's other answers are all 429: {f['statuses']}")
sys.exit(0 if ok else 1)
PY
