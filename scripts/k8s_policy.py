"""What the schema check cannot see, in one rendering of deploy/k8s.

Usage: k8s_policy.py RENDERED.yaml crates/sudoku-server/src/config.rs

kubernetes-validate checks that every field exists and has the right type;
this checks the choices the deployment depends on: the probes' paths, the
security context, the grace period against the shutdown settings, the
ConfigMap's keys against the environment variables the server reads, and
that the Service, NetworkPolicy, PodDisruptionBudget and autoscaler point
at the Deployment's pods and port. Exits 1 with one line per problem.
"""

import re
import sys

import yaml


def main(rendered: str, config_rs: str) -> int:
    docs = [d for d in yaml.safe_load_all(open(rendered)) if d]
    by_kind: dict[str, list[dict]] = {}
    for d in docs:
        by_kind.setdefault(d["kind"], []).append(d)
    problems: list[str] = []

    def need(cond: bool, what: str) -> None:
        if not cond:
            problems.append(what)

    for kind in ["Deployment", "Service", "ConfigMap", "HorizontalPodAutoscaler",
                 "PodDisruptionBudget", "NetworkPolicy"]:
        need(len(by_kind.get(kind, [])) == 1, f"exactly one {kind}")
    if problems:
        return report(rendered, problems)

    deploy = by_kind["Deployment"][0]
    pod = deploy["spec"]["template"]
    labels = pod["metadata"]["labels"]
    spec = pod["spec"]
    (c,) = spec["containers"]
    config = by_kind["ConfigMap"][0]
    settings = config.get("data", {})

    # Settings: every key is a variable the server reads.
    known = set(re.findall(r'env = "(SUDOKU_[A-Z_]+)"', open(config_rs).read()))
    need(bool(known), f"no SUDOKU_* variables found in {config_rs}")
    for key in settings:
        need(key in known, f"ConfigMap key {key} is not read by the server ({config_rs})")
    refs = [e["configMapRef"]["name"] for e in c.get("envFrom", []) if "configMapRef" in e]
    need(refs == [config["metadata"]["name"]], "the container takes its env from the ConfigMap")

    # Image set through the kustomization: a tag or a digest, never bare.
    need(re.search(r"(:[^/]+|@sha256:[0-9a-f]{64})$", c["image"]) is not None,
         f"image {c['image']!r} has no tag or digest")

    # Probes.
    def path(probe: str) -> str | None:
        return c.get(probe, {}).get("httpGet", {}).get("path")
    need(path("readinessProbe") == "/readyz", "readiness probe on /readyz")
    need(path("livenessProbe") == "/healthz", "liveness probe on /healthz")
    need(path("startupProbe") is not None, "a startup probe")

    # Shutdown: the grace period covers delay + drain; readiness notices
    # the shutdown within the delay.
    delay = int(settings.get("SUDOKU_SHUTDOWN_DELAY_MS", 0))
    drain = int(settings.get("SUDOKU_SHUTDOWN_TIMEOUT_MS", 10_000))
    grace = int(spec.get("terminationGracePeriodSeconds", 30)) * 1000
    need(delay > 0, "SUDOKU_SHUTDOWN_DELAY_MS > 0 (endpoints removed before the listener closes)")
    need(grace > delay + drain, f"terminationGracePeriodSeconds ({grace} ms) > delay + drain ({delay + drain} ms)")
    r = c["readinessProbe"]
    noticed = r.get("periodSeconds", 10) * r.get("failureThreshold", 3) * 1000
    need(noticed <= delay, f"readiness fails within the shutdown delay ({noticed} ms > {delay} ms)")

    # Security.
    psc, csc = spec.get("securityContext", {}), c.get("securityContext", {})
    need(spec.get("automountServiceAccountToken") is False, "automountServiceAccountToken: false")
    need(psc.get("runAsNonRoot") is True and psc.get("runAsUser") == 65532, "runAsNonRoot as uid 65532")
    need(psc.get("seccompProfile", {}).get("type") == "RuntimeDefault", "seccomp RuntimeDefault")
    need(csc.get("allowPrivilegeEscalation") is False, "allowPrivilegeEscalation: false")
    need(csc.get("readOnlyRootFilesystem") is True, "readOnlyRootFilesystem: true")
    need(csc.get("capabilities", {}).get("drop") == ["ALL"], "capabilities drop ALL")
    res = c.get("resources", {})
    for part in ["requests", "limits"]:
        for r_name in ["cpu", "memory"]:
            need(r_name in res.get(part, {}), f"resources.{part}.{r_name}")

    # Everything points at these pods and this port.
    def selects(selector: dict) -> bool:
        return bool(selector) and all(labels.get(k) == v for k, v in selector.items())
    ports = {p["name"]: p["containerPort"] for p in c["ports"]}
    svc = by_kind["Service"][0]["spec"]
    need(selects(svc["selector"]), "the Service selects the pods")
    need(all(p["targetPort"] in ports or p["targetPort"] in ports.values() for p in svc["ports"]),
         "the Service targets a container port")
    np = by_kind["NetworkPolicy"][0]["spec"]
    need(selects(np["podSelector"]["matchLabels"]), "the NetworkPolicy selects the pods")
    np_ports = [p["port"] for rule in np.get("ingress", []) for p in rule.get("ports", [])]
    need(np.get("policyTypes") == ["Ingress"] and bool(np_ports)
         and all(p in ports or p in ports.values() for p in np_ports),
         "the NetworkPolicy admits ingress on the service port only")
    need(selects(by_kind["PodDisruptionBudget"][0]["spec"]["selector"]["matchLabels"]),
         "the PodDisruptionBudget selects the pods")
    hpa = by_kind["HorizontalPodAutoscaler"][0]["spec"]
    need(hpa["scaleTargetRef"]["kind"] == "Deployment"
         and hpa["scaleTargetRef"]["name"] == deploy["metadata"]["name"],
         "the autoscaler scales the Deployment")
    need(hpa.get("minReplicas", 1) >= 2, "the autoscaler keeps at least 2 replicas")
    return report(rendered, problems)


def report(rendered: str, problems: list[str]) -> int:
    for p in problems:
        print(f"{rendered}: {p}")
    if not problems:
        print(f"{rendered}: policy checks passed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
