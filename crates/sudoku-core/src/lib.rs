//! # sudoku-core
//!
//! The Sudoku core of sudoku-service: grids, rule checking, a fast solver
//! (first solution, uniqueness, counting), the human-technique rater, hints
//! and the puzzle generator.
//! Pure Rust with no I/O, no async and no HTTP: its one dependency is
//! `thiserror`, so it can be used as a library on its own (it also builds
//! for `wasm32-unknown-unknown`, where the portable search path runs).
//!
//! | module | role |
//! |---|---|
//! | [`grid`] | [`Grid`] and its validating constructors, [`ParseError`], [`Pos`] |
//! | [`rules`] | rule checking: [`Conflict`]s per [`Unit`], `is_valid`, `is_solved` |
//! | [`solver`] | [`solve_first`], [`solve_unique`], [`count_solutions`] (each with an outcome type holding only its mode's answers) and the general [`solve`], with [`Stats`] |
//! | [`budget`] | [`Budget`] and [`CancelFlag`]: deadlines and cancellation |
//! | [`generate`] | [`generate::generate`]: unique puzzles at a chosen level or ER range, symmetry and minimality, from a pool or fresh, reproducible from a seed |
//! | [`logic`] | human techniques as [`logic::Step`]s, the SukakuExplainer-compatible rater [`logic::rate`], and [`logic::hint()`]: the next step for a player's grid and pencil marks, or their mistakes |
//!
//! Every command of the `sudoku-service` binary and every endpoint of its
//! HTTP API is built on one of these functions:
//!
//! | command | endpoint | core |
//! |---|---|---|
//! | `solve` | `POST /solve`, `POST /solve/batch` | [`solve_unique`] (`solve --mode first`: [`solve_first`]) |
//! | `validate` | `POST /validate` | [`Grid::conflicts`], then [`solve_unique`] for the count of completions |
//! | `grade` | `POST /grade` | [`logic::rate`], [`logic::rate_candidates`] |
//! | `hint` | `POST /hint` | [`logic::hint()`] |
//! | `generate` | `POST /generate` | [`generate::generate`], [`generate::generate_distinct`] for several |
//! | `serve` (the default), `healthcheck` | `GET /healthz`, `/readyz`, `/metrics`, `/openapi.yaml`, the playground `/` | none: the server itself and its probes |
//!
//! ```
//! use sudoku_core::{solve_unique, Budget, Grid, Uniqueness};
//!
//! // Parse (81 cells, '.' or '0' for empty; whitespace is ignored).
//! let puzzle: Grid =
//!     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
//!         .parse()
//!         .unwrap();
//!
//! // Solve and check uniqueness (count solutions up to 2), with a deadline.
//! let budget = Budget::unlimited().with_timeout(std::time::Duration::from_secs(1));
//! let report = solve_unique(&puzzle, &budget);
//! match &report.outcome {
//!     Uniqueness::Unique(solution) => assert!(solution.is_solved()),
//!     other => panic!("expected a unique solution, got {other:?}"),
//! }
//!
//! // List every conflict of a grid that breaks the rules.
//! let bad: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
//! let conflicts = bad.conflicts();
//! assert_eq!(conflicts.len(), 2); // row 0 and box 0
//! assert_eq!(conflicts[0].to_string(), "digit 5 repeats in row 0 at (row 0, col 0), (row 0, col 1)");
//! ```
//!
//! Rating a puzzle on SukakuExplainer's scale:
//!
//! ```
//! use sudoku_core::logic::rate;
//! use sudoku_core::{Budget, Grid};
//!
//! let g: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
//!     .parse()
//!     .unwrap();
//! let rating = rate(&g, &Budget::unlimited());
//! assert!(rating.complete());
//! assert!(rating.er.as_f64() >= 1.0);
//! ```

pub mod budget;
pub mod digit;
pub mod generate;
pub mod grid;
pub mod logic;
pub mod rules;
pub mod solver;

pub use budget::{Budget, CancelFlag};
pub use digit::Digit;
pub use grid::{Grid, ParseError, Pos, CELLS};
pub use rules::{Conflict, Unit, UnitKind};
pub use solver::{
    count_solutions, solve, solve_first, solve_unique, Count, First, Mode, Outcome, Report, Stats,
    Uniqueness,
};
