"""Grading and hints through HTTP, against issue 17's targets (run by scripts/logic-bench.sh).

Talks to a running server ($SERVER_URL) over one keep-alive connection, so a
request never waits behind another: the `micros` every answer carries is the
solver time of that request alone (measured on its solver thread).

1. /grade on every puzzle of se_unbiased_1000.tsv: ER/EP/ED against
   SukakuExplainer's; solver time median, p99.
2. /grade on magictour_top1465: how many complete; solver time median, p99.
3. /hint on mid-solve grids: each magictour puzzle after its first 10 hinted
   steps, once with the digits only and once with the pencil marks a player
   who filled all candidates and followed those steps would have.
4. A player looping hint -> apply on every unbiased_1000 puzzle: every
   puzzle finished, every placement the solution's digit, no elimination of it.
"""

import http.client
import json
import os
import statistics
import sys
import time
from urllib.parse import urlparse

DATA = sys.argv[1] if len(sys.argv) > 1 else "../shared/data"
LIMIT = int(os.environ.get("LIMIT", "0"))  # > 0: only the first LIMIT puzzles of each set

url = urlparse(os.environ["SERVER_URL"])
conn = http.client.HTTPConnection(url.hostname, url.port, timeout=30)


def post(path, body):
    conn.request("POST", path, json.dumps(body), {"content-type": "application/json"})
    r = conn.getresponse()
    data = r.read()
    if r.status != 200:
        raise SystemExit(f"{path}: HTTP {r.status}: {data[:300]!r}")
    return json.loads(data)


def puzzles(name):
    out = []
    with open(os.path.join(DATA, name)) as f:
        for line in f:
            if line.startswith("#") or len(line) < 81:
                continue
            out.append(line.rstrip("\n"))
    return out[:LIMIT] if LIMIT else out


def pct(values, q):
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))] if s else float("nan")


def times(label, micros):
    ms = [m / 1000 for m in micros]
    print(f"  {label}: n={len(ms)} median {statistics.median(ms):.3f} ms, "
          f"p90 {pct(ms, 0.90):.3f} ms, p99 {pct(ms, 0.99):.3f} ms, max {max(ms):.3f} ms")


def solve(p):
    return post("/solve", {"grid": p})["solution"]


# Player state: 81 digits (0 = empty) and 81 mark sets.
def digits(s):
    return [0 if ch in ".0" else int(ch) for ch in s]


def grid_str(d):
    return "".join(str(x) if x else "." for x in d)


def peers(i):
    r, c = divmod(i, 9)
    b = (r // 3) * 3 * 9 + (c // 3) * 3
    out = {r * 9 + k for k in range(9)} | {k * 9 + c for k in range(9)}
    out |= {b + dr * 9 + dc for dr in range(3) for dc in range(3)}
    out.discard(i)
    return out


PEERS = [peers(i) for i in range(81)]


def fill_marks(d):
    return [set() if d[i] else {v for v in range(1, 10)} - {d[j] for j in PEERS[i]} for i in range(81)]


def marks_json(marks, d):
    return [["".join(map(str, sorted(marks[r * 9 + c]))) if not d[r * 9 + c] else None
             for c in range(9)] for r in range(9)]


def apply(step, d, marks, solution):
    """Apply a hinted step; return a soundness fault or None."""
    for p in step["placements"]:
        i = p["row"] * 9 + p["col"]
        if p["digit"] != solution[i]:
            return f"placement r{p['row']+1}c{p['col']+1}={p['digit']} (solution {solution[i]})"
        d[i] = p["digit"]
        if marks is not None:
            marks[i] = set()
            for j in PEERS[i]:
                marks[j].discard(p["digit"])
    for e in step["eliminations"]:
        i = e["row"] * 9 + e["col"]
        if e["digit"] == solution[i]:
            return f"elimination of the solution's {e['digit']} at r{e['row']+1}c{e['col']+1}"
        if marks is not None:
            marks[i].discard(e["digit"])
    return None


t_start = time.time()
print(f"logic bench against {os.environ['SERVER_URL']}, data {DATA}")

# 1. ER agreement with SukakuExplainer.
rows = []
with open(os.path.join(DATA, "se_unbiased_1000.tsv")) as f:
    for line in f:
        if line.startswith("#") or not line.strip():
            continue
        p, rating = line.split("\t")[:2]
        rows.append((p, tuple(float(x) for x in rating.split("/"))))
rows = rows[:LIMIT] if LIMIT else rows
agree_er = agree_all = 0
micros = []
diff = []
for p, (er, ep, ed) in rows:
    a = post("/grade", {"grid": p})
    micros.append(a["micros"])
    got = (a["rating"]["er"], a["rating"]["ep"], a["rating"]["ed"])
    if a["complete"] and abs(got[0] - er) < 1e-9:
        agree_er += 1
        if all(abs(x - y) < 1e-9 for x, y in zip(got, (er, ep, ed))):
            agree_all += 1
    else:
        diff.append((p, (er, ep, ed), got, a["complete"]))
print(f"/grade se_unbiased_1000: ER identical to SukakuExplainer on {agree_er}/{len(rows)} "
      f"(ER/EP/ED all identical on {agree_all}) (target: all)")
for p, want, got, complete in diff[:10]:
    print(f"  differs: {p} SE {want} ours {got} complete={complete}")
times("solver time", micros)

# 2. magictour: complete, solver time.
magic = puzzles("magictour_top1465.txt")
micros = []
complete = 0
for p in magic:
    a = post("/grade", {"grid": p[:81]})
    micros.append(a["micros"])
    complete += a["complete"]
print(f"/grade magictour_top1465: complete on {complete}/{len(magic)} (target: all)")
times("solver time (target median <= 5 ms, p99 <= 100 ms)", micros)

# 3. /hint on mid-solve grids.
plain, marked = [], []
for p in magic:
    p = p[:81]
    solution = digits(solve(p))
    d = digits(p)
    marks = fill_marks(d)
    for _ in range(10):
        a = post("/hint", {"grid": grid_str(d), "givens": p, "candidates": marks_json(marks, d)})
        if a["kind"] != "step":
            break
        fault = apply(a["step"], d, marks, solution)
        if fault:
            raise SystemExit(f"unsound hint on {p}: {fault}")
    a = post("/hint", {"grid": grid_str(d), "givens": p})
    plain.append(a["micros"])
    a = post("/hint", {"grid": grid_str(d), "givens": p, "candidates": marks_json(marks, d)})
    marked.append(a["micros"])
print(f"/hint on magictour_top1465 after 10 hinted steps ({len(magic)} grids) (target median <= 2 ms, p99 <= 50 ms):")
times("digits only", plain)
times("with the player's pencil marks", marked)

# 4. hint -> apply to the end.
unbiased = puzzles("unbiased_1000.txt")
finished = hints = 0
micros = []
for p in unbiased:
    p = p[:81]
    solution = digits(solve(p))
    d = digits(p)
    marks = fill_marks(d)
    for _ in range(1000):
        a = post("/hint", {"grid": grid_str(d), "givens": p, "candidates": marks_json(marks, d)})
        micros.append(a["micros"])
        if a["kind"] != "step":
            break
        hints += 1
        fault = apply(a["step"], d, marks, solution)
        if fault:
            raise SystemExit(f"unsound hint on {p}: {fault}")
    if a["kind"] == "done" and d == solution:
        finished += 1
    else:
        print(f"  not finished: {p} (last answer {a['kind']})")
print(f"hint -> apply on unbiased_1000: {finished}/{len(unbiased)} finished, {hints} hints, "
      f"every placement the solution's digit, no elimination of it")
times("solver time per hint", micros)
print(f"({time.time() - t_start:.0f} s; load average {open('/proc/loadavg').read().split()[:3]})")
