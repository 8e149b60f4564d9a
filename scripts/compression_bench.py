"""Bytes and server CPU per answer, with and without compression (run by
scripts/compression-bench.sh, which prints the table's head; LEVEL names the
server's --compression-level in the rows).

Talks to a running server ($SERVER_URL, its pid in $SERVER_PID) over one
keep-alive connection. For each answer and each Accept-Encoding (none, gzip,
br) it sends the same request for SECONDS_PER_CELL seconds and reads the
server's own user + system time from /proc before and after: CPU per answer
is that difference over the answers, solving included, so the compression's
cost is the difference between the columns. The encodings alternate within
a round and the figure is the median of ROUNDS rounds. Bytes are the
answer's body on the wire (headers aside); every gzip answer is decoded and
compared with the plain one (br has no decoder in Python's standard library;
the Rust tests decode it).
"""

import gzip
import http.client
import json
import os
import statistics
import sys
import time
from urllib.parse import urlparse

DATA = sys.argv[1] if len(sys.argv) > 1 else "../shared/data"
ROUNDS = int(os.environ.get("ROUNDS", "3"))
SECONDS_PER_CELL = float(os.environ.get("SECONDS_PER_CELL", "1.5"))
ENCODINGS = [None, "gzip", "br"]

url = urlparse(os.environ["SERVER_URL"])
pid = int(os.environ["SERVER_PID"])
conn = http.client.HTTPConnection(url.hostname, url.port, timeout=60)
TICK = os.sysconf("SC_CLK_TCK")


def server_cpu():
    """The server's user + system time so far, in seconds."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def ask(method, path, body, content_type, encoding):
    headers = {}
    if body is not None:
        headers["content-type"] = content_type
    if encoding:
        headers["accept-encoding"] = encoding
    conn.request(method, path, body, headers)
    r = conn.getresponse()
    data = r.read()
    if r.status != 200:
        raise SystemExit(f"{path}: HTTP {r.status}: {data[:300]!r}")
    got = r.getheader("content-encoding")
    if got != encoding:
        raise SystemExit(f"{path}: asked {encoding}, got content-encoding {got}")
    return data


def puzzles(name, n):
    with open(os.path.join(DATA, name)) as f:
        out = [line.strip() for line in f if len(line.strip()) == 81]
    if len(out) < n:
        raise SystemExit(f"{name}: {len(out)} puzzles, {n} needed")
    return out[:n]


grids = puzzles("unbiased_1000.txt", 1000)
# The unbiased puzzle with the longest solving path among the first 50.
paths = []
for g in grids[:50]:
    a = json.loads(ask("POST", "/grade", json.dumps({"grid": g, "path": True}),
                       "application/json", None))
    paths.append((a["steps"], g))
steps, graded = max(paths)

CASES = [
    (f"/grade, path of {steps} steps", "POST", "/grade",
     json.dumps({"grid": graded, "path": True}), "application/json"),
    ("/solve/batch, 1,000 grids, JSON", "POST", "/solve/batch",
     json.dumps({"grids": grids}), "application/json"),
    ("/solve/batch, 1,000 grids, NDJSON", "POST", "/solve/batch",
     "".join(g + "\n" for g in grids), "application/x-ndjson"),
    ("/metrics", "GET", "/metrics", None, None),
]


def comparable(data, path, ctype):
    """The answer without what differs between two runs (timings, counts)."""
    if path == "/metrics":
        return None
    if path == "/grade":
        v = json.loads(data)
        v.pop("micros", None)
        return v
    if ctype == "application/x-ndjson":
        items = [json.loads(line) for line in data.decode().splitlines()]
    else:
        items = json.loads(data)["results"]
    for item in items:
        item.pop("stats", None)
    return items


def cell(case, encoding):
    """(bytes, server µs per answer) of SECONDS_PER_CELL seconds of one case."""
    _, method, path, body, ctype = case
    ask(method, path, body, ctype, encoding)  # warm-up, and the connection is open
    n, size = 0, 0
    cpu0, t0 = server_cpu(), time.monotonic()
    while time.monotonic() - t0 < SECONDS_PER_CELL:
        data = ask(method, path, body, ctype, encoding)
        size = len(data)
        n += 1
    cpu = server_cpu() - cpu0
    return size, cpu / n * 1e6, n


# Decoding check: gzip gives back the plain answer.
for case in CASES:
    _, method, path, body, ctype = case
    plain = ask(method, path, body, ctype, None)
    zipped = ask(method, path, body, ctype, "gzip")
    if comparable(gzip.decompress(zipped), path, ctype) != comparable(plain, path, ctype):
        raise SystemExit(f"{case[0]}: the gzip answer does not decode to the plain one")

results = {(c[0], e): [] for c in CASES for e in ENCODINGS}
for r in range(ROUNDS):
    for case in CASES:
        for enc in ENCODINGS if r % 2 == 0 else reversed(ENCODINGS):
            results[(case[0], enc)].append(cell(case, enc))

level = os.environ.get("LEVEL", "?")
for case in CASES:
    label = case[0]
    sizes, cpus = [], []
    for enc in ENCODINGS:
        runs = results[(label, enc)]
        sizes.append(f"{statistics.median(s for s, _, _ in runs):,.0f}")
        us = [u for _, u, _ in runs]
        cpus.append(f"{statistics.median(us):,.0f} ({min(us):,.0f}-{max(us):,.0f})")
    print(f"| {label} | {level} | " + " | ".join(sizes) + " | " + " | ".join(cpus) + " |")
