//! Transport: the accept loop, each connection's time limits (head, body,
//! keep-alive) and the ceiling on open connections. `axum::serve` has
//! neither time limits nor a ceiling, so connections are served here with
//! hyper's HTTP/1 machinery.
//!
//! | file | job |
//! |---|---|
//! | [`accept`] | the accept loop ([`serve`]): admits under the ceiling, a task per connection, the drain on shutdown |
//! | [`connection`] | one connection's task: hyper's HTTP/1 with the watchdog of its phase's time limit, the `408` of a late head |
//! | [`service`] | the router as hyper's service: a connection is busy from a request's head to the end of its answer |
//! | [`timed_body`] | a request body under `--body-timeout-ms` ([`BodyTimeout`]) |
//! | [`tracked_io`] | the socket, noting when the client sends and when it does not take the answer |
//! | [`table`] | the connection table: each connection's phase, the ceiling and eviction, [`Limits`], [`InFlight`] |
//!
//! A file names only files below it in this table.

pub mod accept;
pub mod connection;
pub mod service;
pub mod table;
pub mod timed_body;
pub mod tracked_io;

pub use accept::serve;
pub use table::{InFlight, Limits};
pub use timed_body::{body_timeout_of, BodyTimeout};
