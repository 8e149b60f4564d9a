//! Solve jobs as the HTTP layer runs them: on the
//! [`SolverPool`](super::solver_pool::SolverPool), timed, with pool failures
//! mapped to problems.

use std::time::Instant as StdInstant;

use tokio::time::Instant;

use super::admission::JobKind;
use super::solver_pool::PoolError;
use crate::http::metrics;
use crate::http::problem::{pool_problem, Problem};
use crate::http::state::AppState;
use crate::http::trace_context;
use crate::sudoku::{Grid, Report, Uniqueness};
use crate::telemetry;

/// A finished solve and how long the solver itself ran.
#[derive(Debug)]
pub struct Timed {
    /// The core's report.
    pub report: Report<Uniqueness>,
    /// Solver time in microseconds.
    pub micros: u64,
}

/// Runs `grid` through the configured solver (a uniqueness check) on the
/// pool, before `deadline`.
pub async fn solve_on_pool(
    state: &AppState,
    grid: Grid,
    deadline: Instant,
) -> Result<Timed, Problem> {
    let solver = state.solver.clone();
    state
        .pool
        .run(JobKind::Solve, deadline, move |budget| {
            let t0 = StdInstant::now();
            let report = solver(&grid, budget);
            let elapsed = t0.elapsed();
            metrics::record_solve(&report, elapsed);
            if telemetry::traces_on() {
                trace_context::record_solve(
                    metrics::outcome_label(&report.outcome),
                    report.stats.guesses,
                );
            }
            Timed {
                report,
                micros: u64::try_from(elapsed.as_micros()).unwrap_or(u64::MAX),
            }
        })
        .await
        .map_err(|e| {
            if matches!(e, PoolError::Overloaded(_)) {
                let arrived = deadline.checked_sub(state.config.solve_timeout());
                metrics::record_refusal_time(arrived.map(|t| t.elapsed()));
            }
            pool_problem(e, state)
        })
}
