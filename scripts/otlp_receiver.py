"""A small OTLP/HTTP trace receiver on loopback, built on the official
`opentelemetry-proto` package's generated messages (installed by
scripts/venv.sh): `POST /v1/traces` with an `ExportTraceServiceRequest`
body (protobuf), answered with an `ExportTraceServiceResponse`.

Used by scripts/traces_check.py (in-process) and scripts/tracing-cost.sh:
`python3 scripts/otlp_receiver.py` serves until killed and prints its URL,
then the number of spans received when it stops.
"""

import signal
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest,
    ExportTraceServiceResponse,
)


def value(any_value):
    kind = any_value.WhichOneof("value")
    return getattr(any_value, kind) if kind else None


class Receiver:
    """An OTLP/HTTP trace receiver on loopback; `delay` seconds per export.
    With `keep` false it only counts the spans (`self.count`)."""

    def __init__(self, delay=0.0, keep=True):
        self.keep = keep
        self.count = 0
        self.spans = []
        self.resources = []
        self.lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("content-length", 0)))
                if self.path != "/v1/traces":
                    self.send_response(404)
                    self.end_headers()
                    return
                if delay:
                    time.sleep(delay)
                request = ExportTraceServiceRequest()
                request.ParseFromString(body)
                receiver.add(request)
                answer = ExportTraceServiceResponse().SerializeToString()
                self.send_response(200)
                self.send_header("content-type", "application/x-protobuf")
                self.send_header("content-length", str(len(answer)))
                self.end_headers()
                self.wfile.write(answer)

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def add(self, request):
        with self.lock:
            if not self.keep:
                self.count += sum(
                    len(ss.spans) for rs in request.resource_spans for ss in rs.scope_spans
                )
                return
            for rs in request.resource_spans:
                resource = {a.key: value(a.value) for a in rs.resource.attributes}
                self.resources.append(resource)
                for ss in rs.scope_spans:
                    for s in ss.spans:
                        self.spans.append(
                            {
                                "trace_id": s.trace_id.hex(),
                                "span_id": s.span_id.hex(),
                                "parent": s.parent_span_id.hex(),
                                "name": s.name,
                                "kind": s.kind,
                                "attributes": {a.key: value(a.value) for a in s.attributes},
                                "start": s.start_time_unix_nano,
                                "end": s.end_time_unix_nano,
                            }
                        )

    def trace(self, trace_id, at_least, timeout=10.0):
        """The spans of `trace_id` once there are `at_least` of them."""
        t0 = time.monotonic()
        while time.monotonic() - t0 < timeout:
            with self.lock:
                spans = [s for s in self.spans if s["trace_id"] == trace_id]
            if len(spans) >= at_least:
                time.sleep(0.3)  # stragglers of the same trace
                with self.lock:
                    return [s for s in self.spans if s["trace_id"] == trace_id]
            time.sleep(0.05)
        raise TimeoutError(f"trace {trace_id}: fewer than {at_least} spans after {timeout} s")

    def close(self):
        self.server.shutdown()



def main():
    receiver = Receiver(keep=False)
    print(receiver.url, flush=True)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    stop.wait()
    receiver.close()
    print(f"spans received: {receiver.count}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
