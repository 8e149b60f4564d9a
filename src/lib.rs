//! # sudoku-service
//!
//! A Sudoku solving and validation library and the HTTP service built on it.
//!
//! | module | role |
//! |---|---|
//! | [`sudoku`] | the core: grids, rule checking, the solver, cancellation budgets, and [`sudoku::logic`] (human techniques as steps, the SukakuExplainer-compatible rater). Pure Rust, no I/O, usable on its own |
//! | [`http`] | the HTTP service: config, router and middleware, handlers, the bounded solver pool, problem details, metrics |
//! | [`cli`] | the command line: `serve` (default), `solve`, `validate` and `grade` for puzzle files, `healthcheck` |
//! | [`telemetry`] | logging set-up (text or JSON, `RUST_LOG`) |
//!
//! Dependencies point one way: `cli` and `http` use `sudoku`; `sudoku` uses
//! neither (no tokio, axum or HTTP types in the core).
//!
//! ```
//! use sudoku_service::sudoku::{solve, Budget, Grid, Mode, Outcome};
//!
//! // Parse (81 cells, '.' or '0' for empty; whitespace is ignored).
//! let puzzle: Grid =
//!     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
//!         .parse()
//!         .unwrap();
//!
//! // Solve and check uniqueness (count solutions up to 2), with a deadline.
//! let budget = Budget::unlimited().with_timeout(std::time::Duration::from_secs(1));
//! let report = solve(&puzzle, Mode::UNIQUE, &budget);
//! match &report.outcome {
//!     Outcome::Unique(solution) => assert!(solution.is_solved()),
//!     other => panic!("expected a unique solution, got {other:?}"),
//! }
//!
//! // List every conflict of a grid that breaks the rules.
//! let bad: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
//! let conflicts = bad.conflicts();
//! assert_eq!(conflicts.len(), 2); // row 0 and box 0
//! assert_eq!(conflicts[0].to_string(), "digit 5 repeats in row 0 at (row 0, col 0), (row 0, col 1)");
//! ```

pub mod cli;
pub mod http;
pub mod sudoku;
pub mod telemetry;
