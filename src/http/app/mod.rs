//! The application: the routes of [`routes::ROUTES`] with their middleware
//! stack.

pub mod compression;
pub mod middleware;

use std::time::Duration;

use axum::body::Body;
use axum::extract::DefaultBodyLimit;
use axum::http::{header, HeaderName, HeaderValue, Method};
use axum::Router;
use tower::ServiceBuilder;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::compression::CompressionBody;
use tower_http::cors::{AllowOrigin, CorsLayer};
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};

use self::middleware::{OptionsLayer, REQUEST_ID};
use crate::http::metrics::{self, RouteLabel};
use crate::http::routes;
use crate::http::state::AppState;
use crate::http::trace_context::{self, TRACEPARENT};
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
}

fn cors_layer(origins: &[String], allow_headers: &[String]) -> Result<CorsLayer, AppError> {
    let origins: Vec<&String> = origins.iter().filter(|o| !o.trim().is_empty()).collect();
    let allow_origin = if origins.is_empty() || origins.iter().any(|o| o.trim() == "*") {
        AllowOrigin::any()
    } else {
        let values = origins
            .iter()
            .map(|o| {
                HeaderValue::from_str(o.trim()).map_err(|_| AppError::CorsOrigin(o.to_string()))
            })
            .collect::<Result<Vec<_>, _>>()?;
        AllowOrigin::list(values)
    };
    Ok(CorsLayer::new()
        .allow_origin(allow_origin)
        .allow_methods([Method::GET, Method::POST])
        .allow_headers(cors_headers(allow_headers)?)
        .expose_headers([REQUEST_ID.clone(), header::RETRY_AFTER, TRACEPARENT.clone()])
        .max_age(Duration::from_secs(3600)))
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
    // One `layer` call with the whole stack (outermost first): axum boxes
    // each `Router::layer` separately and clones every box per request, so
    // eight calls cost eight allocations per request before any work.
    let middleware = ServiceBuilder::new()
        .map_request(middleware::screen_request_id)
        .layer(SetRequestIdLayer::new(REQUEST_ID.clone(), MakeRequestUuid))
        .layer(middleware::trace_layer())
        .layer(PropagateRequestIdLayer::new(REQUEST_ID.clone()))
        .map_response(compression::weaken_etag::<CompressionBody<Body>>)
        .layer(compression::layer(
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
        .layer(axum::middleware::from_fn_with_state(
            routes::label as RouteLabel,
            metrics::track,
        ))
        .layer(axum::middleware::from_fn(middleware::render_problems))
        .layer(CatchPanicLayer::custom(middleware::panic_response))
        .layer(DefaultBodyLimit::max(body_limit));
    let router = routes::routes()
        .fallback(routes::not_found)
        .with_state(state)
        .layer(middleware);
    Ok(router)
}
