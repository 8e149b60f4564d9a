#!/usr/bin/env bash
# Validates deploy/k8s and the rules' ConfigMap (deploy/prometheus) offline:
# renders the Kustomize base, every overlay and the rules with
# `kubectl kustomize`, checks each rendering with `kubernetes-validate
# --strict` (PyPI, pinned in scripts/tools-requirements.txt; the OpenAPI
# schemas of every Kubernetes version ship inside the package, so nothing is
# downloaded) against each Kubernetes version of K8S_VERSIONS, then checks
# what the schema cannot see (scripts/k8s_policy.py): probes, security
# context, grace period against the shutdown settings, ConfigMap keys that
# the server really reads.
#
#   scripts/k8s-validate.sh                    # K8S_VERSIONS="1.32.0 1.37.0"
#   K8S_VERSIONS=1.35.0 scripts/k8s-validate.sh
#
# 1.32 is the version of the kubectl on the project's machines, the oldest
# checked; 1.37 the newest the pinned kubernetes-validate knows.
set -euo pipefail
cd "$(dirname "$0")/.."
K8S_VERSIONS=${K8S_VERSIONS:-1.32.0 1.37.0}
command -v kubectl >/dev/null || { echo "kubectl not found (it renders the Kustomize trees)" >&2; exit 2; }
scripts/venv.sh
out=target/k8s
rm -rf "$out"
mkdir -p "$out"
dirs=(deploy/k8s/base)
for d in deploy/k8s/overlays/*/; do
    dirs+=("${d%/}")
done
for d in "${dirs[@]}"; do
    name=$(basename "$d")
    kubectl kustomize "$d" >"$out/$name.yaml"
    echo "rendered $d -> $out/$name.yaml ($(grep -c '^kind:' "$out/$name.yaml") resources)"
    for v in $K8S_VERSIONS; do
        # --quiet prints only warnings and failures; the exit status decides.
        .venv/bin/kubernetes-validate --strict --quiet -k "$v" "$out/$name.yaml"
        echo "kubernetes-validate --strict -k $v: $d valid"
    done
    .venv/bin/python scripts/k8s_policy.py "$out/$name.yaml" crates/sudoku-server/src/config.rs
done
# The Prometheus rules as a ConfigMap (deploy/prometheus): valid, and
# carrying the rule file promtool checks (scripts/promtool.sh) unchanged.
kubectl kustomize deploy/prometheus >"$out/prometheus-rules.yaml"
for v in $K8S_VERSIONS; do
    .venv/bin/kubernetes-validate --strict --quiet -k "$v" "$out/prometheus-rules.yaml"
    echo "kubernetes-validate --strict -k $v: deploy/prometheus valid"
done
.venv/bin/python - "$out/prometheus-rules.yaml" deploy/prometheus/sudoku-service.rules.yml <<'PY'
import sys, yaml
(doc,) = [d for d in yaml.safe_load_all(open(sys.argv[1])) if d]
assert doc["kind"] == "ConfigMap", doc["kind"]
data = doc["data"]
assert list(data) == ["sudoku-service.rules.yml"], list(data)
assert data["sudoku-service.rules.yml"] == open(sys.argv[2]).read(), "the ConfigMap's rules differ from the file"
print(f"deploy/prometheus: ConfigMap {doc['metadata']['name']} carries {sys.argv[2]}")
PY
echo "k8s: ${#dirs[@]} renderings and the rules' ConfigMap valid against Kubernetes $K8S_VERSIONS"
