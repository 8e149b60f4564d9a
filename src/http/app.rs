//! The application: shared state and the router with its middleware stack.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use axum::extract::DefaultBodyLimit;
use axum::http::{header, HeaderName, HeaderValue, Method};
use axum::routing::{get, post, MethodRouter};
use axum::Router;
use tower::ServiceBuilder;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::cors::{AllowOrigin, CorsLayer};
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};

use super::metrics;
use super::middleware;
use super::routes;
use super::solver_pool::SolverPool;
use crate::config::Config;
use crate::sudoku::{Budget, Grid, Mode, Report};

/// The function that solves: [`crate::sudoku::solve`] in production; tests
/// may put in one that is slow or panics on purpose.
pub type SolveFn = Arc<dyn Fn(&Grid, Mode, &Budget) -> Report + Send + Sync>;

/// The header carrying the request id.
pub static REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// State shared by every handler.
#[derive(Clone)]
pub struct AppState {
    /// The settings the server runs with.
    pub config: Arc<Config>,
    /// Where solves run.
    pub pool: SolverPool,
    /// What solves.
    pub solver: SolveFn,
    ready: Arc<AtomicBool>,
}

impl AppState {
    /// State for `config`, solving with the core solver.
    pub fn new(config: Config) -> Self {
        Self::with_solver(config, Arc::new(crate::sudoku::solve))
    }

    /// State for `config` with another solve function.
    pub fn with_solver(config: Config, solver: SolveFn) -> Self {
        let pool = SolverPool::new(config.concurrent_solves(), config.max_queued_solves);
        AppState {
            config: Arc::new(config),
            pool,
            solver,
            ready: Arc::new(AtomicBool::new(true)),
        }
    }

    /// True while the server accepts work (false once shutdown has begun).
    pub fn is_ready(&self) -> bool {
        self.ready.load(Ordering::Relaxed)
    }

    /// Marks the server as shutting down: `/readyz` answers 503 from now on.
    pub fn begin_shutdown(&self) {
        self.ready.store(false, Ordering::Relaxed);
    }
}

/// Errors in the configuration found while building the app.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// A `--cors-origins` entry is not a valid header value.
    #[error("invalid CORS origin {0:?}")]
    CorsOrigin(String),
}

fn cors_layer(origins: &[String]) -> Result<CorsLayer, AppError> {
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
        .allow_headers([header::CONTENT_TYPE, REQUEST_ID.clone()])
        .expose_headers([REQUEST_ID.clone(), header::RETRY_AFTER])
        .max_age(Duration::from_secs(3600)))
}

/// Every route as `(method, path)`: the one list [`routes()`] is built from,
/// and the one the contract test compares with `openapi.yaml`'s operations.
/// A new route goes here (and in the spec), or `routes` refuses to build.
pub const ROUTES: &[(&str, &str)] = &[
    ("GET", "/healthz"),
    ("GET", "/readyz"),
    ("GET", "/openapi.yaml"),
    ("POST", "/solve"),
    ("POST", "/validate"),
    ("POST", "/solve/batch"),
    ("GET", "/metrics"),
    ("GET", "/"),
    ("GET", "/playground.js"),
    ("GET", "/playground.css"),
];

fn handler(method: &str, path: &str) -> MethodRouter<AppState> {
    match (method, path) {
        ("GET", "/healthz") => get(routes::health::healthz),
        ("GET", "/readyz") => get(routes::health::readyz),
        ("GET", "/openapi.yaml") => get(routes::openapi::openapi_yaml),
        ("POST", "/solve") => post(routes::solve::solve),
        ("POST", "/validate") => post(routes::validate::validate),
        ("POST", "/solve/batch") => post(routes::batch::solve_batch),
        ("GET", "/metrics") => get(metrics::render),
        ("GET", "/") => get(routes::playground::index),
        ("GET", "/playground.js") => get(routes::playground::script),
        ("GET", "/playground.css") => get(routes::playground::stylesheet),
        _ => panic!("ROUTES lists {method} {path}, but no handler is wired for it"),
    }
}

/// The routes alone, without middleware: exactly [`ROUTES`].
pub fn routes() -> Router<AppState> {
    ROUTES
        .iter()
        .fold(Router::new(), |router, &(method, path)| {
            router.route(path, handler(method, path))
        })
}

/// The whole application: routes, error rendering, CORS, request ids,
/// tracing, panic catching and the body limit.
pub fn router(state: AppState) -> Result<Router, AppError> {
    let cors = cors_layer(&state.config.cors_origins)?;
    let body_limit = state.config.max_body_bytes;
    metrics::install();
    // One `layer` call with the whole stack (outermost first): axum boxes
    // each `Router::layer` separately and clones every box per request, so
    // eight calls cost eight allocations per request before any work.
    let middleware = ServiceBuilder::new()
        .layer(SetRequestIdLayer::new(REQUEST_ID.clone(), MakeRequestUuid))
        .layer(middleware::trace_layer())
        .layer(PropagateRequestIdLayer::new(REQUEST_ID.clone()))
        .layer(cors)
        .layer(axum::middleware::from_fn(metrics::track))
        .layer(axum::middleware::from_fn(middleware::render_problems))
        .layer(CatchPanicLayer::custom(middleware::panic_response))
        .layer(DefaultBodyLimit::max(body_limit));
    let router = routes()
        .fallback(routes::not_found)
        .with_state(state)
        .layer(middleware);
    Ok(router)
}
