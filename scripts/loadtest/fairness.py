#!/usr/bin/env python3
"""Per-client fairness under a flood: 50 clients at normal rates and one at
ten times its share, each from its own 127.0.0.x source address (so the
server tells them apart by peer address), against a server started by
scripts/fairness-bench.sh.

    fairness.py URL PHASE SECONDS FLOOD RATE BURST

Normal clients: POST /solve (1 token) at NORMAL_RPS each (default 4, under
the share of RATE tokens a second). The flooder (127.0.0.200, when FLOOD is
1): POST /grade (10 tokens) at ten times its share, 10 * RATE / 10 grades a
second, paced. Each client is one keep-alive connection; a request that is
due while the previous one is outstanding waits (no client sends two at
once). Prints one line of JSON: per group the requests, statuses,
latencies (p50, p99 in ms) and, for the flooder, the most 200s its share
allows over the run (BURST / 10 + RATE / 10 * SECONDS grades).
Bounded: it stops after SECONDS, whatever the server does.
"""
import asyncio
import json
import os
import sys
import time

PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def request(host, path, body):
    data = json.dumps(body).encode()
    head = (f"POST {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(data)}\r\n\r\n").encode()
    return head + data


async def read_answer(reader):
    line = await reader.readline()
    status = int(line.split()[1])
    length = 0
    while True:
        h = await reader.readline()
        if h in (b"\r\n", b""):
            break
        name, _, value = h.decode("latin-1").partition(":")
        if name.strip().lower() == "content-length":
            length = int(value.strip())
    await reader.readexactly(length)
    return status


async def client(host, port, source, path, body, rps, seconds, out):
    reader, writer = await asyncio.open_connection(host, port, local_addr=(source, 0))
    raw = request(f"{host}:{port}", path, body)
    interval = 1.0 / rps
    start = time.monotonic()
    n = 0
    while True:
        due = start + n * interval
        now = time.monotonic()
        if due - start >= seconds:
            break
        if due > now:
            await asyncio.sleep(due - now)
        t0 = time.monotonic()
        writer.write(raw)
        await writer.drain()
        status = await read_answer(reader)
        out.append((status, time.monotonic() - t0))
        n += 1
    writer.close()


def summary(results):
    lat = sorted(l for _, l in results)
    statuses = {}
    for s, _ in results:
        statuses[str(s)] = statuses.get(str(s), 0) + 1
    pct = lambda q: round(lat[min(len(lat) - 1, int(q * len(lat)))] * 1000, 2) if lat else None
    return {"requests": len(results), "statuses": statuses, "p50_ms": pct(0.50), "p99_ms": pct(0.99)}


async def main():
    url, phase, seconds, flood, rate, burst = sys.argv[1:7]
    host, port = url.removeprefix("http://").split(":")
    seconds, rate, burst = float(seconds), int(rate), int(burst)
    normal_rps = float(os.environ.get("NORMAL_RPS", "4"))
    normal = []
    tasks = [client(host, int(port), f"127.0.0.{10 + i}", "/solve", {"grid": PUZZLE},
                    normal_rps, seconds, normal) for i in range(50)]
    flooder = []
    grades_share = rate / 10
    if flood == "1":
        tasks.append(client(host, int(port), "127.0.0.200", "/grade", {"grid": PUZZLE},
                            10 * grades_share, seconds, flooder))
    await asyncio.gather(*tasks)
    line = {"phase": phase, "seconds": seconds, "normal": summary(normal)}
    if flood == "1":
        line["flooder"] = summary(flooder)
        line["flooder"]["share_allows"] = int(burst / 10 + grades_share * seconds)
    print(json.dumps(line))


asyncio.run(main())
