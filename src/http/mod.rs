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
//! | [`routes`] | the one route table ([`routes::ROUTES`]: method, path, handler) and one handler module per route family (the playground page's files live in `src/http/playground/`) |
//! | [`app::middleware`] | error rendering, panic capture, tracing span, the request id header |
//! | [`app::compression`] | gzip and br answers by `Accept-Encoding`, above a size threshold; streamed answers flushed chunk by chunk |
//! | [`execution::jobs`] | solves as run for a request: on the pool, timed |
//! | [`decode`] | request bodies → typed requests: media type (415), size (413) and time (408) limits around the decoders of [`sudoku_api::request`]; [`decode::Body`], the one body extractor; the batch body → items |
//! | [`transport::connections`] | the accept loop: per-connection time limits, the connection ceiling |
//! | [`problem`] | RFC 9457 problem details, the stable error codes, and the problems answered from several places |
//! | [`metrics`] | Prometheus metrics and `GET /metrics` |
//! | [`state`] | the state every handler shares ([`state::AppState`]) |
//! | [`lang`] | `Accept-Language` → the answer's language; `Content-Language` and `Vary` on answers in a language |
//! | [`execution::logic_lane`] | grades and hints on the pool: a capped lane so that one solver thread stays free for solves |
//! | [`execution::solver_pool`] | the bounded pool of dedicated solver threads: admission, queue, deadline, cancellation |
//! | [`trace_context`] | OpenTelemetry spans of the request path: the server span from the caller's `traceparent`, admission, queue, the job on its solver thread; `traceparent` in answers |
//! | [`execution::admission`] | admission by predicted wait: per-kind service times, queued work, sojourn calibration |
//! | [`dto`] | response shapes built from core types |

pub mod app;
pub mod decode;
pub mod dto;
pub mod execution;
pub mod lang;
pub mod metrics;
pub mod problem;
pub mod routes;
pub mod server;
pub mod state;
pub mod trace_context;
pub mod transport;
