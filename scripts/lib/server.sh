# Sourced by the measuring scripts (scripts/loadtest.sh, scripts/stack-cost.sh,
# scripts/tracing-cost.sh): one server at a time, started pinned to some CPUs,
# its CPU time read from /proc.
#
#   start_server CPUS PROGRAM [ARGS...]   # "{addr}" in ARGS becomes 127.0.0.1:$PORT
#   stop_server
#   server_ticks                          # CPU time (user + system) so far, in clock ticks
#
# start_server picks a free port ($PORT), runs the program under `taskset -c
# CPUS` and `nice -n $NICE` (default 0; a negative NICE needs root), with its
# output in $OUT/server.log and any environment of SERVER_ENV (an array of
# NAME=value, default RUST_LOG=warn), sets $SERVER_PID and returns once
# GET /healthz answers. stop_server sends SIGTERM and waits; the sourcing
# script gets it as its EXIT trap (and may replace that trap with one that
# also calls it).

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

SERVER_PID=
TICKS=$(getconf CLK_TCK)

start_server() {
    local cpus=$1
    shift
    PORT=$(free_port)
    local args=("${@//\{addr\}/127.0.0.1:$PORT}")
    local env=("${SERVER_ENV[@]:-RUST_LOG=warn}")
    env "${env[@]}" nice -n "${NICE:-0}" taskset -c "$cpus" "${args[@]}" >"$OUT/server.log" 2>&1 &
    SERVER_PID=$!
    for _ in $(seq 100); do
        curl -fs "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1 && return 0
        sleep 0.1
    done
    echo "$1 did not start"
    cat "$OUT/server.log"
    exit 1
}

stop_server() {
    [ -n "$SERVER_PID" ] && kill -TERM "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null || true
    SERVER_PID=
}
trap stop_server EXIT

server_ticks() { awk '{print $14 + $15}' "/proc/$SERVER_PID/stat"; }
