#!/usr/bin/env bash
# Builds the committed Dockerfile's runtime stage with podman and checks the
# image: /healthz 200, a real /solve, the playground's offline engine served
# (/playground/wasm/...) with a page CSP that lets it run, a non-root uid,
# the HEALTHCHECK command, and `podman stop` (SIGTERM) ending it with exit 0
# within 10 s.
#
# No registry can be reached here, so what the runtime stage would pull is
# supplied locally (and only that is different from a real build):
# - the builder stage: the host's `cargo build --release --locked` output,
#   passed with `--build-context builder=DIR` in the builder's layout
#   (/app/target/release/sudoku-service). As in the Dockerfile, where the
#   builder embeds what the wasm stage built, the host first builds the
#   WebAssembly package into crates/sudoku-server/src/http/playground/wasm/
#   (scripts/playground-wasm.sh, without its TypeScript declarations) and the
#   binary embeds it;
# - the base `gcr.io/distroless/cc-debian12:nonroot`: when no image of that
#   name exists locally, a stand-in of the same shape is imported from the
#   host (Debian 12, the same glibc as distroless cc-debian12): the shared
#   libraries the binary links, /etc/passwd with root and nonroot (65532),
#   /tmp. No shell, no package manager, like distroless.
set -euo pipefail
cd "$(dirname "$0")/.."

BASE=gcr.io/distroless/cc-debian12:nonroot
NAME=sudoku-smoke-$$
t_start=$SECONDS

# shellcheck source=scripts/lib/podman.sh
source scripts/lib/podman.sh
IMAGE=$SMOKE_IMAGE

work=$(mktemp -d)
cleanup() {
    pm rm -f "$NAME" >/dev/null 2>&1 || true
    rm -rf "$work" "$CONTAINERS_CONF"
}
trap cleanup EXIT

WASM_PKG_TYPES=0 scripts/playground-wasm.sh
cargo build --release --locked --bin sudoku-service
mkdir -p "$work/builder/app/target/release"
cp target/release/sudoku-service "$work/builder/app/target/release/"

if ! pm image exists "$BASE"; then
    echo "--- no local $BASE: importing a stand-in built from the host's libraries"
    root="$work/rootfs"
    mkdir -p "$root/etc" "$root/tmp" "$root/home/nonroot"
    chmod 1777 "$root/tmp"
    # Every library the binary links (resolved through symlinks), at the
    # same paths, plus the dynamic loader.
    for lib in $(ldd target/release/sudoku-service | grep -o '/[^ ]*'); do
        mkdir -p "$root$(dirname "$lib")"
        cp -L "$lib" "$root$lib"
    done
    printf 'root:x:0:0:root:/root:/sbin/nologin\nnonroot:x:65532:65532:nonroot:/home/nonroot:/sbin/nologin\n' >"$root/etc/passwd"
    printf 'root:x:0:\nnonroot:x:65532:\n' >"$root/etc/group"
    chown 65532:65532 "$root/home/nonroot"
    tar -C "$root" -cf "$work/rootfs.tar" .
    pm import --change 'USER 65532:65532' --change 'WORKDIR /home/nonroot' \
        "$work/rootfs.tar" "$BASE" >/dev/null
fi

echo "--- podman build (runtime stage of the committed Dockerfile)"
pm build --pull=never --format docker --target runtime \
    --build-context builder="$work/builder" -t "$IMAGE" . >"$work/build.log" 2>&1 ||
    { cat "$work/build.log"; exit 1; }

fail() { echo "FAIL: $*" >&2; pm logs "$NAME" 2>&1 | tail -20 >&2 || true; exit 1; }

info=$(pm image inspect "$IMAGE")
python3 - "$info" <<'PY' || fail "image config"
import json, sys
image = json.loads(sys.argv[1])[0]
c = dict(image["Config"], Healthcheck=image.get("Healthcheck") or image["Config"].get("Healthcheck"))
print("image config:", json.dumps(c))
assert c["Entrypoint"] == ["/sudoku-service"], c["Entrypoint"]
assert "SUDOKU_ADDR=0.0.0.0:8080" in c["Env"], c["Env"]
assert "8080/tcp" in c["ExposedPorts"], c["ExposedPorts"]
assert c["User"] not in ("", "0", "root") and not c["User"].startswith(("0:", "root")), c["User"]
hc = c.get("Healthcheck") or {}
assert hc.get("Test") == ["CMD", "/sudoku-service", "healthcheck"], hc
PY

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
# (Without systemd, podman logs errors about healthcheck timers: harmless,
# `podman healthcheck run` below runs the check itself.)
pm run -d --name "$NAME" -p "127.0.0.1:$port:8080" "$IMAGE" >/dev/null
url="http://127.0.0.1:$port"

ok=""
for _ in $(seq 1 100); do
    if [[ $(curl -s -o /dev/null -w '%{http_code}' "$url/healthz") == 200 ]]; then ok=1; break; fi
    sleep 0.1
done
[[ -n $ok ]] || fail "/healthz never answered 200"
echo "ok  /healthz 200"

body=$(curl -sS -H 'content-type: application/json' \
    -d '{"grid":"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"}' \
    -w '\n%{http_code}' "$url/solve")
[[ ${body##*$'\n'} == 200 ]] || fail "/solve: $body"
[[ ${body%$'\n'*} == *'"solution":"534678912672195348198342567859761423426853791713924856961537284287419635345286179"'* ]] ||
    fail "/solve answered $body"
echo "ok  /solve 200 with the known solution"

# The offline engine: the page's CSP lets WebAssembly run, and every file
# the page loads from /playground/wasm/ is served with its media type.
csp=$(curl -sS -D - -o /dev/null "$url/" | tr -d '\r' | sed -n 's/^content-security-policy: //Ip')
[[ $csp == *"script-src 'self' 'wasm-unsafe-eval'"* ]] || fail "the page's CSP does not allow wasm: $csp"
echo "ok  the page's CSP allows WebAssembly ('wasm-unsafe-eval' in script-src)"
for file in sudoku_wasm_bg.wasm:application/wasm sudoku_wasm.js:text/javascript index.js:text/javascript; do
    name=${file%%:*} want=${file#*:}
    got=$(curl -sS -o "$work/$name" -w '%{http_code} %{content_type}' "$url/playground/wasm/$name")
    [[ $got == "200 $want"* ]] || fail "/playground/wasm/$name answered $got"
    [[ -s "$work/$name" ]] || fail "/playground/wasm/$name is empty"
done
head -c 4 "$work/sudoku_wasm_bg.wasm" | od -An -tx1 | grep -q '00 61 73 6d' || fail "the .wasm is not WebAssembly"
echo "ok  /playground/wasm/ serves the engine ($(wc -c <"$work/sudoku_wasm_bg.wasm") bytes of .wasm)"

uid=$(pm top "$NAME" huser user | awk 'NR==2 {print $1}')
user=$(pm top "$NAME" user | awk 'NR==2 {print $1}')
[[ -n $uid && $uid != 0 && $user != root ]] || fail "runs as uid '$uid' user '$user'"
echo "ok  the server runs as uid $uid ($user)"

if pm healthcheck run "$NAME"; then
    echo "ok  podman healthcheck run: healthy"
else
    fail "podman healthcheck run"
fi
pm exec "$NAME" /sudoku-service healthcheck || fail "healthcheck command"
echo "ok  /sudoku-service healthcheck exits 0 in the container"

t0=$(date +%s.%N)
pm stop -t 10 "$NAME" >/dev/null
t1=$(date +%s.%N)
code=$(pm inspect "$NAME" --format '{{.State.ExitCode}}')
secs=$(python3 -c "print(f'{$t1 - $t0:.2f}')")
[[ $code == 0 ]] || fail "exit code $code after podman stop (137 means SIGTERM was ignored)"
python3 -c "import sys; sys.exit(0 if $t1 - $t0 < 10 else 1)" || fail "stop took ${secs} s"
echo "ok  podman stop: exit code 0 after ${secs} s"
echo "container smoke passed in $((SECONDS - t_start)) s"
