#!/usr/bin/env bash
# Checks the Prometheus rules in deploy/prometheus with promtool: syntax
# and templates (`promtool check rules`), then the unit tests
# (`promtool test rules`: input series for every alert, firing and not, and
# the recording rules' values). promtool comes with Debian's `prometheus`
# package, installed here when missing (no service is started).
#
# The dashboard (deploy/grafana) is checked against the series the server
# exports by `cargo test --test http dashboard`.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v promtool >/dev/null; then
    echo "installing prometheus (apt: provides promtool)"
    (apt-get update -qq && apt-get install -y -qq prometheus) >/dev/null
fi
promtool --version 2>&1 | head -n1
promtool check rules deploy/prometheus/sudoku-service.rules.yml
promtool test rules deploy/prometheus/sudoku-service.rules.test.yml
echo "promtool: rules valid, unit tests pass"
