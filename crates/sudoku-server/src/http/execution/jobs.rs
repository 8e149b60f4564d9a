//! Solve jobs as the HTTP layer runs them: on the [`SolverPool`], timed,
//! with pool failures mapped to problems (and counted: the pool's refusals
//! and timeouts are answered here).

use std::sync::Arc;
use std::time::{Duration, Instant as StdInstant};

use tokio::time::Instant;

use super::admission::JobKind;
use super::solver_pool::{PoolError, RefusalReason, SolverPool};
use crate::http::metrics;
use crate::http::problem::{internal_error, timeout_problem, ErrorCode, Problem};
use crate::http::trace_context;
use crate::sudoku::{Budget, Grid, Report, Uniqueness};
use crate::telemetry;

/// The function that solves (every solve of the API checks uniqueness):
/// [`crate::sudoku::solve_unique`] in production; tests may put in one that
/// is slow or panics on purpose.
pub type SolveFn = Arc<dyn Fn(&Grid, &Budget) -> Report<Uniqueness> + Send + Sync>;

/// A finished solve and how long the solver itself ran.
#[derive(Debug)]
pub struct Timed {
    /// The core's report.
    pub report: Report<Uniqueness>,
    /// Solver time in microseconds.
    pub micros: u64,
}

/// Runs `grid` through `solver` (a uniqueness check) on `pool`, before
/// `deadline`, the end of a request's `budget`.
pub async fn solve_on_pool(
    pool: &SolverPool,
    solver: SolveFn,
    budget: Duration,
    grid: Grid,
    deadline: Instant,
) -> Result<Timed, Problem> {
    pool.run(JobKind::Solve, deadline, move |budget| {
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
            let arrived = deadline.checked_sub(budget);
            metrics::record_refusal_time(arrived.map(|t| t.elapsed()));
        }
        pool_problem(e, pool.workers(), millis(budget))
    })
}

fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

/// The problem for a pool failure on a pool of `workers` solver threads,
/// counted in the metrics; a timeout names the solve budget of
/// `solve_timeout_ms`.
pub fn pool_problem(e: PoolError, workers: usize, solve_timeout_ms: u64) -> Problem {
    match e {
        PoolError::Overloaded(refusal) => {
            metrics::record_overload(refusal.reason.label());
            let detail = match refusal.reason {
                RefusalReason::Wait { predicted } => format!(
                    "the {workers} solvers have about {} ms of work queued, too much to finish \
                     this request within its budget; retry later",
                    predicted.as_millis()
                ),
                RefusalReason::Cap { limit } => format!(
                    "all {workers} solvers are busy and the queue holds its limit of {limit} \
                     requests; retry later",
                ),
            };
            Problem::new(ErrorCode::Overloaded, detail).with_retry_after(refusal.retry_after)
        }
        PoolError::Timeout => {
            metrics::record_timeout();
            timeout_problem(solve_timeout_ms)
        }
        PoolError::Panicked => {
            tracing::error!("a solve panicked");
            internal_error()
        }
    }
}
