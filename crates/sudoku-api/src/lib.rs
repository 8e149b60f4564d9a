//! # sudoku-api
//!
//! The Sudoku API's JSON shapes over the core, with no HTTP in them: the
//! server (`crates/sudoku-server/src/http`), the command line (`crates/sudoku-cli/src`) and the WebAssembly
//! package all decode requests and answer through this crate, so the three
//! cannot drift apart.
//!
//! | module | role |
//! |---|---|
//! | [`request`] | the one request layer: a route's JSON body → its typed request, or the error code and detail naming the field (`sudoku_api::request::solve`, `grade`, `hint`, `generate`, `batch`, `ndjson_line`) |
//! | [`answer`] | the one answer layer: outcome → verdict, the stable error codes with their titles and detail texts, the conflict, grade, hint, generate and catalogue shapes |
//! | [`endpoint`] | each endpoint's flow from typed request to answer: the checks before the work, the grade's work, what a result answers or which problem it is (`sudoku_api::endpoint::solved`, `validated`, `graded`, `hinted`, `generated`, `techniques`) |
//!
//! It depends on the core, serde, serde_json and serde_path_to_error only: it builds for
//! `wasm32-unknown-unknown` as the core does.

pub mod answer;
pub mod endpoint;
pub mod request;
/// The core crate, [`sudoku_core`], named as the service names it.
pub use sudoku_core as sudoku;
/// The texts crate, [`sudoku_text`]: hints and the glossary in a language.
pub use sudoku_text as text;
