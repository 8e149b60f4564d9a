//! The HTTP layer: axum routes that decode requests into core types, run
//! solves on a bounded blocking pool, and answer in JSON.

pub mod config;
