//! The HTTP layer: axum routes that decode requests into core types, run
//! solves on a bounded blocking pool, and answer in JSON.
//!
//! Modules from the top down; a module imports only modules below it (no
//! import cycles), and the settings come from [`crate::config`].
//!
//! | module | role |
//! |---|---|
//! | [`server`] | bind, serve, graceful shutdown on SIGINT/SIGTERM, the exit status of the drain |
//! | [`app`] | the router of [`routes::ROUTES`] with its middleware stack |
//! | [`routes`] | the one route table ([`routes::ROUTES`]: method, path, handler) and one handler module per route family (the playground page's files live in `src/http/playground/`, its offline core in `src/http/playground/wasm/` when `build.rs` finds it there) |
//! | [`middleware`] | error rendering, panic capture, tracing span, the request id header |
//! | [`compression`] | gzip and br answers by `Accept-Encoding`, above a size threshold; streamed answers flushed chunk by chunk |
//! | [`jobs`] | solves as run for a request: on the pool, timed |
//! | [`grid_json`] | JSON grid → core `Grid` straight from the bytes, errors naming the cell; the `{"grid": …}` body extractor |
//! | [`extract`] | body extraction: content type, size and time limits, JSON syntax, one-field objects, repeated keys refused; [`extract::JsonBody`] for any new JSON endpoint |
//! | [`connections`] | the accept loop: per-connection time limits, the connection ceiling |
//! | [`problem`] | RFC 9457 problem details, the stable error codes, and the problems answered from several places |
//! | [`metrics`] | Prometheus metrics and `GET /metrics` |
//! | [`state`] | the state every handler shares ([`state::AppState`]) |
//! | [`lang`] | `Accept-Language` → the answer's language; `Content-Language` and `Vary` on answers in a language |
//! | [`logic_body`] | the bodies of `/grade` and `/hint` (grid, givens, pencil marks), errors naming the field and cell |
//! | [`generate_body`] | the body of `/generate` (level or ER range, technique, seed, symmetry, count), errors naming the field |
//! | [`logic_lane`] | grades and hints on the pool: a capped lane so that one solver thread stays free for solves |
//! | [`solver_pool`] | the bounded pool of dedicated solver threads: admission, queue, deadline, cancellation |
//! | [`trace_context`] | OpenTelemetry spans of the request path: the server span from the caller's `traceparent`, admission, queue, the job on its solver thread; `traceparent` in answers |
//! | [`admission`] | admission by predicted wait: per-kind service times, queued work, sojourn calibration |
//! | [`shape`] | the shape of a JSON value, for error messages |
//! | [`dto`] | response shapes built from core types |

pub mod admission;
pub mod app;
pub mod compression;
pub mod connections;
pub mod dto;
pub mod extract;
pub mod generate_body;
pub mod grid_json;
pub mod jobs;
pub mod lang;
pub mod logic_body;
pub mod logic_lane;
pub mod metrics;
pub mod middleware;
pub mod problem;
pub mod routes;
pub mod server;
pub mod shape;
pub mod solver_pool;
pub mod state;
pub mod trace_context;
