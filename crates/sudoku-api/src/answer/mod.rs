//! The answer layer: what a solve means to the one who asked, said once for
//! the HTTP API and the command line.
//!
//! | module | role |
//! |---|---|
//! | [`catalogue`] | [`TechniquesJson`]: the technique catalogue of `GET /techniques` |
//! | [`code`] | [`ErrorCode`]: the stable machine-readable codes and their titles |
//! | [`verdict`] | a solve's outcome → [`Verdict`] (a solution, or a [`Failure`] with its code and detail text); [`Solutions`] for validation |
//! | [`conflicts`] | the conflict shape in JSON and its sentences |
//! | [`grid`] | [`GridJson`]: a grid in the request's representation |
//! | [`generate`] | [`GeneratedJson`], [`GeneratedRowsJson`]: a generated puzzle's shape; [`GenerateJson`]: `/generate`'s answer |
//! | [`logic`] | grades and hints: the step, grade and hint shapes in JSON ([`WithMicros`] adds the solver time), hint errors as codes |
//! | [`problem`] | [`ProblemJson`]: the RFC 9457 body of an error answer, without transport; the timeout problems |
//! | [`solve`] | [`SolveJson`], [`ValidateJson`], [`StatsJson`]: the answers of `/solve` and `/validate` |
//!
//! The server and the WebAssembly package turn a [`Failure`] into a
//! problem body ([`ProblemJson`], through [`crate::endpoint`]); the CLI
//! turns it into an error line. All take the code, the detail and the
//! conflict list from here, so they never drift apart.

pub mod catalogue;
pub mod code;
pub mod conflicts;
pub mod generate;
pub mod grid;
pub mod logic;
pub mod problem;
pub mod solve;
pub mod verdict;

pub use catalogue::TechniquesJson;
pub use code::ErrorCode;
pub use conflicts::{ConflictsJson, ConflictsSummary};
pub use generate::{GenerateJson, GeneratedJson, GeneratedRowsJson};
pub use grid::{GridFormat, GridJson};
pub use logic::{
    GradeDetail, GradeJson, HintJson, HintProblem, StepJson, TechniqueJson, TechniqueJsonIn,
    Triple, WithMicros,
};
pub use problem::{ProblemBody, ProblemJson};
pub use solve::{SolveJson, StatsJson, ValidateJson};
pub use verdict::{Failure, Solutions, Verdict};
