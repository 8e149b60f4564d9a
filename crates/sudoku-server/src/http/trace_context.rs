//! OpenTelemetry traces of the request path (on only when
//! [`crate::telemetry::traces_on`]): the server span continuing the
//! caller's W3C Trace Context, the `traceparent` answer header, and the
//! spans of admission, queue wait and the job on its solver thread.
//!
//! One trace per request:
//!
//! ```text
//! POST /grade                  server span (http.request.method, http.route, url.path,
//! │                            http.response.status_code); parent: the caller's traceparent
//! ├── logic_lane               a place for a grade/hint/generate (decision, predicted wait)
//! ├── admission                the pool's admission (decision, predicted wait)
//! ├── queue                    enqueued → taken by a solver thread
//! └── grade                    on the solver thread (thread.name solver-N):
//!                              outcome, guesses, ER
//! ```
//!
//! A batch has one `admission` and a `queue` + `batch_slice` pair per
//! slice (a slice is at most about a millisecond of solving), not a span per
//! grid.
//!
//! The span fields named `otel.*` are read by `tracing-opentelemetry`
//! (name, kind, status); the others become attributes. The server span
//! also carries `trace_id` and `span_id`, so that every JSON log line of the
//! request has them beside `request_id`.

use axum::extract::{MatchedPath, Request};
use axum::http::{HeaderMap, HeaderName, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;
use opentelemetry::propagation::{Extractor, Injector, TextMapPropagator};
use opentelemetry::trace::TraceContextExt;
use opentelemetry_sdk::propagation::TraceContextPropagator;
use tracing::field::{display, Empty};
use tracing::Span;
use tracing_opentelemetry::OpenTelemetrySpanExt;

/// The W3C `traceparent` header.
pub static TRACEPARENT: HeaderName = HeaderName::from_static("traceparent");
/// The W3C `tracestate` header.
pub static TRACESTATE: HeaderName = HeaderName::from_static("tracestate");

struct Extract<'a>(&'a HeaderMap);

impl Extractor for Extract<'_> {
    fn get(&self, key: &str) -> Option<&str> {
        self.0.get(key).and_then(|v| v.to_str().ok())
    }

    fn keys(&self) -> Vec<&str> {
        self.0.keys().map(HeaderName::as_str).collect()
    }
}

struct Inject<'a>(&'a mut HeaderMap);

impl Injector for Inject<'_> {
    fn set(&mut self, key: &str, value: String) {
        if let (Ok(name), Ok(value)) = (
            HeaderName::from_bytes(key.as_bytes()),
            HeaderValue::from_str(&value),
        ) {
            self.0.insert(name, value);
        }
    }
}

/// The server span of `req`: child of the caller's `traceparent` when it
/// sent a valid one (W3C Trace Context), else the root of a new trace.
pub fn server_span<B>(req: &axum::http::Request<B>, request_id: &str) -> Span {
    let route = req
        .extensions()
        .get::<MatchedPath>()
        .map(MatchedPath::as_str);
    let method = req.method();
    // The semantic conventions' name: `{method} {route}`, the method alone
    // when no route matched (a path is not a low-cardinality name).
    let name = match route {
        Some(r) => format!("{method} {r}"),
        None => method.to_string(),
    };
    let span = tracing::info_span!(
        "request",
        otel.name = name,
        otel.kind = "server",
        otel.status_code = Empty,
        method = %method,
        route = route.unwrap_or("<unmatched>"),
        request_id,
        trace_id = Empty,
        span_id = Empty,
        http.request.method = %method,
        http.route = Empty,
        url.path = req.uri().path(),
        http.response.status_code = Empty,
    );
    if let Some(r) = route {
        span.record("http.route", r);
    }
    let parent = TraceContextPropagator::new().extract(&Extract(req.headers()));
    // Fails only when the span is disabled (filtered out by RUST_LOG):
    // then there is nothing to trace.
    let _ = span.set_parent(parent);
    let cx = span.context();
    let ids = cx.span().span_context().clone();
    if ids.is_valid() {
        span.record("trace_id", display(ids.trace_id()));
        span.record("span_id", display(ids.span_id()));
    }
    span
}

/// Records the answer's status on the server span (an error status for
/// 5xx, as the HTTP semantic conventions say for a server).
pub fn record_status(span: &Span, status: u16) {
    // As i64: tracing-opentelemetry writes a u64 as a string attribute.
    span.record("http.response.status_code", i64::from(status));
    if status >= 500 {
        span.record("otel.status_code", "error");
    }
}

/// Middleware (inside the tracing layer): every answer carries the
/// `traceparent` of its server span (and the caller's `tracestate`).
pub async fn answer_traceparent(req: Request, next: Next) -> Response {
    let mut res = next.run(req).await;
    let cx = Span::current().context();
    TraceContextPropagator::new().inject_context(&cx, &mut Inject(res.headers_mut()));
    res
}

/// The current span when its trace is sampled (the parent for the spans
/// of admission, queue and job), else none: a request the sampler left out
/// is not exported, so its inner spans would cost without use.
pub fn sampled_current() -> Span {
    let span = Span::current();
    if span.context().span().span_context().is_sampled() {
        span
    } else {
        Span::none()
    }
}

/// The span of a wait for a solver thread, child of `parent`, for a job of
/// kind `kind` (the kind's label): it ends when the job is taken (or
/// dropped unrun, `queue.outcome = "expired"`).
pub fn queue_span(parent: &Span, kind: &'static str) -> Span {
    tracing::info_span!(parent: parent, "queue", job.kind = kind, queue.outcome = Empty)
}

/// The span of a job of kind `kind` (the kind's label) on its solver
/// thread, child of `parent`; made on the solver thread, entered while the
/// job runs. The job records its results
/// with [`record_solve`], [`record_grade`], [`record_outcome`].
pub fn job_span(parent: &Span, kind: &'static str) -> Span {
    tracing::info_span!(
        parent: parent,
        "job",
        otel.name = kind,
        job.kind = kind,
        // The semantic conventions' attribute: which solver thread ran it.
        thread.name = std::thread::current().name().unwrap_or(""),
        sudoku.outcome = Empty,
        sudoku.guesses = Empty,
        sudoku.er = Empty,
        sudoku.complete = Empty,
        sudoku.grids = Empty,
        sudoku.count = Empty,
    )
}

/// The span of an admission decision (the pool's, or the logic lane's
/// `name`) for a job of kind `kind` (its label), child of `parent` (none
/// when `parent` is none);
/// `admission.predicted_wait_ms` and `admission.decision` are recorded once
/// decided.
pub fn admission_span(parent: &Span, name: &'static str, kind: &'static str) -> Span {
    if parent.is_none() {
        Span::none()
    } else if name == "logic_lane" {
        tracing::info_span!(
            parent: parent,
            "logic_lane",
            job.kind = kind,
            admission.decision = Empty,
            admission.predicted_wait_ms = Empty,
        )
    } else {
        tracing::info_span!(
            parent: parent,
            "admission",
            job.kind = kind,
            admission.decision = Empty,
            admission.predicted_wait_ms = Empty,
        )
    }
}

/// Records an admission decision and the wait predicted for it.
pub fn record_admission(span: &Span, decision: &'static str, predicted: std::time::Duration) {
    span.record("admission.decision", decision);
    span.record("admission.predicted_wait_ms", predicted.as_secs_f64() * 1e3);
}

/// Records a solve's outcome (its `/metrics` label) and guesses on the
/// current job span. Cheap enough to call unconditionally but called only
/// with traces on.
pub fn record_solve(outcome: &'static str, guesses: u64) {
    let span = Span::current();
    span.record("sudoku.outcome", outcome);
    span.record("sudoku.guesses", as_i64(guesses));
}

/// Records a rating's ER (as SukakuExplainer writes it, `7.2`) and whether
/// it is complete on the current job span.
pub fn record_grade(er: f64, complete: bool) {
    let span = Span::current();
    span.record(
        "sudoku.outcome",
        if complete { "rated" } else { "cut_short" },
    );
    span.record("sudoku.er", er);
    span.record("sudoku.complete", complete);
}

/// Records an outcome label on the current job span.
pub fn record_outcome(outcome: &'static str) {
    Span::current().record("sudoku.outcome", outcome);
}

/// Records a count field (`sudoku.grids`, `sudoku.count`) on the current
/// job span.
pub fn record_count(field: &'static str, n: u64) {
    Span::current().record(field, as_i64(n));
}

/// An integer attribute: tracing-opentelemetry writes a u64 as a string,
/// an i64 as an integer.
fn as_i64(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}
