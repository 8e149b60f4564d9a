//! Request ids ([`RequestIdLayer`]): an incoming `x-request-id` kept when
//! it is safe, a fresh UUID otherwise, on the request and on its answer.
//!
//! A hand-written service with a named future: it boxes nothing per
//! request (`docs/performance.md`, "The stack against bare axum").

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use axum::http::{HeaderMap, HeaderName, HeaderValue, Response as HttpResponse};
use pin_project_lite::pin_project;
use tower::{Layer, Service};

/// The header carrying the request id.
pub static REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

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

#[cfg(test)]
mod tests {
    use super::*;

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
