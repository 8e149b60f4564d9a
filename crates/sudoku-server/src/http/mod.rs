//! The HTTP layer: axum routes that decode requests into core types, run
//! solves on a bounded blocking pool, and answer in JSON.
//!
//! This is the one map of the layer's files (`docs/architecture.md` and the
//! README point here). Folders hold one job each; the files at the top are
//! the wiring and the words every part shares.
//!
//! ```text
//! server                    bind, serve, drain: wires the app to the transport
//!   └─ app/                 the router with its middleware stack
//!        └─ routes/         the route table, one handler module per route family
//!             ├─ decode/    request bodies → typed requests (sudoku_api::request); answers: sudoku_api
//!             └─ state      AppState, and the jobs run with it
//!                  └─ execution/   CPU work off the async side
//!   transport/              connections: accept loop, time limits, ceiling
//! vocabulary, below all:    problem, metrics, trace_context, lang
//! ```
//!
//! A module names only modules below it. `tests/layering.rs` (this crate's)
//! reads the module graph of `src/` and fails on an import cycle (between files, and
//! between the children of any module: a folder counts as one) and on an
//! import against this layering, which it holds as data (`NEVER`): for
//! example the execution layer never names `state`, routes or decoding (a
//! job is passed what it needs), transport never names routes, and a
//! problem is a value that names no other part of the layer. The settings
//! come from [`crate::config`].
//!
//! | module | role |
//! |---|---|
//! | [`server`] | bind, serve, graceful shutdown on SIGINT/SIGTERM, the exit status of the drain |
//! | [`app`] | the router of [`routes::ROUTES`] with its middleware stack |
//! | [`app::finish`], [`app::options`], [`app::cors`], [`app::request_id`] | the middleware layers, one per file: error rendering with the request metrics and panic capture; `OPTIONS`; CORS; the request id header |
//! | [`app::request_trace`] | the tracing span of each request and its `response` line |
//! | [`app::compression`] | gzip and br answers by `Accept-Encoding`, above a size threshold; streamed answers flushed chunk by chunk |
//! | [`routes`] | the one route table ([`routes::ROUTES`]: method, path, handler) and one handler module per route family, each answering through the flow it shares with the WebAssembly package ([`sudoku_api::endpoint`]), `GET /metrics` included (the playground page's files live in `src/http/playground/`, its offline core in `src/http/playground/wasm/` when `build.rs` finds it there) |
//! | [`decode`] | request bodies → typed requests: media type (415), size (413) and time (408) limits around the decoders of [`sudoku_api::request`]; [`decode::Body`], the one body extractor; the batch body → items |
//! | [`state`] | the state every handler shares ([`state::AppState`]); it hands each job what it needs |
//! | [`execution`] | CPU work off the async side |
//! | [`execution::jobs`] | solves as run for a request: on the pool, timed; pool failures as problems |
//! | [`execution::solver_pool`] | the bounded pool of dedicated solver threads: admission, queue, deadline, cancellation |
//! | [`execution::admission`] | admission by predicted wait: per-kind service times, queued work, sojourn calibration |
//! | [`execution::logic_lane`] | grades, hints and generations on the pool: a capped lane so that one solver thread stays free for solves |
//! | [`transport`] | the connections, one file per job (its module documentation lists them) |
//! | [`transport::accept`] | the accept loop: a task per connection under the ceiling, the drain on shutdown |
//! | [`transport::connection`] | one connection's task: hyper's HTTP/1 under the watchdog of its phase's time limit |
//! | [`transport::service`] | the router as hyper's service: busy from a request's head to the end of its answer |
//! | [`transport::timed_body`] | a request body under its time limit |
//! | [`transport::tracked_io`] | the socket, noting when the client sends and when it does not take the answer |
//! | [`transport::table`] | the connection table: phases, the ceiling and eviction, requests in flight |
//! | [`problem`] | RFC 9457 problem details, the stable error codes, and the problems answered from several places (values: building one records nothing) |
//! | [`metrics`] | the Prometheus recorder, the metric names and their recording |
//! | [`trace_context`] | OpenTelemetry spans of the request path: the server span from the caller's `traceparent`, admission, queue, the job on its solver thread; `traceparent` in answers |
//! | [`lang`] | `Accept-Language` → the answer's language; `Content-Language` and `Vary` on answers in a language |

pub mod app;
pub mod decode;
pub mod execution;
pub mod lang;
pub mod metrics;
pub mod problem;
pub mod routes;
pub mod server;
pub mod state;
pub mod trace_context;
pub mod transport;
