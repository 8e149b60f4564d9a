//! # sudoku-service
//!
//! A Sudoku solving and validation library and the HTTP service built on it.
//!
//! | module | role |
//! |---|---|
//! | [`sudoku`] | the core: grids, rule checking, the solver, cancellation budgets, and [`sudoku::logic`] (human techniques as steps, the SukakuExplainer-compatible rater). Pure Rust, no I/O, usable on its own |
//! | [`config`] | the server's settings (flags and environment variables), shared by `http`, `cli` and `telemetry` |
//! | [`http`] | the HTTP service: router and middleware, handlers, the bounded solver pool, problem details, metrics |
//! | [`cli`] | the command line: `serve` (default), `solve`, `validate` and `grade` for puzzle files, `healthcheck` |
//! | [`telemetry`] | logging set-up (text or JSON, `RUST_LOG`) |
//!
//! Dependencies point one way: `cli` and `http` use `sudoku` and `config`;
//! `sudoku` uses neither (no tokio, axum or HTTP types in the core), and
//! `cli`, `config` and `telemetry` do not use `http` (only `main.rs` names
//! both).
//!
//! The core lives in its own crate, `sudoku-core` (`crates/sudoku-core`),
//! re-exported here as [`sudoku`] so that the service, its tests and the fuzz
//! targets name it one way.

pub mod cli;
pub mod config;
pub mod http;
/// The core crate, [`sudoku_core`].
pub use sudoku_core as sudoku;
pub mod telemetry;
