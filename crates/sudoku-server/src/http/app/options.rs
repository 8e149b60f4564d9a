//! `OPTIONS` outside CORS preflights ([`OptionsLayer`]): `404` for an
//! unknown path, `405` with `Allow` for a plain `OPTIONS` or a preflight
//! for a method the path does not have.

use std::convert::Infallible;
use std::future::{ready, Ready};
use std::task::{Context, Poll};

use axum::extract::Request;
use axum::http::{header, HeaderValue, Method};
use axum::response::{IntoResponse, Response};
use futures_util::future::Either;
use tower::{Layer, Service};

use super::request_id::REQUEST_ID;
use crate::http::problem::{not_found_problem, ErrorCode, Problem};

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
