# shellcheck shell=bash
# podman as this project's scripts run it (sourced by container-smoke.sh and
# e2e-image.sh): installed from apt when missing, with runc (crun fails in
# this sandbox; runc works once default ulimits are disabled, which
# CONTAINERS_CONF does). `pm` is podman with that runtime; the caller removes
# "$CONTAINERS_CONF" when done.
if ! command -v podman >/dev/null || ! command -v runc >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman runc >/dev/null
fi
export CONTAINERS_CONF
CONTAINERS_CONF=$(mktemp)
printf '[containers]\ndefault_ulimits = []\n' >"$CONTAINERS_CONF"
pm() { podman --runtime runc "$@"; }
# The image container-smoke.sh builds from the committed Dockerfile.
SMOKE_IMAGE=localhost/sudoku-service:smoke
