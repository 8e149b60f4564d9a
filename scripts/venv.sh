#!/usr/bin/env bash
# Creates ./.venv (if needed) with the pinned Python tools of the CI stages
# (schemathesis, hadolint, kubernetes-validate, opentelemetry-proto). Idempotent; sourced or run from the repo root.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
req=scripts/tools-requirements.txt
if [[ ! -x .venv/bin/python ]]; then
    python3 -m venv .venv
fi
# Reinstall only when the pins changed since the last install.
if ! cmp -s "$req" .venv/.tools-requirements.txt 2>/dev/null; then
    .venv/bin/pip install --quiet --disable-pip-version-check -r "$req"
    cp "$req" .venv/.tools-requirements.txt
fi
