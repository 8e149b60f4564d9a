//! Integration tests: the real server on 127.0.0.1:0, real HTTP (the binary
//! as a process, its exit status and log lines: `tests/serve.rs` at the
//! workspace root).

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a failed unwrap is a failed run

mod support;

mod batch;
mod compression;
mod connections;
mod contract;
mod daily;
mod dashboard;
mod errors;
mod fairness;
mod formats;
mod generate;
mod grade;
mod hint;
mod metrics;
mod playground;
mod runtime;
mod solve;
mod techniques;
mod validate;
