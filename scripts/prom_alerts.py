"""Reads alerts and recording rules from a running Prometheus' HTTP API
(for scripts/cluster-demo.sh).

  prom_alerts.py watch URL STATE T0 TIMEOUT_S WANT...
      Polls URL/api/v1/alerts every 0.25 s and prints each change of an
      alert's state (inactive, pending, firing), one line per change with
      the time since T0 (Unix seconds). STATE is a JSON file that keeps the
      states between calls, so that successive watches print one timeline.
      Each change is also appended to STATE.log. Returns 0 once every WANT
      holds (ALERTNAME=STATE, STATE one of inactive, pending, firing: the
      alert in that state on some instance, or active on none for
      inactive; or up=N: N targets scraped successfully), 1 after
      TIMEOUT_S.

  prom_alerts.py values URL RULES_FILE
      Prints the value of every recording rule of RULES_FILE now
      (URL/api/v1/query), one line per series.
"""

import json
import sys
import time
import urllib.parse
import urllib.request


def get(url: str) -> dict:
    with urllib.request.urlopen(url, timeout=2) as res:
        body = json.load(res)
    if body.get("status") != "success":
        raise RuntimeError(f"{url}: {body}")
    return body["data"]


def key_of(labels: dict) -> str:
    rest = ", ".join(f"{k}={v}" for k, v in sorted(labels.items())
                     if k not in ("alertname", "severity", "job"))
    return f"{labels['alertname']}{{{rest}}}"


def watch(url: str, state_file: str, t0: float, timeout: float, wants: list[str]) -> int:
    try:
        with open(state_file) as f:
            states = json.load(f)
    except (OSError, ValueError):
        states = {}
    deadline = time.time() + timeout
    while True:
        try:
            alerts = get(f"{url}/api/v1/alerts")["alerts"]
        except (OSError, RuntimeError) as e:
            print(f"    (Prometheus not answering: {e})")
            alerts = None
        if alerts is not None:
            now = {key_of(a["labels"]): a["state"] for a in alerts}
            for key in sorted(set(now) | {k for k, s in states.items() if s != "inactive"}):
                old, new = states.get(key, "inactive"), now.get(key, "inactive")
                if old != new:
                    line = f"t={time.time() - t0:7.3f} alert {key}: {old} -> {new}"
                    print(f"    {line}", flush=True)
                    with open(state_file + ".log", "a") as f:
                        print(line, file=f)
                    states[key] = new
            with open(state_file, "w") as f:
                json.dump(states, f)
            if all(holds(url, want, states) for want in wants):
                return 0
        if time.time() > deadline:
            print(f"    (after {timeout:.0f} s, still waiting for {' '.join(wants)})")
            return 1
        time.sleep(0.25)


def holds(url: str, want: str, states: dict) -> bool:
    name, state = want.split("=")
    if name == "up":
        q = urllib.parse.quote("up == 1")
        try:
            return len(get(f"{url}/api/v1/query?query={q}")["result"]) == int(state)
        except (OSError, RuntimeError):
            return False
    on = [s for k, s in states.items() if k.startswith(name + "{")]
    if state == "inactive":
        return all(s == "inactive" for s in on)
    return state in on


def values(url: str, rules_file: str) -> int:
    records = []
    for line in open(rules_file):
        line = line.strip()
        if line.startswith("- record:"):
            records.append(line.split(":", 1)[1].strip())
    for name in records:
        q = urllib.parse.quote(name)
        result = get(f"{url}/api/v1/query?query={q}")["result"]
        if not result:
            print(f"    {name}: no value (no data in its window yet)")
        for r in result:
            labels = ", ".join(f"{k}={v}" for k, v in sorted(r["metric"].items())
                               if k not in ("__name__", "job"))
            v = float(r["value"][1])
            print(f"    {name}{{{labels}}} = {v:.6g}")
    return 0


def main(argv: list[str]) -> int:
    if len(argv) >= 6 and argv[1] == "watch":
        return watch(argv[2], argv[3], float(argv[4]), float(argv[5]), argv[6:])
    if len(argv) == 4 and argv[1] == "values":
        return values(argv[2], argv[3])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
