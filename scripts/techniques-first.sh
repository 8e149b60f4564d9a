#!/usr/bin/env bash
# The first answer of the technique catalogue from a cold start, per
# language: the release server (from its process start to the first whole
# answer of GET /techniques, polled from the moment it is started) and the
# WebAssembly package (the first techniques() call in a fresh node
# process, after init()). RUNS (default 7) fresh processes of each; prints
# min, median and max ms.
#
#   scripts/techniques-first.sh         # builds this tree's release binary and target/wasm-pkg
#   WASM_PKG=dir scripts/techniques-first.sh   # measures that package as it is
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-7}
PKG=${WASM_PKG:-target/wasm-pkg}
OUT=target/techniques-first
mkdir -p "$OUT"
# Always built (cargo does nothing to a current binary; the package takes
# about a minute): a binary or package left from an older tree would be
# measured as this one.
cargo build --release --locked --quiet --bin sudoku-service
if [[ -z "${WASM_PKG:-}" ]]; then
    WASM_PKG_TYPES=0 bash scripts/wasm-pkg.sh "$PKG" >/dev/null
fi
port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

server_first() { # LANG -> ms from the process's start to the first answer
    local p pid t0 t1
    p=$(port)
    t0=$(date +%s%N)
    RUST_LOG=warn target/release/sudoku-service --addr "127.0.0.1:$p" >"$OUT/server.log" 2>&1 &
    pid=$!
    until curl -fs -o "$OUT/server-$1.json" -H "Accept-Language: $1" "http://127.0.0.1:$p/techniques" 2>/dev/null; do
        sleep 0.001
    done
    t1=$(date +%s%N)
    kill -TERM "$pid"
    wait "$pid" 2>/dev/null || true
    echo "$(( (t1 - t0) / 1000 ))"
}

stats() { python3 -c "import statistics as s, sys; v = sorted(float(x) for x in sys.argv[1:]); print(f'{v[0]:.1f} / {s.median(v):.1f} / {v[-1]:.1f}')" "$@"; }

echo "| first answer, ms (min / median / max of $RUNS cold starts) | en | ko | ja |"
echo "|---|---|---|---|"
row=()
for lang in en ko ja; do
    v=()
    for _ in $(seq "$RUNS"); do v+=("$(python3 -c "print($(server_first "$lang") / 1000)")"); done
    row+=("$(stats "${v[@]}")")
done
echo "| server: process start to the first GET /techniques | ${row[0]} | ${row[1]} | ${row[2]} |"
row=()
for lang in en ko ja; do
    v=()
    for _ in $(seq "$RUNS"); do
        v+=("$(node scripts/techniques-first.mjs "$PKG" "$lang" "$OUT/wasm-$lang.json" | awk '/^FIRST/ {print $3}')")
    done
    row+=("$(stats "${v[@]}")")
done
echo "| package: the first techniques() in node, after init() | ${row[0]} | ${row[1]} | ${row[2]} |"
# The two answer the same bytes (the package wraps the body with its status).
for lang in en ko ja; do
    python3 -c "
import sys
a = open('$OUT/server-$lang.json', 'rb').read()
b = open('$OUT/wasm-$lang.json', 'rb').read()
same = b == b'{\"status\":200,\"body\":' + a + b'}'
print('$lang: the server and the package answer the same bytes' if same else '$lang: the server and the package DIFFER')
sys.exit(0 if same else 1)"
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
