//! What each route costs a client's bucket, in tokens.
//!
//! The unit is one `POST /solve`. A route's cost is about how much of the
//! shared capacity one typical request of it takes, rounded to a few steps
//! and capped so that a player's session stays far inside the default
//! share:
//!
//! | route | tokens | why |
//! |---|---|---|
//! | `POST /solve`, `POST /validate`, `GET /techniques` | 1 | one request's handling outweighs the work (tens of µs) |
//! | `GET /daily` | 2 | a seeded generation, the same all day for everyone |
//! | `POST /hint` | 5 | the logic rater up to the next step: milliseconds, on the capped logic lane |
//! | `POST /grade`, `POST /generate` | 10 | a whole rating (a hard puzzle takes up to the logic budget); generation rates what it makes |
//! | `POST /solve/batch` | 1 + one per 820 body bytes (about ten grids), at most the burst | a batch is many solves in one request |
//!
//! A batch without `Content-Length` (chunked) is charged as the largest
//! body the server accepts, capped at the burst. Exempt (no bucket, no
//! fields): the probes (`/healthz`, `/readyz`), `/metrics`, `/openapi.yaml`
//! and the playground's files: they are cheap, and a probe or a scraper
//! must never be refused. `OPTIONS` and methods a route does not have are
//! exempt too (the router answers them at once).

use axum::http::{header, HeaderMap, Method};

/// The dearest fixed cost (`/grade`, `/generate`): the burst must hold it.
pub const MAX_FIXED_COST: u32 = 10;

/// Body bytes per token of a batch: about ten grids of 81 characters with
/// their JSON or NDJSON framing.
pub const BATCH_BYTES_PER_TOKEN: u64 = 820;

/// The cost of a request to `path` with `method`, or `None` when it is
/// exempt. `max_batch_body` is the largest batch body accepted (the cost of
/// a batch of unknown length).
pub fn cost(method: &Method, path: &str, headers: &HeaderMap, max_batch_body: u64) -> Option<u32> {
    let post = method == Method::POST;
    let get = method == Method::GET || method == Method::HEAD;
    match path {
        "/solve" | "/validate" if post => Some(1),
        "/techniques" if get => Some(1),
        "/daily" if get => Some(2),
        "/hint" if post => Some(5),
        "/grade" | "/generate" if post => Some(MAX_FIXED_COST),
        "/solve/batch" if post => {
            let len = headers
                .get(header::CONTENT_LENGTH)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.parse::<u64>().ok())
                .unwrap_or(max_batch_body);
            let tokens = 1 + len / BATCH_BYTES_PER_TOKEN;
            Some(u32::try_from(tokens).unwrap_or(u32::MAX))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    #[test]
    fn routes_cost_their_weight_and_the_probes_nothing() {
        let h = HeaderMap::new();
        let c = |m: Method, p: &str| cost(&m, p, &h, 1 << 20);
        assert_eq!(c(Method::POST, "/solve"), Some(1));
        assert_eq!(c(Method::POST, "/validate"), Some(1));
        assert_eq!(c(Method::GET, "/techniques"), Some(1));
        assert_eq!(c(Method::GET, "/daily"), Some(2));
        assert_eq!(c(Method::POST, "/hint"), Some(5));
        assert_eq!(c(Method::POST, "/grade"), Some(10));
        assert_eq!(c(Method::POST, "/generate"), Some(10));
        for (m, p) in [
            (Method::GET, "/healthz"),
            (Method::GET, "/readyz"),
            (Method::GET, "/metrics"),
            (Method::GET, "/openapi.yaml"),
            (Method::GET, "/"),
            (Method::GET, "/playground.js"),
            (Method::OPTIONS, "/solve"),
            (Method::GET, "/solve"),
            (Method::POST, "/nope"),
        ] {
            assert_eq!(c(m.clone(), p), None, "{m} {p}");
        }
    }

    #[test]
    fn a_batch_costs_by_its_length() {
        let with_len = |n: &str| {
            let mut h = HeaderMap::new();
            h.insert(header::CONTENT_LENGTH, HeaderValue::from_str(n).unwrap());
            cost(&Method::POST, "/solve/batch", &h, 1 << 20)
        };
        assert_eq!(with_len("100"), Some(1));
        assert_eq!(with_len("8200"), Some(11));
        assert_eq!(with_len("82000"), Some(101));
        let chunked = cost(&Method::POST, "/solve/batch", &HeaderMap::new(), 1 << 20);
        assert_eq!(chunked, Some(1 + (1 << 20) / 820));
    }
}
