//! Solve jobs as the HTTP layer runs them: on the [`SolverPool`](super::solver_pool::SolverPool), timed,
//! with pool failures and unusable outcomes mapped to problems.

use std::time::Instant as StdInstant;

use tokio::time::Instant;

use super::app::AppState;
use super::dto::conflicts_dto;
use super::metrics;
use super::middleware::internal_error;
use super::problem::{ErrorCode, Problem};
use super::solver_pool::PoolError;
use crate::sudoku::{Conflict, Grid, Mode, Report};

/// Seconds a client is told to wait after `503 overloaded`.
pub const RETRY_AFTER_SECS: u32 = 1;

/// A finished solve and how long the solver itself ran.
#[derive(Debug)]
pub struct Timed {
    /// The core's report.
    pub report: Report,
    /// Solver time in microseconds.
    pub micros: u64,
}

/// Runs `grid` through the configured solver on the pool, before `deadline`.
pub async fn solve_on_pool(
    state: &AppState,
    grid: Grid,
    mode: Mode,
    deadline: Instant,
) -> Result<Timed, Problem> {
    let solver = state.solver.clone();
    state
        .pool
        .run(deadline, move |budget| {
            let t0 = StdInstant::now();
            let report = solver(&grid, mode, budget);
            let elapsed = t0.elapsed();
            metrics::record_solve(&report, elapsed);
            Timed {
                report,
                micros: u64::try_from(elapsed.as_micros()).unwrap_or(u64::MAX),
            }
        })
        .await
        .map_err(|e| pool_problem(e, state))
}

/// The problem for a pool failure.
pub fn pool_problem(e: PoolError, state: &AppState) -> Problem {
    match e {
        PoolError::Overloaded => {
            metrics::record_overload();
            Problem::new(
                ErrorCode::Overloaded,
                format!(
                    "all {} solvers are busy and the queue of {} is full; retry later",
                    state.pool.workers(),
                    state.config.max_queued_solves
                ),
            )
            .with_retry_after(RETRY_AFTER_SECS)
        }
        PoolError::Timeout => timeout_problem(state),
        PoolError::Panicked => {
            tracing::error!("a solve panicked");
            internal_error()
        }
    }
}

/// `503 timeout`.
pub fn timeout_problem(state: &AppState) -> Problem {
    metrics::record_timeout();
    Problem::new(
        ErrorCode::Timeout,
        format!(
            "the solve did not finish within the {} ms budget",
            state.config.solve_timeout_ms
        ),
    )
}

/// `422 conflicting_givens` with the full conflict list; the detail names
/// the first conflict.
pub fn conflicting_problem(conflicts: &[Conflict], path: &str) -> Problem {
    let detail = match conflicts {
        [] => format!("{path}: the givens conflict"),
        [one] => format!("{path}: {one}"),
        [first, rest @ ..] => format!(
            "{path}: {first} (and {} more conflict{})",
            rest.len(),
            if rest.len() == 1 { "" } else { "s" }
        ),
    };
    Problem::new(ErrorCode::ConflictingGivens, detail).with_conflicts(conflicts_dto(conflicts))
}

/// `422 unsolvable`.
pub fn unsolvable_problem(path: &str) -> Problem {
    Problem::new(
        ErrorCode::Unsolvable,
        format!("{path}: the givens are consistent but the puzzle has no solution"),
    )
}
