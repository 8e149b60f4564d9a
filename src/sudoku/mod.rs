//! The Sudoku core: pure Rust, no I/O, no async, no HTTP.
//!
//! | module | role |
//! |---|---|
//! | [`grid`] | [`Grid`] and its validating constructors, [`ParseError`], [`Pos`] |
//! | [`rules`] | rule checking: [`Conflict`]s per [`Unit`], `is_valid`, `is_solved` |
//! | [`solver`] | [`solve`]: first solution or count up to a limit, with [`Stats`] |
//! | [`budget`] | [`Budget`] and [`CancelFlag`]: deadlines and cancellation |
//! | [`logic`] | human techniques as [`logic::Step`]s and the SukakuExplainer-compatible rater [`logic::rate`] |

pub mod budget;
pub mod grid;
pub mod logic;
pub mod rules;
pub mod solver;

pub use budget::{Budget, CancelFlag};
pub use grid::{Grid, ParseError, Pos, CELLS};
pub use rules::{Conflict, Unit, UnitKind};
pub use solver::{solve, Mode, Outcome, Report, Stats};
