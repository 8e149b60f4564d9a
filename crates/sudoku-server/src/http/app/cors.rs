//! CORS ([`CorsLayer`]): tower-http's layer for the preflights, the same
//! headers from values built once on every other answer.
//!
//! A hand-written service with a named future: it boxes nothing per
//! request (`docs/performance.md`, "The stack against bare axum").

use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use axum::extract::Request;
use axum::http::{header, HeaderName, HeaderValue, Method};
use axum::response::Response;
use futures_util::future::Either;
use pin_project_lite::pin_project;
use tower::{Layer, Service};

use super::rate_limit;
use super::request_id::REQUEST_ID;
use crate::http::trace_context;

/// CORS: tower-http's layer answers the preflights (the `OPTIONS` requests
/// that [`OptionsLayer`](super::options::OptionsLayer) lets through); every other answer gets the same
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
static CORS_EXPOSE: HeaderValue =
    HeaderValue::from_static("x-request-id,retry-after,traceparent,ratelimit,ratelimit-policy");

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
    /// The `RateLimit` fields are among them so that a browser client can
    /// pace itself before it meets a `429`.
    pub fn exposed() -> [HeaderName; 5] {
        [
            REQUEST_ID.clone(),
            header::RETRY_AFTER,
            trace_context::TRACEPARENT.clone(),
            rate_limit::RATELIMIT.clone(),
            rate_limit::RATELIMIT_POLICY.clone(),
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

    use axum::body::Body;

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
}
