//! # sudoku-wasm
//!
//! The Sudoku API in WebAssembly: the server's endpoints as functions that
//! take the server's JSON request body and give the server's answer (status
//! and body), for a page or node without a round trip. The answers come
//! from the one answer layer ([`sudoku_api::answer`]), so the package and
//! the server cannot drift apart; `scripts/wasm-parity.sh` checks that they
//! do not, request by request.
//!
//! | module | role |
//! |---|---|
//! | [`answer`] | one function per endpoint: body bytes and [`Options`] → [`Answer`] (status, JSON body); plain Rust, tested natively |
//! | `bindings` | the wasm-bindgen exports over [`answer`] (wasm32 only): JSON string in, `{"status","body"}` JSON out |
//! | `request` | request bodies → typed requests |
//! | `grid_out` | a solution in the request's grid representation |
//! | `clock` | `performance.now()` for the core's budgets and the answers' `micros` |
//!
//! The npm package (JS wrapper, types, README) is written by
//! `scripts/wasm-pkg.sh` from `crates/sudoku-wasm/js/`.

pub mod answer;
#[cfg(target_arch = "wasm32")]
mod bindings;
mod clock;
mod grid_out;
mod request;

pub use answer::{Answer, Options};
