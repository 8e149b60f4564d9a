//! The application: the routes of [`routes::ROUTES`] with their middleware
//! stack, one layer per file.
//!
//! | module | layer |
//! |---|---|
//! | [`finish`] | every error response as a problem with the request id, the request metrics, panic capture |
//! | [`options`] | `OPTIONS` outside CORS preflights: `404`, or `405` with `Allow` |
//! | [`cors`] | CORS: tower-http's layer for preflights, the same headers built once for every other answer |
//! | [`request_id`] | the `x-request-id` header: a safe incoming one kept, a fresh UUID otherwise |
//! | [`rate_limit`] | per-client fairness: weighted token buckets, `429` and the `RateLimit` fields |
//! | [`request_trace`] | the tracing span of each request and its `response` line |
//! | [`compression`] | gzip and br answers by `Accept-Encoding`, above a size threshold |

pub mod compression;
pub mod cors;
pub mod finish;
pub mod options;
pub mod rate_limit;
pub mod request_id;
pub mod request_trace;

use std::time::Duration;

use axum::extract::DefaultBodyLimit;
use axum::http::{HeaderName, HeaderValue, Method};
use axum::Router;
use tower::ServiceBuilder;
use tower_http::cors::AllowOrigin;

use self::cors::{CorsLayer, SimpleOrigin};
use self::finish::FinishLayer;
use self::options::OptionsLayer;
use self::request_id::RequestIdLayer;
use crate::http::metrics;
use crate::http::routes;
use crate::http::state::AppState;
use crate::http::trace_context;
use crate::telemetry;

/// Errors in the configuration found while building the app.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// A `--cors-origins` entry is not a valid header value.
    #[error("invalid CORS origin {0:?}")]
    CorsOrigin(String),
    /// A `--cors-allow-headers` entry is not a header name.
    #[error("invalid CORS request header {0:?}: not a header name")]
    CorsHeader(String),
    /// A `--rate-limit-trusted-proxies` or `--rate-limit-key-header` value
    /// cannot be used.
    #[error(transparent)]
    RateLimit(#[from] rate_limit::client::KeyRuleError),
}

fn cors_layer(origins: &[String], allow_headers: &[String]) -> Result<CorsLayer, AppError> {
    let origins: Vec<&String> = origins.iter().filter(|o| !o.trim().is_empty()).collect();
    let (allow_origin, simple) = if origins.is_empty() || origins.iter().any(|o| o.trim() == "*") {
        (AllowOrigin::any(), SimpleOrigin::Any)
    } else {
        let values = origins
            .iter()
            .map(|o| {
                HeaderValue::from_str(o.trim()).map_err(|_| AppError::CorsOrigin(o.to_string()))
            })
            .collect::<Result<Vec<_>, _>>()?;
        (
            AllowOrigin::list(values.clone()),
            SimpleOrigin::List(values),
        )
    };
    let preflight = tower_http::cors::CorsLayer::new()
        .allow_origin(allow_origin)
        .allow_methods([Method::GET, Method::POST])
        .allow_headers(cors_headers(allow_headers)?)
        .expose_headers(CorsLayer::exposed())
        .max_age(Duration::from_secs(3600));
    Ok(CorsLayer::new(preflight, simple))
}

/// The `--cors-allow-headers` list as header names (lower-cased, blanks
/// skipped, each once).
fn cors_headers(names: &[String]) -> Result<Vec<HeaderName>, AppError> {
    let mut headers: Vec<HeaderName> = Vec::new();
    for name in names.iter().map(|n| n.trim()).filter(|n| !n.is_empty()) {
        let header = HeaderName::from_bytes(name.to_ascii_lowercase().as_bytes())
            .map_err(|_| AppError::CorsHeader(name.to_string()))?;
        if !headers.contains(&header) {
            headers.push(header);
        }
    }
    Ok(headers)
}

/// The whole application: routes, error rendering, CORS (and `OPTIONS`
/// outside preflights), request ids (screened), tracing, compression, panic
/// catching and the body limit.
pub fn router(state: AppState) -> Result<Router, AppError> {
    let cors = cors_layer(&state.config.cors_origins, &state.config.cors_allow_headers)?;
    let body_limit = state.config.max_body_bytes;
    metrics::install();
    // After the recorder: the layer registers its metrics' handles.
    let fairness = rate_limit::RateLimitLayer::from_config(&state.config)?;
    // One `layer` call with the whole stack (outermost first): axum boxes
    // each `Router::layer` separately and clones every box per request, so
    // eight calls cost eight allocations per request before any work.
    let middleware = ServiceBuilder::new()
        .layer(RequestIdLayer)
        .layer(request_trace::TraceLayer)
        .layer(compression::negotiated(
            state.config.compression,
            state.config.compression_min_bytes,
            state.config.compression_level,
        ))
        // With traces off, no layer at all (not one that checks per request).
        // Inside the compression layer: it reads and answers plain bodies.
        .option_layer(
            telemetry::traces_on()
                .then(|| axum::middleware::from_fn(trace_context::answer_traceparent)),
        )
        .layer(OptionsLayer(routes::methods_of))
        .layer(cors)
        .layer(FinishLayer(routes::label))
        // Inside the error rendering: a 429 is a problem with the request id.
        .option_layer(fairness)
        .layer(DefaultBodyLimit::max(body_limit));
    let router = routes::routes()
        .fallback(routes::not_found)
        .with_state(state)
        .layer(middleware);
    Ok(router)
}
