//! The grid representation the batch decoder names. The answers' JSON
//! shapes live in the answer layer (`sudoku_api::answer`: [`GridJson`],
//! `SolveJson`, `ValidateJson`, `StatsJson`), shared with the WebAssembly
//! package.
//!
//! [`GridJson`]: crate::answer::GridJson

/// The representation a client used for a grid (decoded with the request);
/// answers use the same one.
pub use sudoku_api::request::GridFormat;
