//! Per-client fairness: a token bucket per client, charged each API
//! request's cost; a client over its share is answered `429 rate_limited`
//! with `Retry-After`, and every answer of a limited route carries the
//! `RateLimit` and `RateLimit-Policy` fields.
//!
//! | file | job |
//! |---|---|
//! | [`client`] | the client key: the peer, or what a trusted proxy forwards, or an API key header |
//! | [`cost`] | the tokens each route costs, and the exempt routes |
//! | [`table`] | the buckets, sharded, with a hard bound on the clients kept and eviction |
//! | this file | the tower layer and the header fields |
//!
//! The fields follow draft-ietf-httpapi-ratelimit-headers-11 (structured
//! fields, RFC 9651): one policy named `"client"`,
//! `RateLimit-Policy: "client";q=<burst>;w=<seconds to refill from empty>`
//! and `RateLimit: "client";r=<tokens left>;t=<seconds until full>`; on a
//! `429`, `t` is the `Retry-After` (the draft asks that `Retry-After` be no
//! earlier than the end of the effective window). The quota unit is the
//! draft's default, requests, each request counting its route's cost.
//!
//! A hand-written bucket rather than `governor`: its keyed limiter has
//! weighted checks but no bound on the keys it holds (only a sweep of the
//! idle ones to call from outside), and `tower_governor` charges one unit
//! per request and writes `x-ratelimit-*` fields, not the IETF ones.
//!
//! The layer sits inside the error rendering (so a `429` is a problem with
//! the request id, counted in the request metrics) and outside the routes;
//! it is absent when `--rate-limit` is off.

pub mod client;
pub mod cost;
pub mod table;

use std::convert::Infallible;
use std::future::{ready, Future, Ready};
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Instant;

use axum::extract::{ConnectInfo, Request};
use axum::http::{HeaderName, HeaderValue};
use axum::response::{IntoResponse, Response};
use futures_util::future::Either;
use pin_project_lite::pin_project;
use tower::{Layer, Service};

use self::client::{KeyRule, KeyRuleError};
use self::table::{Decision, Table};
use crate::config::Config;
use crate::http::problem::{ErrorCode, Problem};

/// The `RateLimit` field.
pub static RATELIMIT: HeaderName = HeaderName::from_static("ratelimit");
/// The `RateLimit-Policy` field.
pub static RATELIMIT_POLICY: HeaderName = HeaderName::from_static("ratelimit-policy");

/// The fairness layer (see the [module](self) docs); built from the
/// settings by [`RateLimitLayer::from_config`].
#[derive(Clone)]
pub struct RateLimitLayer(Arc<Limiter>);

/// What every request through the layer shares.
struct Limiter {
    table: Table,
    rule: KeyRule,
    start: Instant,
    rate: u32,
    burst: u32,
    policy: HeaderValue,
    max_batch_body: u64,
    clients: metrics::Gauge,
    evictions: metrics::Counter,
    limited: metrics::Counter,
}

impl RateLimitLayer {
    /// The layer of `config`, or `None` when `--rate-limit` is off; an
    /// unusable trusted proxy or key header setting is an error naming it.
    pub fn from_config(config: &Config) -> Result<Option<RateLimitLayer>, KeyRuleError> {
        let rule = KeyRule::new(
            &config.rate_limit_trusted_proxies,
            config.rate_limit_key_header.as_deref(),
        )?;
        if !config.rate_limit {
            return Ok(None);
        }
        Ok(Some(RateLimitLayer::new(
            rule,
            config.rate_limit_rate,
            config.rate_limit_burst,
            config.rate_limit_max_clients as usize,
            config.max_batch_body_bytes as u64,
        )))
    }

    fn new(rule: KeyRule, rate: u32, burst: u32, max_clients: usize, max_batch_body: u64) -> Self {
        describe_metrics();
        let window = burst.div_ceil(rate.max(1));
        let policy = HeaderValue::from_str(&format!("\"client\";q={burst};w={window}"))
            .unwrap_or_else(|_| HeaderValue::from_static("\"client\""));
        RateLimitLayer(Arc::new(Limiter {
            table: Table::new(rate, burst, max_clients),
            rule,
            start: Instant::now(),
            rate,
            burst,
            policy,
            max_batch_body,
            clients: metrics::gauge!("sudoku_rate_limit_clients"),
            evictions: metrics::counter!("sudoku_rate_limit_evictions_total"),
            limited: metrics::counter!("sudoku_rate_limited_total"),
        }))
    }
}

fn describe_metrics() {
    use metrics::{describe_counter, describe_gauge};
    describe_gauge!(
        "sudoku_rate_limit_clients",
        "Clients with a token bucket (at most --rate-limit-max-clients)"
    );
    describe_counter!(
        "sudoku_rate_limit_evictions_total",
        "Client buckets dropped to keep the table within --rate-limit-max-clients"
    );
    describe_counter!(
        "sudoku_rate_limited_total",
        "Requests answered 429 rate_limited (a client over its share)"
    );
    metrics::gauge!("sudoku_rate_limit_clients").set(0.0);
    metrics::counter!("sudoku_rate_limit_evictions_total").increment(0);
    metrics::counter!("sudoku_rate_limited_total").increment(0);
}

impl<S> Layer<S> for RateLimitLayer {
    type Service = RateLimit<S>;

    fn layer(&self, inner: S) -> RateLimit<S> {
        RateLimit {
            inner,
            limiter: self.0.clone(),
        }
    }
}

/// The service of [`RateLimitLayer`].
#[derive(Clone)]
pub struct RateLimit<S> {
    inner: S,
    limiter: Arc<Limiter>,
}

type Answer = Ready<Result<Response, Infallible>>;

impl<S> Service<Request> for RateLimit<S>
where
    S: Service<Request, Response = Response, Error = Infallible>,
{
    type Response = Response;
    type Error = Infallible;
    type Future = Either<S::Future, Either<Answer, WithFields<S::Future>>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, req: Request) -> Self::Future {
        let lim = &*self.limiter;
        let Some(cost) = cost::cost(
            req.method(),
            req.uri().path(),
            req.headers(),
            lim.max_batch_body,
        ) else {
            return Either::Left(self.inner.call(req));
        };
        let peer = req
            .extensions()
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0);
        let key = match lim.rule.key(peer, req.headers()) {
            Ok(key) => key,
            Err(bad) => {
                let problem = Problem::new(ErrorCode::BadRequest, bad.detail);
                return Either::Right(Either::Left(ready(Ok(problem.into_response()))));
            }
        };
        let now = u64::try_from(lim.start.elapsed().as_micros()).unwrap_or(u64::MAX);
        let (decision, churn) = lim.table.charge(key, cost, now);
        // The gauge follows the table by its changes: counting the table
        // would lock all its shards for each new client, in a flood of new
        // (or spoofed) keys on every request.
        if churn.added {
            lim.clients.increment(1.0);
        }
        if churn.evicted > 0 {
            lim.evictions.increment(churn.evicted);
            lim.clients.decrement(churn.evicted as f64);
        }
        let fields = (lim.policy.clone(), limit_field(&decision));
        if !decision.allowed {
            lim.limited.increment(1);
            let charged = cost.min(lim.burst);
            let retry = decision.retry_after_secs;
            let detail = format!(
                "{} is over its share: {} {} costs {charged} tokens and its bucket holds {} \
                 (it gains {} a second, {} at most); retry after {retry} s",
                lim.rule_key_description(&key),
                req.method(),
                req.uri().path(),
                decision.remaining,
                lim.rate,
                lim.burst,
            );
            let problem = Problem::new(ErrorCode::RateLimited, detail)
                .with_retry_after(u32::try_from(retry).unwrap_or(u32::MAX));
            let mut res = problem.into_response();
            put_fields(&mut res, fields);
            return Either::Right(Either::Left(ready(Ok(res))));
        }
        Either::Right(Either::Right(WithFields {
            inner: self.inner.call(req),
            fields: Some(fields),
        }))
    }
}

impl Limiter {
    fn rule_key_description(&self, key: &client::ClientKey) -> String {
        key.describe(self.rule.key_header())
    }
}

/// `RateLimit` of a decision: on a refusal, `t` is the `Retry-After`.
fn limit_field(d: &Decision) -> HeaderValue {
    let t = if d.allowed {
        d.full_in_secs
    } else {
        d.retry_after_secs
    };
    HeaderValue::from_str(&format!("\"client\";r={};t={t}", d.remaining))
        .unwrap_or_else(|_| HeaderValue::from_static("\"client\";r=0"))
}

fn put_fields(res: &mut Response, (policy, limit): (HeaderValue, HeaderValue)) {
    let headers = res.headers_mut();
    headers.insert(RATELIMIT_POLICY.clone(), policy);
    headers.insert(RATELIMIT.clone(), limit);
}

pin_project! {
    /// The future of a served request: its answer gets the fields.
    pub struct WithFields<F> {
        #[pin]
        inner: F,
        fields: Option<(HeaderValue, HeaderValue)>,
    }
}

impl<F> Future for WithFields<F>
where
    F: Future<Output = Result<Response, Infallible>>,
{
    type Output = Result<Response, Infallible>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.project();
        let Ok(mut res) = std::task::ready!(this.inner.poll(cx));
        if let Some(fields) = this.fields.take() {
            put_fields(&mut res, fields);
        }
        Poll::Ready(Ok(res))
    }
}
