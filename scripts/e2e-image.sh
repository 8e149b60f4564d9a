#!/usr/bin/env bash
# The container image in the browser: runs the image container-smoke.sh
# built from the committed Dockerfile (building it first when it is missing)
# and runs the whole browser test (e2e/playground.e2e.mjs) against it, the
# offline step included: the test kills the container after the first load
# and plays on with the engine the image serves. This is the check that the
# image, not only a local build, plays offline. Needs what scripts/e2e.sh
# installs (scripts/install-e2e-deps.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-e2e-deps.sh >/dev/null
# shellcheck source=scripts/lib/podman.sh
source scripts/lib/podman.sh
NAME=sudoku-e2e-$$
cleanup() {
    pm rm -f "$NAME" >/dev/null 2>&1 || true
    rm -f "$CONTAINERS_CONF"
}
trap cleanup EXIT

if ! pm image exists "$SMOKE_IMAGE"; then
    scripts/container-smoke.sh
fi
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
pm run -d --name "$NAME" -p "127.0.0.1:$port:8080" "$SMOKE_IMAGE" >/dev/null
base="http://127.0.0.1:$port"
for _ in $(seq 1 100); do
    [[ $(curl -s -o /dev/null -w '%{http_code}' "$base/healthz") == 200 ]] && break
    sleep 0.1
done
echo "image: $SMOKE_IMAGE at $base"
E2E_BASE=$base E2E_KILL="podman --runtime runc kill $NAME" E2E_OUT=target/e2e-image \
    node e2e/playground.e2e.mjs
