//! Cross-cutting middleware: one problem-details shape for every error
//! response, panic capture, the per-request tracing span, the screening of
//! incoming request ids, and `OPTIONS` outside CORS preflights.

use std::any::Any;
use std::convert::Infallible;
use std::future::{ready, Ready};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::body::Body;
use axum::extract::{MatchedPath, Request};
use axum::http::{header, HeaderName, HeaderValue, Method, Response as HttpResponse, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use futures_util::future::Either;
use tower::{Layer, Service};
use tower_http::classify::{ServerErrorsAsFailures, SharedClassifier};
use tower_http::trace::{DefaultOnBodyChunk, DefaultOnEos, MakeSpan, OnResponse, TraceLayer};
use tracing::Span;

use crate::http::problem::{internal_error, not_found_problem, ErrorCode, Problem, PROBLEM_JSON};
use crate::http::trace_context;
use crate::telemetry;

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
    let code = ErrorCode::for_status(status.as_u16());
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

/// Opens the `request` span: method, route template, request id; with
/// traces on, the OpenTelemetry server span ([`trace_context::server_span`]).
#[derive(Clone, Copy, Debug)]
pub struct RequestSpan;

impl<B> MakeSpan<B> for RequestSpan {
    fn make_span(&mut self, req: &HttpResponseRequest<B>) -> Span {
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
}

type HttpResponseRequest<B> = axum::http::Request<B>;

/// Logs status and latency when the response is ready.
#[derive(Clone, Copy, Debug)]
pub struct LogResponse;

impl<B> OnResponse<B> for LogResponse {
    fn on_response(self, res: &HttpResponse<B>, latency: Duration, span: &Span) {
        let status = res.status().as_u16();
        if telemetry::traces_on() {
            trace_context::record_status(span, status);
        }
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

/// True for a request id worth keeping: 1 to 64 characters from
/// `A-Za-z0-9._:-` (safe in a header, a log line and a JSON string as is).
pub fn is_safe_request_id(id: &[u8]) -> bool {
    (1..=64).contains(&id.len())
        && id
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b':' | b'-'))
}

/// Drops an incoming `x-request-id` that is not [safe](is_safe_request_id)
/// (or comes more than once), so that a fresh UUID takes its place and the
/// bad one is never echoed. Runs before the id is set.
pub fn screen_request_id<B>(mut req: axum::http::Request<B>) -> axum::http::Request<B> {
    let mut ids = req.headers().get_all(&REQUEST_ID).iter();
    let keep = match (ids.next(), ids.next()) {
        (None, _) => true,
        (Some(id), None) => is_safe_request_id(id.as_bytes()),
        (Some(_), Some(_)) => false,
    };
    if !keep {
        req.headers_mut().remove(&REQUEST_ID);
    }
    req
}

/// The methods a path is routed for (`HEAD` with `GET`); `None` for a path
/// no route has. The app passes the route table's (`routes::methods_of`).
pub type AllowedMethods = fn(&str) -> Option<Vec<&'static str>>;

/// Answers the `OPTIONS` requests that are not good CORS preflights, so
/// that the CORS layer inside it answers only those: an unknown path is
/// `404 not_found`; a preflight asking for a method the path does not have,
/// or a plain `OPTIONS`, is `405 method_not_allowed` with `Allow`. Every
/// other request passes through untouched.
#[derive(Clone, Copy)]
pub struct OptionsLayer(pub AllowedMethods);

impl<S> Layer<S> for OptionsLayer {
    type Service = Options<S>;

    fn layer(&self, inner: S) -> Options<S> {
        Options {
            inner,
            allowed: self.0,
        }
    }
}

/// The service of [`OptionsLayer`].
#[derive(Clone)]
pub struct Options<S> {
    inner: S,
    allowed: AllowedMethods,
}

impl<S> Service<Request> for Options<S>
where
    S: Service<Request, Response = Response, Error = Infallible>,
{
    type Response = Response;
    type Error = Infallible;
    type Future = Either<S::Future, Ready<Result<Response, Infallible>>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, req: Request) -> Self::Future {
        if req.method() != Method::OPTIONS {
            return Either::Left(self.inner.call(req));
        }
        match options_answer(&req, self.allowed) {
            Some(answer) => Either::Right(ready(Ok(answer))),
            None => Either::Left(self.inner.call(req)),
        }
    }
}

/// The answer to an `OPTIONS` request that is not a good preflight; `None`
/// for a good one (the CORS layer answers it).
fn options_answer(req: &Request, allowed: AllowedMethods) -> Option<Response> {
    let path = req.uri().path();
    let request_id = req
        .headers()
        .get(&REQUEST_ID)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let Some(methods) = allowed(path) else {
        let mut problem = not_found_problem("OPTIONS", path);
        problem.request_id = request_id;
        return Some(problem.into_response());
    };
    let asked = req
        .headers()
        .get(header::ACCESS_CONTROL_REQUEST_METHOD)
        .map(|m| m.to_str().unwrap_or("?"));
    let shown: String = path.chars().take(200).collect();
    let detail = match asked {
        Some(m) if methods.contains(&m) => return None,
        Some(m) => {
            let m: String = m.chars().take(20).collect();
            format!(
                "a CORS preflight for {m} on {shown}: {m} is not allowed there; \
                 the Allow header lists the methods that are"
            )
        }
        None => format!(
            "OPTIONS is not allowed on {shown} (only CORS preflights are answered); \
             the Allow header lists the methods that are"
        ),
    };
    let mut problem = Problem::new(ErrorCode::MethodNotAllowed, detail);
    problem.request_id = request_id;
    let mut res = problem.into_response();
    if let Ok(allow) = HeaderValue::from_str(&methods.join(",")) {
        res.headers_mut().insert(header::ALLOW, allow);
    }
    Some(res)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn safe_request_ids() {
        for good in [
            "a",
            "my-trace-42",
            "0b6e4a4e-5d1c-4d4b-9a53-2f0f3c0e7d11",
            "a.b_c:d",
            &"x".repeat(64),
        ] {
            assert!(is_safe_request_id(good.as_bytes()), "{good}");
        }
        for bad in [
            "",
            "has space",
            "ü",
            "a/b",
            "<script>",
            "a\"b",
            &"x".repeat(65),
        ] {
            assert!(!is_safe_request_id(bad.as_bytes()), "{bad}");
        }
    }
}
