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

/// A finished solve, from the inline attempt or from the pool (defined
/// beside the attempt, which this module calls).
pub use super::inline::Timed;

/// Runs `grid` through `solver` (a uniqueness check) on `pool`, before
/// `deadline`, the end of a request's `budget`. Once admitted, a grid is
/// first tried [inline](super::inline) within `inline_nodes` search nodes
/// (with the core's solver: `None` for a solve function that does not
/// count nodes, or with the attempt turned off) unless the request is
/// traced (its trace then shows the pool's queue and job as they ran); what
/// that does not finish runs on the pool.
pub async fn solve_on_pool(
    pool: &SolverPool,
    solver: SolveFn,
    inline_nodes: Option<u64>,
    budget: Duration,
    grid: Grid,
    deadline: Instant,
) -> Result<Timed, Problem> {
    let refused = |e: PoolError| {
        if matches!(e, PoolError::Overloaded(_)) {
            let arrived = deadline.checked_sub(budget);
            metrics::record_refusal_time(arrived.map(|t| t.elapsed()));
        }
        pool_problem(e, pool.workers(), millis(budget))
    };
    let admission = pool.admit(JobKind::Solve, deadline).map_err(refused)?;
    if let Some(nodes) = inline_nodes.filter(|_| !admission.is_traced()) {
        if let Some(timed) = super::inline::attempt(&grid, nodes, deadline) {
            return Ok(timed);
        }
    }
    admission
        .run(deadline, move |budget| {
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
        .map_err(refused)
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

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, Ordering};

    use super::*;
    use crate::http::problem::ErrorCode;

    const EASY: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// A 17-clue puzzle: its solve takes many nodes.
    const SPARSE: &str =
        ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";

    fn core_solver() -> SolveFn {
        Arc::new(crate::sudoku::solve_unique)
    }

    /// Admission decides before the inline attempt: with the pool's one
    /// place taken, an easy grid that the attempt would finish is refused
    /// (503 overloaded) as it was without the attempt, and answered once
    /// the place is free.
    #[tokio::test]
    async fn a_grid_the_pool_would_refuse_is_refused_inline_too() {
        let pool = SolverPool::new(1, 0);
        let release = Arc::new(AtomicBool::new(false));
        let r2 = release.clone();
        let busy = tokio::spawn({
            let pool = pool.clone();
            async move {
                pool.run(
                    JobKind::Solve,
                    Instant::now() + Duration::from_secs(10),
                    move |_| {
                        while !r2.load(Ordering::Relaxed) {
                            std::thread::sleep(Duration::from_millis(1));
                        }
                    },
                )
                .await
            }
        });
        while pool.running() == 0 {
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
        let grid: Grid = EASY.parse().unwrap();
        let budget = Duration::from_secs(1);
        let solve = || {
            solve_on_pool(
                &pool,
                core_solver(),
                Some(1000),
                budget,
                grid,
                Instant::now() + budget,
            )
        };
        let refused = solve().await.unwrap_err();
        assert_eq!(refused.code, ErrorCode::Overloaded);
        release.store(true, Ordering::Relaxed);
        assert_eq!(busy.await.unwrap(), Ok(()));
        let timed = solve().await.unwrap();
        assert!(matches!(timed.report.outcome, Uniqueness::Unique(_)));
        assert_eq!(pool.admitted(), 0);
    }

    /// A grid the attempt does not finish is solved on the pool, from the
    /// start: the answer is the whole solve's (its nodes too), never the
    /// attempt's cut-short search.
    #[tokio::test]
    async fn what_the_attempt_leaves_is_solved_whole_on_the_pool() {
        let pool = SolverPool::new(1, 0);
        let grid: Grid = SPARSE.parse().unwrap();
        let full = crate::sudoku::solve_unique(&grid, &Budget::unlimited());
        assert!(full.stats.nodes > 1);
        let ran_on_pool = Arc::new(AtomicBool::new(false));
        let flag = ran_on_pool.clone();
        let solver: SolveFn = Arc::new(move |g: &Grid, b: &Budget| {
            flag.store(true, Ordering::Relaxed);
            crate::sudoku::solve_unique(g, b)
        });
        let budget = Duration::from_secs(1);
        let timed = solve_on_pool(
            &pool,
            solver,
            Some(1),
            budget,
            grid,
            Instant::now() + budget,
        )
        .await
        .unwrap();
        assert!(ran_on_pool.load(Ordering::Relaxed));
        assert_eq!(timed.report, full);
    }
}
