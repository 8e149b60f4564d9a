//! The app's innermost layer of its own ([`FinishLayer`]): one
//! problem-details shape for every error response, with the request
//! metrics beside it, and panic capture.
//!
//! A hand-written service with a named future: it boxes nothing per
//! request (`docs/performance.md`, "The stack against bare axum").

use std::any::Any;
use std::convert::Infallible;
use std::future::{ready, Future, Ready};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::pin::Pin;
use std::task::{Context, Poll};

use axum::body::Body;
use axum::extract::Request;
use axum::http::{header, HeaderValue, Method, Response as HttpResponse, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use futures_util::future::Either;
use pin_project_lite::pin_project;
use tower::{Layer, Service};

use super::request_id::REQUEST_ID;
use crate::http::metrics::{RequestMark, RouteLabel};
use crate::http::problem::{internal_error, not_found_problem, ErrorCode, Problem, PROBLEM_JSON};

/// The app's innermost layer of its own: turns a panic in a handler into
/// `500 internal` ([`panic_response`]), makes every error response a
/// problem-details body carrying the request id, and counts and times
/// every request ([`RequestMark`]). Problems from our handlers (found in
/// the response extensions) are re-rendered with the id; error responses
/// produced by the framework (404, 405, 413 …) are replaced by the problem
/// for their status, keeping their headers (such as `Allow`).
///
/// One hand-written service rather than tower-http's `CatchPanic` and two
/// `from_fn` middlewares: those boxed the answer's body, their futures and
/// a clone of the rest of the stack on every request.
#[derive(Clone, Copy)]
pub struct FinishLayer(pub RouteLabel);

impl<S> Layer<S> for FinishLayer {
    type Service = Finish<S>;

    fn layer(&self, inner: S) -> Finish<S> {
        Finish {
            inner,
            label: self.0,
        }
    }
}

/// The service of [`FinishLayer`].
#[derive(Clone)]
pub struct Finish<S> {
    inner: S,
    label: RouteLabel,
}

/// What [`Finish`] keeps of a request for its answer: the metrics' mark and
/// what a problem names (cheap clones; text is built only for an error).
struct Seen {
    mark: RequestMark,
    method: Method,
    uri: Uri,
    request_id: Option<HeaderValue>,
}

impl<S> Service<Request> for Finish<S>
where
    S: Service<Request, Response = Response, Error = Infallible>,
{
    type Response = Response;
    type Error = Infallible;
    type Future = FinishFuture<S::Future>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, req: Request) -> Self::Future {
        let seen = Seen {
            mark: RequestMark::start(&req, self.label),
            method: req.method().clone(),
            uri: req.uri().clone(),
            request_id: req.headers().get(&REQUEST_ID).cloned(),
        };
        let inner = match catch_unwind(AssertUnwindSafe(|| self.inner.call(req))) {
            Ok(future) => Either::Left(future),
            Err(panic) => Either::Right(ready(Ok(panic_response(panic)))),
        };
        FinishFuture {
            inner,
            seen: Some(seen),
        }
    }
}

pin_project! {
    /// The future of [`Finish`].
    pub struct FinishFuture<F> {
        #[pin]
        inner: Either<F, Ready<Result<Response, Infallible>>>,
        seen: Option<Seen>,
    }
}

impl<F> Future for FinishFuture<F>
where
    F: Future<Output = Result<Response, Infallible>>,
{
    type Output = Result<Response, Infallible>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let mut this = self.project();
        let res = match catch_unwind(AssertUnwindSafe(|| this.inner.as_mut().poll(cx))) {
            Ok(Poll::Pending) => return Poll::Pending,
            Ok(Poll::Ready(Ok(res))) => res,
            Err(panic) => panic_response(panic),
        };
        let Some(seen) = this.seen.take() else {
            return Poll::Ready(Ok(res));
        };
        let res = render_problem(res, &seen);
        seen.mark.finish(res.status().as_u16());
        Poll::Ready(Ok(res))
    }
}

/// An error response as a problem with the request's id (see
/// [`FinishLayer`]); any other response as it is.
fn render_problem(res: Response, seen: &Seen) -> Response {
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
            generic_problem(status, seen.method.as_str(), seen.uri.path())
        }
    };
    if status.is_server_error() && problem.code == ErrorCode::Internal {
        tracing::error!(detail = %problem.detail, "internal error");
    }
    problem.request_id = seen
        .request_id
        .as_ref()
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
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
