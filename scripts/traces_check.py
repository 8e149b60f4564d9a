"""Checks the server's OpenTelemetry traces against a real OTLP/HTTP receiver.

Run by scripts/traces.sh (which builds the release binary and installs the
official `opentelemetry-proto` package): a small OTLP/HTTP receiver built on
that package's generated messages listens on loopback for
`POST /v1/traces` (protobuf), the server exports to it, and the spans it
receives are checked:

1. the parent chain: caller's traceparent -> server span -> admission,
   queue and the job span on a solver thread; one trace per request;
2. the attributes: HTTP semantic conventions on the server span, outcome,
   guesses and ER on the job spans, one span per batch slice;
3. propagation: the answer's `traceparent` names the server span, in the
   caller's trace; the JSON log lines carry trace_id and span_id;
4. a dead collector: answers unaffected, spans dropped and counted in
   /metrics (`reason="export_failed"`); a slow collector: answers not
   slowed, spans dropped and counted (`reason="queue_full"`).

Exits non-zero with a message on the first failed check.
"""

import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

from otlp_receiver import Receiver

BINARY = os.environ.get("SUDOKU_BIN", "target/release/sudoku-service")
SOLVE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
GRADE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
CALLER_TRACE = "4bf92f3577b34da6a3ce929d0e0e4736"
CALLER_SPAN = "00f067aa0ba902b7"
SERVER = 2  # Span.SpanKind.SPAN_KIND_SERVER


def fail(message):
    print(f"FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)
    print(f"  ok  {message}")


class Server:
    """The release binary on a free loopback port, with `env` added."""

    def __init__(self, env, *flags):
        self.log = tempfile.NamedTemporaryFile("w+", suffix=".log", delete=False)
        self.proc = subprocess.Popen(
            [BINARY, "--addr", "127.0.0.1:0", "--log-format", "json", *flags],
            stdout=self.log,
            stderr=subprocess.STDOUT,
            env={**os.environ, **env},
        )
        for _ in range(100):
            for line in self.lines():
                message = line.get("message", "")
                if message.startswith("listening on "):
                    self.url = "http://" + message.removeprefix("listening on ")
                    return
            if self.proc.poll() is not None:
                fail("server exited: " + open(self.log.name).read())
            time.sleep(0.1)
        fail("no 'listening on' line")

    def lines(self):
        out = []
        with open(self.log.name) as f:
            for line in f:
                try:
                    out.append(json.loads(line))
                except json.JSONDecodeError:
                    pass
        return out

    def post(self, path, body, headers=None):
        req = urllib.request.Request(
            self.url + path,
            data=json.dumps(body).encode(),
            headers={"content-type": "application/json", **(headers or {})},
        )
        t0 = time.monotonic()
        with urllib.request.urlopen(req, timeout=10) as res:
            res.read()
            return res.status, dict(res.headers), time.monotonic() - t0

    def metric(self, series):
        with urllib.request.urlopen(self.url + "/metrics", timeout=10) as res:
            for line in res.read().decode().splitlines():
                if line.startswith(series + " "):
                    return float(line.split()[-1])
        return None

    def stop(self):
        self.proc.terminate()
        self.proc.wait(timeout=15)


def trace(receiver, trace_id, at_least):
    try:
        return receiver.trace(trace_id, at_least)
    except TimeoutError as e:
        fail(str(e))


def traceparent_of(headers):
    tp = headers.get("traceparent") or headers.get("Traceparent") or ""
    parts = tp.split("-")
    if len(parts) != 4:
        fail(f"answer without a traceparent header: {tp!r}")
    return parts[1], parts[2]


def children(spans, parent):
    return [s for s in spans if s["parent"] == parent["span_id"]]


def exported():
    receiver = Receiver()
    env = {
        "OTEL_EXPORTER_OTLP_ENDPOINT": receiver.url,
        "OTEL_SERVICE_NAME": "sudoku-traces-check",
        "OTEL_BSP_SCHEDULE_DELAY": "100",
    }
    server = Server(env, "--max-concurrent-solves", "2")
    try:
        print("solve, continuing the caller's trace:")
        status, headers, _ = server.post(
            "/solve",
            {"grid": SOLVE},
            {"traceparent": f"00-{CALLER_TRACE}-{CALLER_SPAN}-01", "tracestate": "vendor=x"},
        )
        check(status == 200, "POST /solve answers 200")
        trace_id, answered_span = traceparent_of(headers)
        check(trace_id == CALLER_TRACE, "the answer's traceparent is in the caller's trace")
        spans = trace(receiver, CALLER_TRACE, 4)
        server_spans = [s for s in spans if s["kind"] == SERVER]
        check(len(server_spans) == 1, "one server span in the trace")
        root = server_spans[0]
        check(root["parent"] == CALLER_SPAN, "the server span's parent is the caller's span")
        check(root["span_id"] == answered_span, "the answer's traceparent names the server span")
        check(root["name"] == "POST /solve", f"server span name {root['name']!r}")
        a = root["attributes"]
        check(a.get("http.request.method") == "POST", "http.request.method")
        check(a.get("http.route") == "/solve", "http.route")
        check(a.get("url.path") == "/solve", "url.path")
        check(a.get("http.response.status_code") == 200, "http.response.status_code")
        kids = {s["name"]: s for s in children(spans, root)}
        check({"admission", "queue", "solve"} <= kids.keys(), f"children {sorted(kids)}")
        check(kids["admission"]["attributes"].get("admission.decision") == "admitted", "admission.decision")
        check("admission.predicted_wait_ms" in kids["admission"]["attributes"], "admission.predicted_wait_ms")
        job = kids["solve"]["attributes"]
        check(str(job.get("thread.name", "")).startswith("solver-"), f"solve span on a solver thread ({job.get('thread.name')})")
        check(job.get("sudoku.outcome") == "unique", "solve span: sudoku.outcome")
        check(job.get("sudoku.guesses") == 0, "solve span: sudoku.guesses")
        check(kids["queue"]["end"] <= kids["solve"]["start"], "the queue wait ends before the solve starts")
        check(root["start"] <= kids["solve"]["start"] and kids["solve"]["end"] <= root["end"], "the solve lies within the server span")
        resource = receiver.resources[-1]
        check(resource.get("service.name") == "sudoku-traces-check", "service.name from OTEL_SERVICE_NAME")
        logged = [
            line for line in server.lines()
            if line.get("message") == "response" and line.get("span", {}).get("trace_id") == CALLER_TRACE
        ]
        check(len(logged) == 1, "the JSON log line of the answer carries trace_id")
        check(logged[0]["span"].get("span_id") == root["span_id"], "... and the server span's span_id")
        check(bool(logged[0]["span"].get("request_id")), "... beside request_id")

        print("grade, a new trace:")
        status, headers, _ = server.post("/grade", {"grid": GRADE})
        check(status == 200, "POST /grade answers 200")
        trace_id, answered_span = traceparent_of(headers)
        check(trace_id != CALLER_TRACE, "a request without traceparent starts a new trace")
        spans = trace(receiver, trace_id, 5)
        root = next(s for s in spans if s["kind"] == SERVER)
        check(root["parent"] == "", "the server span is the trace's root")
        kids = {s["name"]: s for s in children(spans, root)}
        check({"logic_lane", "admission", "queue", "grade"} <= kids.keys(), f"children {sorted(kids)}")
        job = kids["grade"]["attributes"]
        check(job.get("sudoku.er") == 2.6, f"grade span: sudoku.er {job.get('sudoku.er')}")
        check(job.get("sudoku.complete") is True, "grade span: sudoku.complete")
        check(str(job.get("thread.name", "")).startswith("solver-"), "grade span on a solver thread")

        print("batch, one span per slice:")
        grids = [SOLVE] * 300
        status, headers, _ = server.post("/solve/batch", {"grids": grids})
        check(status == 200, "POST /solve/batch answers 200")
        trace_id, _ = traceparent_of(headers)
        spans = trace(receiver, trace_id, 4)
        root = next(s for s in spans if s["kind"] == SERVER)
        slices = [s for s in children(spans, root) if s["name"] == "batch_slice"]
        solved = sum(s["attributes"].get("sudoku.grids", 0) for s in slices)
        check(1 <= len(slices) < len(grids), f"{len(slices)} slice spans for {len(grids)} grids")
        check(solved == len(grids), f"the slices' sudoku.grids add up to {solved}")
        check(server.metric("sudoku_trace_spans_exported_total") > 0, "sudoku_trace_spans_exported_total counts")
    finally:
        server.stop()
        receiver.close()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def dead_collector():
    print("dead collector:")
    env = {
        "OTEL_EXPORTER_OTLP_ENDPOINT": f"http://127.0.0.1:{free_port()}",
        "OTEL_BSP_SCHEDULE_DELAY": "100",
    }
    server = Server(env)
    try:
        worst = 0.0
        for _ in range(50):
            status, headers, took = server.post("/solve", {"grid": SOLVE})
            if status != 200:
                fail(f"answer {status} with the collector gone")
            traceparent_of(headers)
            worst = max(worst, took)
        check(True, "50 solves answered 200 with a traceparent")
        check(worst < 0.5, f"no answer waited on the collector (slowest {worst * 1e3:.1f} ms)")
        series = 'sudoku_trace_spans_dropped_total{reason="export_failed"}'
        t0 = time.monotonic()
        while (server.metric(series) or 0) == 0 and time.monotonic() - t0 < 10:
            time.sleep(0.1)
        check((server.metric(series) or 0) > 0, f"{series} = {server.metric(series)}")
    finally:
        server.stop()


def slow_collector():
    print("slow collector:")
    receiver = Receiver(delay=2.0)
    env = {
        "OTEL_EXPORTER_OTLP_ENDPOINT": receiver.url,
        "OTEL_BSP_SCHEDULE_DELAY": "50",
        "OTEL_BSP_MAX_QUEUE_SIZE": "16",
        "OTEL_BSP_MAX_EXPORT_BATCH_SIZE": "8",
    }
    server = Server(env)
    try:
        worst = 0.0
        for _ in range(100):
            status, _, took = server.post("/solve", {"grid": SOLVE})
            if status != 200:
                fail(f"answer {status} with a slow collector")
            worst = max(worst, took)
        check(worst < 0.5, f"100 solves, none slowed by the collector (slowest {worst * 1e3:.1f} ms)")
        series = 'sudoku_trace_spans_dropped_total{reason="queue_full"}'
        check((server.metric(series) or 0) > 0, f"{series} = {server.metric(series)}")
    finally:
        server.stop()
        receiver.close()


def main():
    exported()
    dead_collector()
    slow_collector()
    print("traces: all checks passed")


if __name__ == "__main__":
    main()
