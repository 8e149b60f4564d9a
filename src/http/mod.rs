//! The HTTP layer: axum routes that decode requests into core types, run
//! solves on a bounded blocking pool, and answer in JSON.
//!
//! | module | role |
//! |---|---|
//! | [`server`] | bind, serve, graceful shutdown on SIGINT/SIGTERM |
//! | [`app`] | shared state, the router and its middleware stack |
//! | [`routes`] | one handler module per route family (the playground page's files live in `src/http/playground/`) |
//! | [`extract`] | body extraction: content type, size limit, JSON syntax |
//! | [`grid_json`] | JSON grid value → core `Grid`, errors naming the cell |
//! | [`dto`] | response shapes built from core types |
//! | [`jobs`] | solves as run for a request: pool, timing, outcome → problem |
//! | [`solver_pool`] | the bounded pool of dedicated solver threads: admission, queue, deadline, cancellation |
//! | [`problem`] | RFC 9457 problem details and the stable error codes |
//! | [`metrics`] | Prometheus metrics and `GET /metrics` |
//! | [`middleware`] | error rendering, panic capture, tracing span |

pub mod app;
pub mod dto;
pub mod extract;
pub mod grid_json;
pub mod jobs;
pub mod metrics;
pub mod middleware;
pub mod problem;
pub mod routes;
pub mod server;
pub mod solver_pool;
