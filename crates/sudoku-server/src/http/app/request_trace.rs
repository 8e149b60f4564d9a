//! The tracing layer: one `request` span per request (with traces on, the
//! OpenTelemetry server span, [`trace_context::server_span`]), entered
//! while the stack inside works on the request and while the answer's body
//! is sent, and one `response` line (status, latency) when the answer is
//! ready: `warn` for a 5xx, `info` otherwise.
//!
//! A hand-written service rather than tower-http's `TraceLayer`, which also
//! read the clock for every body chunk and at the end of every body (for
//! callbacks this app leaves empty) and classified every answer for a
//! failure callback it does not use. Here the clock is read twice per
//! request, and only while the `response` line is enabled.

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Instant;

use axum::extract::MatchedPath;
use axum::http::{Request, Response};
use hyper::body::{Body as HttpBody, Frame, SizeHint};
use pin_project_lite::pin_project;
use tower::{Layer, Service};
use tracing::{Level, Span};

use super::request_id::REQUEST_ID;
use crate::http::trace_context;
use crate::telemetry;

/// The layer: see the module's documentation.
#[derive(Clone, Copy, Debug)]
pub struct TraceLayer;

impl<S> Layer<S> for TraceLayer {
    type Service = Trace<S>;

    fn layer(&self, inner: S) -> Trace<S> {
        Trace { inner }
    }
}

/// The service of [`TraceLayer`].
#[derive(Clone, Debug)]
pub struct Trace<S> {
    inner: S,
}

impl<S, B, R> Service<Request<B>> for Trace<S>
where
    S: Service<Request<B>, Response = Response<R>>,
{
    type Response = Response<TracedBody<R>>;
    type Error = S::Error;
    type Future = TraceFuture<S::Future>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), S::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, req: Request<B>) -> Self::Future {
        let span = request_span(&req);
        // The least severe of the two levels the line is written at.
        let started = tracing::enabled!(Level::WARN).then(Instant::now);
        let inner = {
            let _entered = span.enter();
            self.inner.call(req)
        };
        TraceFuture {
            inner,
            span: Some(span),
            started,
        }
    }
}

/// The `request` span: method, route template, request id.
fn request_span<B>(req: &Request<B>) -> Span {
    let request_id = req
        .headers()
        .get(&REQUEST_ID)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    if telemetry::traces_on() {
        return trace_context::server_span(req, request_id);
    }
    let route = req
        .extensions()
        .get::<MatchedPath>()
        .map_or("<unmatched>", |m| m.as_str());
    tracing::info_span!(
        "request",
        method = %req.method(),
        route,
        request_id,
    )
}

pin_project! {
    /// The future of [`Trace`].
    pub struct TraceFuture<F> {
        #[pin]
        inner: F,
        span: Option<Span>,
        started: Option<Instant>,
    }
}

impl<F, R, E> Future for TraceFuture<F>
where
    F: Future<Output = Result<Response<R>, E>>,
{
    type Output = Result<Response<TracedBody<R>>, E>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.project();
        let span = this.span.take().unwrap_or_else(Span::none);
        let entered = span.enter();
        let res = match this.inner.poll(cx) {
            Poll::Pending => {
                drop(entered);
                *this.span = Some(span);
                return Poll::Pending;
            }
            Poll::Ready(res) => res?,
        };
        log_response(res.status().as_u16(), *this.started, &span);
        drop(entered);
        Poll::Ready(Ok(res.map(|inner| TracedBody { inner, span })))
    }
}

/// The `response` line, and the status on an OpenTelemetry span.
fn log_response(status: u16, started: Option<Instant>, span: &Span) {
    if telemetry::traces_on() {
        trace_context::record_status(span, status);
    }
    let Some(started) = started else { return };
    let latency_ms = started.elapsed().as_secs_f64() * 1000.0;
    if status >= 500 {
        tracing::warn!(status, latency_ms, "response");
    } else {
        tracing::info!(status, latency_ms, "response");
    }
}

pin_project! {
    /// An answer's body, sent inside its request's span.
    pub struct TracedBody<B> {
        #[pin]
        inner: B,
        span: Span,
    }
}

impl<B: HttpBody> HttpBody for TracedBody<B> {
    type Data = B::Data;
    type Error = B::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<B::Data>, B::Error>>> {
        let this = self.project();
        let _entered = this.span.enter();
        this.inner.poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}
