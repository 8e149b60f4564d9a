#!/usr/bin/env bash
# OpenTelemetry traces against a real OTLP/HTTP receiver (built on the
# official opentelemetry-proto package, started on loopback by
# scripts/traces_check.py): parent chain, attributes, propagation of the
# caller's traceparent, a dead and a slow collector (answers unaffected,
# spans dropped and counted in /metrics). Runs the release binary.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/venv.sh
cargo build --release --locked --bin sudoku-service
.venv/bin/python scripts/traces_check.py
