//! Cross-cutting middleware: one problem-details shape for every error
//! response, panic capture, and the per-request tracing span.

use std::any::Any;
use std::time::Duration;

use axum::body::Body;
use axum::extract::{MatchedPath, Request};
use axum::http::{header, HeaderName, Response as HttpResponse, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use tower_http::classify::{ServerErrorsAsFailures, SharedClassifier};
use tower_http::trace::{DefaultOnBodyChunk, DefaultOnEos, MakeSpan, OnResponse, TraceLayer};
use tracing::Span;

use super::problem::{internal_error, not_found_problem, ErrorCode, Problem, PROBLEM_JSON};

/// The header carrying the request id.
pub static REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// Makes every error response a problem-details body carrying the request
/// id: problems from our handlers (found in the response extensions) are
/// re-rendered with it; error responses produced by the framework (404,
/// 405, 413 …) are replaced by the problem for their status, keeping their
/// headers (such as `Allow`).
pub async fn render_problems(req: Request, next: Next) -> Response {
    let method = req.method().clone();
    let path = req.uri().path().to_owned();
    let request_id = req
        .headers()
        .get(&REQUEST_ID)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let res = next.run(req).await;
    let status = res.status();
    if !(status.is_client_error() || status.is_server_error()) {
        return res;
    }
    let (mut parts, body) = res.into_parts();
    let mut problem = match parts.extensions.remove::<Problem>() {
        Some(p) => p,
        None => {
            let already = parts
                .headers
                .get(header::CONTENT_TYPE)
                .is_some_and(|v| v.as_bytes() == PROBLEM_JSON.as_bytes());
            if already {
                return Response::from_parts(parts, body);
            }
            generic_problem(status, method.as_str(), &path)
        }
    };
    if status.is_server_error() && problem.code == ErrorCode::Internal {
        tracing::error!(detail = %problem.detail, "internal error");
    }
    problem.request_id = request_id;
    let rendered = problem.into_response();
    let (new_parts, new_body) = rendered.into_parts();
    for (name, value) in new_parts.headers.iter() {
        parts.headers.insert(name.clone(), value.clone());
    }
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.status = new_parts.status;
    Response::from_parts(parts, new_body)
}

fn generic_problem(status: StatusCode, method: &str, path: &str) -> Problem {
    let code = ErrorCode::for_status(status);
    let shown: String = path.chars().take(200).collect();
    let detail = match code {
        ErrorCode::NotFound => return not_found_problem(method, path),
        // The router adds the `Allow` header after this layer has run.
        ErrorCode::MethodNotAllowed => {
            format!(
                "{method} is not allowed on {shown}; the Allow header lists the methods that are"
            )
        }
        ErrorCode::PayloadTooLarge => "request body is larger than the server's limit".into(),
        ErrorCode::UnsupportedMediaType => "unsupported Content-Type".into(),
        ErrorCode::Internal => return internal_error(),
        _ => status
            .canonical_reason()
            .unwrap_or("request failed")
            .to_string(),
    };
    Problem::new(code, detail)
}

/// Turns a panic in a handler into `500 internal`, logging what panicked.
pub fn panic_response(panic: Box<dyn Any + Send + 'static>) -> HttpResponse<Body> {
    let what = panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic payload".into());
    tracing::error!(panic = %what, "handler panicked");
    internal_error().into_response()
}

/// Opens the `request` span: method, route template, request id.
#[derive(Clone, Copy, Debug)]
pub struct RequestSpan;

impl<B> MakeSpan<B> for RequestSpan {
    fn make_span(&mut self, req: &HttpResponseRequest<B>) -> Span {
        let route = req
            .extensions()
            .get::<MatchedPath>()
            .map_or("<unmatched>", |m| m.as_str());
        let request_id = req
            .headers()
            .get(&REQUEST_ID)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        tracing::info_span!(
            "request",
            method = %req.method(),
            route,
            request_id,
        )
    }
}

type HttpResponseRequest<B> = axum::http::Request<B>;

/// Logs status and latency when the response is ready.
#[derive(Clone, Copy, Debug)]
pub struct LogResponse;

impl<B> OnResponse<B> for LogResponse {
    fn on_response(self, res: &HttpResponse<B>, latency: Duration, _span: &Span) {
        let status = res.status().as_u16();
        let latency_ms = latency.as_secs_f64() * 1000.0;
        if res.status().is_server_error() {
            tracing::warn!(status, latency_ms, "response");
        } else {
            tracing::info!(status, latency_ms, "response");
        }
    }
}

/// The tracing layer: one span per request, one line per response.
pub fn trace_layer() -> TraceLayer<
    SharedClassifier<ServerErrorsAsFailures>,
    RequestSpan,
    (),
    LogResponse,
    DefaultOnBodyChunk,
    DefaultOnEos,
    (),
> {
    TraceLayer::new_for_http()
        .make_span_with(RequestSpan)
        .on_request(())
        .on_response(LogResponse)
        .on_failure(())
}
