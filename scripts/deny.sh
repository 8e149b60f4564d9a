#!/usr/bin/env bash
# The supply chain: `cargo deny check licenses bans sources` against
# deny.toml (licences, duplicate versions, wildcards, registries). Not the
# advisories check: it needs the RustSec database, a git repository that
# this project's machines cannot fetch (deny.toml says more).
#
# Installs cargo-deny (pinned, --locked) when it is missing, built from
# source by cargo as a debug build: no release binary can be fetched here,
# and the optimised build takes several times as long to compile while the
# check itself runs in seconds either way.
set -euo pipefail
cd "$(dirname "$0")/.."
version=0.20.2
if [[ "$(cargo deny --version 2>/dev/null)" != "cargo-deny $version" ]]; then
    cargo install cargo-deny --locked --debug --version "$version"
fi
cargo deny check licenses bans sources
