#!/usr/bin/env bash
# A CycloneDX SBOM of the server and its dependencies (JSON, CycloneDX 1.5)
# from `cargo cyclonedx`, into target/sbom/: one file per workspace crate,
# sudoku-service.cdx.json the server's (the binary the image ships).
#
#   scripts/sbom.sh
#
# Installs cargo-cyclonedx (pinned) when it is missing (built from source by
# cargo, a few minutes of CPU).
set -euo pipefail
cd "$(dirname "$0")/.."
version=0.5.9
# (It prints its name twice: "cargo-cyclonedx-cyclonedx 0.5.9".)
if [[ "$(cargo cyclonedx --version 2>/dev/null)" != *" $version" ]]; then
    cargo install cargo-cyclonedx --locked --version "$version"
fi
out=target/sbom
rm -rf "$out"
mkdir -p "$out"
cargo cyclonedx --format json --spec-version 1.5 --override-filename sbom
# cargo-cyclonedx writes beside each crate's Cargo.toml: collect them.
for manifest in Cargo.toml crates/*/Cargo.toml; do
    dir=$(dirname "$manifest")
    name=$(awk -F'"' '/^name = / { print $2; exit }' "$manifest")
    if [[ -f "$dir/sbom.json" ]]; then
        mv "$dir/sbom.json" "$out/$name.cdx.json"
    fi
done
python3 - "$out/sudoku-service.cdx.json" <<'PY'
import json, sys
bom = json.load(open(sys.argv[1]))
assert bom["bomFormat"] == "CycloneDX", bom.get("bomFormat")
components = bom.get("components", [])
assert components, "no components"
unlicensed = [c["name"] for c in components if not c.get("licenses")]
print(f"sbom: {sys.argv[1]}: CycloneDX {bom['specVersion']}, {len(components)} components"
      + (f", {len(unlicensed)} without a licence: {unlicensed[:5]}" if unlicensed else ", each with its licence"))
PY
ls "$out"
