#!/usr/bin/env bash
# The supply chain: `cargo deny check licenses bans sources` against
# deny.toml (licences, duplicate versions, wildcards, registries). Not the
# advisories check: it needs the RustSec database, a git repository that
# this project's machines cannot fetch (deny.toml says more).
#
# Installs cargo-deny (pinned) when it is missing, built from source by
# cargo: long (measured: 1713 s of wall time on this project's 2-core machine
# while other builds shared it), so CI pays it once per fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."
version=0.20.2
if [[ "$(cargo deny --version 2>/dev/null)" != "cargo-deny $version" ]]; then
    cargo install cargo-deny --locked --version "$version"
fi
cargo deny check licenses bans sources
