# Sourced by the scripts that test the real binary: starts
# target/release/sudoku-service on 127.0.0.1 with a free port (port 0, read
# back from the "listening on" log line), sets $SERVER_URL and $SERVER_PID,
# and stops it on exit. Extra server flags: "$@".
start_server() {
    local log
    log=$(mktemp)
    target/release/sudoku-service --addr 127.0.0.1:0 "$@" >"$log" 2>&1 &
    SERVER_PID=$!
    # shellcheck disable=SC2064
    trap "kill $SERVER_PID 2>/dev/null || true; wait $SERVER_PID 2>/dev/null || true" EXIT
    local addr=""
    for _ in $(seq 1 100); do
        addr=$(sed -n 's/.*listening on \([0-9.:]*\).*/\1/p' "$log" | head -n1)
        [[ -n "$addr" ]] && break
        kill -0 "$SERVER_PID" 2>/dev/null || { cat "$log"; echo "server exited" >&2; return 1; }
        sleep 0.1
    done
    [[ -n "$addr" ]] || { cat "$log"; echo "no 'listening on' line" >&2; return 1; }
    SERVER_URL="http://$addr"
    SERVER_LOG=$log
    export SERVER_URL SERVER_PID SERVER_LOG
}
