//! # sudoku-server
//!
//! The HTTP service built on the Sudoku core and the answer layer; the
//! binary `sudoku-service` runs it as its default command.
//!
//! | module | role |
//! |---|---|
//! | [`sudoku`] | the core crate `sudoku-core` (`crates/sudoku-core`): grids, rule checking, the solver, budgets, and [`sudoku::logic`] (human techniques as steps, the SukakuExplainer-compatible rater). Pure Rust, no I/O, usable on its own |
//! | [`answer`] | the one answer layer of HTTP, CLI and the WebAssembly package (the crate `sudoku-api`, `crates/sudoku-api`): outcome → verdict, the stable error codes with their titles and detail texts, the conflict shape |
//! | [`text`] | the words (the crate `sudoku-text`, `crates/sudoku-text`): hint texts, technique names and descriptions rendered from Fluent catalogues (English, Korean), and `Accept-Language` negotiation |
//! | [`config`] | the server's settings (flags and environment variables), read by `http` and `telemetry` |
//! | [`http`] | the HTTP service: `POST /solve`, `/validate`, `/solve/batch`, `/grade`, `/hint`, `/generate`; `GET /healthz`, `/readyz`, `/metrics`, `/openapi.yaml` and the playground (`/`); in folders by job: the router with its middleware, routes, body decoding, execution on the bounded solver pool, transport |
//! | [`telemetry`] | logging set-up (text or JSON, `RUST_LOG`) and OpenTelemetry traces: the `OTEL_*` configuration, the OTLP/HTTP export with its dropped-span count |
//!
//! Dependencies point one way: `http` uses `answer`, which uses the core;
//! `config` and `telemetry` do not use `http`. The core and the answer
//! layer are crates of their own and cannot see this one; neither can the
//! command line (`crates/sudoku-cli`). The server re-exports the core as
//! [`sudoku`] so that the server, its tests and the fuzz targets name it
//! one way. `tests/layering.rs` holds the rules inside this crate as data
//! and fails on an import against them or on any import cycle; the HTTP
//! layer's own map and layers are in [`http`].

/// The answer layer, from the crate [`sudoku_api`] (`crates/sudoku-api`),
/// which the WebAssembly package shares.
pub use sudoku_api::answer;
pub mod config;
pub mod http;
/// The texts crate, `sudoku_text` (`crates/sudoku-text`, re-exported by the api crate): hints, technique
/// names and descriptions from Fluent catalogues; language negotiation.
pub use sudoku_api::text;
/// The core crate, [`sudoku_core`].
pub use sudoku_core as sudoku;
pub mod telemetry;
