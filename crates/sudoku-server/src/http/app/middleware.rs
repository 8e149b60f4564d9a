//! Cross-cutting middleware: one problem-details shape for every error
//! response with the request metrics beside it ([`FinishLayer`]), panic
//! capture, request ids ([`RequestIdLayer`]),
//! CORS ([`CorsLayer`]) and `OPTIONS` outside CORS preflights.
//!
//! The layers that run on every request are hand-written services with
//! named futures: none boxes anything per request (`docs/performance.md`,
//! "The stack against bare axum").

use std::any::Any;
use std::convert::Infallible;
use std::future::{ready, Future, Ready};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use axum::body::Body;
use axum::extract::Request;
use axum::http::{
    header, HeaderMap, HeaderName, HeaderValue, Method, Response as HttpResponse, StatusCode, Uri,
};
use axum::response::{IntoResponse, Response};
use futures_util::future::Either;
use pin_project_lite::pin_project;
use tower::{Layer, Service};

use crate::http::metrics::{RequestMark, RouteLabel};
use crate::http::problem::{internal_error, not_found_problem, ErrorCode, Problem, PROBLEM_JSON};
use crate::http::trace_context;

/// The header carrying the request id.
pub static REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

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

type HttpResponseRequest<B> = axum::http::Request<B>;

/// True for a request id worth keeping: 1 to 64 characters from
/// `A-Za-z0-9._:-` (safe in a header, a log line and a JSON string as is).
pub fn is_safe_request_id(id: &[u8]) -> bool {
    (1..=64).contains(&id.len())
        && id
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b':' | b'-'))
}

/// Request ids: an incoming `x-request-id` is kept when it is
/// [safe](is_safe_request_id) and comes once; otherwise (absent, unsafe or
/// repeated) a fresh UUID takes its place, so a bad one is never echoed.
/// The id goes on the request (for the layers and handlers inside) and on
/// the answer, unless the answer already carries one.
///
/// One layer for what tower-http's `SetRequestId` and `PropagateRequestId`
/// did with a screening step in front: they also stored the id in the
/// request's and the answer's extensions, which nothing reads, and built
/// each UUID through a `String`.
#[derive(Clone, Copy, Debug)]
pub struct RequestIdLayer;

impl<S> Layer<S> for RequestIdLayer {
    type Service = RequestIds<S>;

    fn layer(&self, inner: S) -> RequestIds<S> {
        RequestIds { inner }
    }
}

/// The service of [`RequestIdLayer`].
#[derive(Clone, Debug)]
pub struct RequestIds<S> {
    inner: S,
}

impl<S, B, R> Service<HttpResponseRequest<B>> for RequestIds<S>
where
    S: Service<HttpResponseRequest<B>, Response = HttpResponse<R>>,
{
    type Response = HttpResponse<R>;
    type Error = S::Error;
    type Future = WithRequestId<S::Future>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), S::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, mut req: HttpResponseRequest<B>) -> Self::Future {
        let id = match kept_request_id(req.headers()) {
            Some(id) => id,
            None => {
                let id = new_request_id();
                req.headers_mut().insert(REQUEST_ID.clone(), id.clone());
                id
            }
        };
        WithRequestId {
            inner: self.inner.call(req),
            id: Some(id),
        }
    }
}

pin_project! {
    /// The future of [`RequestIds`]: puts the id on the answer.
    pub struct WithRequestId<F> {
        #[pin]
        inner: F,
        id: Option<HeaderValue>,
    }
}

impl<F, R, E> Future for WithRequestId<F>
where
    F: Future<Output = Result<HttpResponse<R>, E>>,
{
    type Output = Result<HttpResponse<R>, E>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.project();
        let mut res = std::task::ready!(this.inner.poll(cx))?;
        if let Some(id) = this.id.take() {
            if !res.headers().contains_key(&REQUEST_ID) {
                res.headers_mut().insert(REQUEST_ID.clone(), id);
            }
        }
        Poll::Ready(Ok(res))
    }
}

/// The incoming id, if it is to be kept (safe, and only one).
fn kept_request_id(headers: &HeaderMap) -> Option<HeaderValue> {
    let mut ids = headers.get_all(&REQUEST_ID).iter();
    match (ids.next(), ids.next()) {
        (Some(id), None) if is_safe_request_id(id.as_bytes()) => Some(id.clone()),
        _ => None,
    }
}

/// A fresh request id: a random (v4) UUID, lower-case and hyphenated,
/// formatted on the stack.
pub fn new_request_id() -> HeaderValue {
    let mut buf = [0u8; uuid::fmt::Hyphenated::LENGTH];
    let id = uuid::Uuid::new_v4().hyphenated().encode_lower(&mut buf);
    // Hex digits and hyphens: always a valid header value.
    HeaderValue::from_str(id).unwrap_or_else(|_| HeaderValue::from_static("request"))
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

/// CORS: tower-http's layer answers the preflights (the `OPTIONS` requests
/// that [`OptionsLayer`] lets through); every other answer gets the same
/// headers it would add, from values built once. tower-http builds its
/// `Vary` value and a header map of its own on every request.
///
/// The settings are shared (`Arc`): axum clones the whole stack for every
/// request, and tower-http's layer holds lists (its `Vary` names, the
/// allowed origins) that would be copied each time.
#[derive(Clone)]
pub struct CorsLayer {
    preflight: Arc<tower_http::cors::CorsLayer>,
    allow_origin: Arc<SimpleOrigin>,
}

/// Which origins a simple (non-preflight) request's answer allows.
#[derive(Clone, Debug)]
pub enum SimpleOrigin {
    /// Any: `Access-Control-Allow-Origin: *`.
    Any,
    /// These: the request's `Origin` echoed when it is one of them.
    List(Vec<HeaderValue>),
}

/// `Vary` of every answer, as tower-http's CORS layer writes it (the
/// request headers a preflight answer depends on).
static CORS_VARY: HeaderValue = HeaderValue::from_static(
    "origin, access-control-request-method, access-control-request-headers",
);

/// `Access-Control-Expose-Headers` of every simple answer: the request id,
/// `Retry-After` and the `traceparent` of the trace.
static CORS_EXPOSE: HeaderValue = HeaderValue::from_static("x-request-id,retry-after,traceparent");

impl CorsLayer {
    /// CORS with `preflight` (tower-http's layer, configured with the same
    /// origins, `CORS_EXPOSE`'s headers and the default `Vary`) for
    /// preflights and `allow_origin` for every other request.
    pub fn new(preflight: tower_http::cors::CorsLayer, allow_origin: SimpleOrigin) -> Self {
        CorsLayer {
            preflight: Arc::new(preflight),
            allow_origin: Arc::new(allow_origin),
        }
    }

    /// The headers tower-http's layer exposes (`expose_headers`), the ones
    /// `CORS_EXPOSE` names.
    pub fn exposed() -> [HeaderName; 3] {
        [
            REQUEST_ID.clone(),
            header::RETRY_AFTER,
            trace_context::TRACEPARENT.clone(),
        ]
    }
}

impl<S> Layer<S> for CorsLayer {
    type Service = Cors<S>;

    fn layer(&self, inner: S) -> Cors<S> {
        Cors {
            inner,
            preflight: self.preflight.clone(),
            allow_origin: self.allow_origin.clone(),
        }
    }
}

/// The service of [`CorsLayer`].
#[derive(Clone)]
pub struct Cors<S> {
    inner: S,
    preflight: Arc<tower_http::cors::CorsLayer>,
    allow_origin: Arc<SimpleOrigin>,
}

impl<S> Service<Request> for Cors<S>
where
    S: Service<Request, Response = Response, Error = Infallible> + Clone,
{
    type Response = Response;
    type Error = Infallible;
    type Future = Either<tower_http::cors::ResponseFuture<S::Future>, SimpleCors<S::Future>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, req: Request) -> Self::Future {
        if req.method() == Method::OPTIONS {
            // tower-http's service for this request only: it answers a
            // preflight itself and passes anything else on.
            let inner = self.inner.clone();
            let inner = std::mem::replace(&mut self.inner, inner);
            return Either::Left(self.preflight.layer(inner).call(req));
        }
        let allow_origin = match &*self.allow_origin {
            SimpleOrigin::Any => Some(HeaderValue::from_static("*")),
            SimpleOrigin::List(list) => req
                .headers()
                .get(header::ORIGIN)
                .filter(|o| list.contains(o))
                .cloned(),
        };
        Either::Right(SimpleCors {
            inner: self.inner.call(req),
            allow_origin,
        })
    }
}

pin_project! {
    /// The future of a simple (non-preflight) request through [`Cors`].
    pub struct SimpleCors<F> {
        #[pin]
        inner: F,
        allow_origin: Option<HeaderValue>,
    }
}

impl<F> Future for SimpleCors<F>
where
    F: Future<Output = Result<Response, Infallible>>,
{
    type Output = Result<Response, Infallible>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.project();
        let Ok(mut res) = std::task::ready!(this.inner.poll(cx));
        let headers = res.headers_mut();
        // As tower-http does: `Vary` is added to any the answer has; the
        // others replace theirs.
        headers.append(header::VARY, CORS_VARY.clone());
        headers.insert(header::ACCESS_CONTROL_EXPOSE_HEADERS, CORS_EXPOSE.clone());
        if let Some(origin) = this.allow_origin.take() {
            headers.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, origin);
        }
        Poll::Ready(Ok(res))
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    /// Simple answers through [`Cors`] carry exactly the headers
    /// tower-http's layer gives them, for any origin and for a list.
    #[tokio::test]
    async fn simple_cors_answers_match_tower_https() {
        use tower::ServiceExt;
        use tower_http::cors::AllowOrigin;

        let handler = tower::service_fn(|_req: Request| async {
            let mut res = Response::new(Body::empty());
            res.headers_mut()
                .insert(header::VARY, HeaderValue::from_static("accept-encoding"));
            Ok::<_, Infallible>(res)
        });
        let listed = HeaderValue::from_static("https://a.example");
        for (allow, simple) in [
            (AllowOrigin::any(), SimpleOrigin::Any),
            (
                AllowOrigin::list([listed.clone()]),
                SimpleOrigin::List(vec![listed.clone()]),
            ),
        ] {
            let theirs_layer = tower_http::cors::CorsLayer::new()
                .allow_origin(allow)
                .allow_methods([Method::GET, Method::POST])
                .expose_headers(CorsLayer::exposed())
                .max_age(Duration::from_secs(3600));
            let ours_layer = CorsLayer::new(theirs_layer.clone(), simple);
            for origin in [None, Some("https://a.example"), Some("https://b.example")] {
                for method in [Method::GET, Method::POST, Method::PUT] {
                    let req = || {
                        let mut b = axum::http::Request::builder()
                            .method(method.clone())
                            .uri("/healthz");
                        if let Some(o) = origin {
                            b = b.header(header::ORIGIN, o);
                        }
                        b.body(Body::empty()).unwrap()
                    };
                    let theirs = theirs_layer.layer(handler).oneshot(req()).await.unwrap();
                    let ours = ours_layer.layer(handler).oneshot(req()).await.unwrap();
                    assert_eq!(ours.headers(), theirs.headers(), "{method} from {origin:?}");
                    assert_eq!(
                        ours.headers().get_all(header::VARY).iter().count(),
                        2,
                        "the handler's Vary stays"
                    );
                }
            }
        }
    }

    #[test]
    fn a_fresh_request_id_is_a_lower_case_uuid() {
        let id = new_request_id();
        let id = id.to_str().unwrap();
        assert_eq!(id.len(), 36);
        assert!(uuid::Uuid::parse_str(id).is_ok());
        assert_eq!(id, id.to_ascii_lowercase());
        assert_ne!(new_request_id(), new_request_id());
    }

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
