//! The state every handler shares: settings, the solver pool, the solve
//! function, readiness; and the jobs run with it (the execution layer takes
//! only what each job needs from here).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use tokio::time::Instant;

pub use super::execution::jobs::SolveFn;
use super::execution::jobs::{solve_on_pool, Timed};
use super::execution::logic_lane::{LogicLane, LogicRun};
use super::execution::solver_pool::SolverPool;
use super::problem::Problem;
use crate::config::Config;
use crate::sudoku::Grid;

/// State shared by every handler: one `Arc`, so that the clone axum makes
/// for every request is one reference count, not one per field.
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

/// What [`AppState`] shares (its fields are read through the state).
pub struct Shared {
    /// The settings the server runs with.
    pub config: Arc<Config>,
    /// Where solves run.
    pub pool: SolverPool,
    /// What solves.
    pub solver: SolveFn,
    /// The places for grades, hints and generations in the pool.
    pub logic: LogicLane,
    ready: AtomicBool,
}

impl std::ops::Deref for AppState {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

impl AppState {
    /// State for `config`, solving with the core solver.
    pub fn new(config: Config) -> Self {
        Self::with_solver(config, Arc::new(crate::sudoku::solve_unique))
    }

    /// State for `config` with another solve function.
    pub fn with_solver(config: Config, solver: SolveFn) -> Self {
        let pool = SolverPool::with_budget_share(
            config.concurrent_solves(),
            config.max_queued_solves,
            config.admission_budget_percent,
        );
        let logic = LogicLane::new(config.logic_cap(pool.workers()));
        AppState(Arc::new(Shared {
            logic,
            config: Arc::new(config),
            pool,
            solver,
            ready: AtomicBool::new(true),
        }))
    }

    /// True while the server accepts work (false once shutdown has begun).
    pub fn is_ready(&self) -> bool {
        self.ready.load(Ordering::Relaxed)
    }

    /// Marks the server as shutting down: `/readyz` answers 503 from now on.
    pub fn begin_shutdown(&self) {
        self.ready.store(false, Ordering::Relaxed);
    }

    /// Solves `grid` on the pool before `deadline` (see
    /// [`solve_on_pool`]).
    pub async fn solve(&self, grid: Grid, deadline: Instant) -> Result<Timed, Problem> {
        let budget = self.config.solve_timeout();
        solve_on_pool(&self.pool, self.solver.clone(), budget, grid, deadline).await
    }

    /// What a grade, hint or generation runs on (see
    /// [`run_logic`](super::execution::logic_lane::run_logic)).
    pub fn logic_run(&self) -> LogicRun<'_> {
        LogicRun {
            pool: &self.pool,
            lane: &self.logic,
            timeout_ms: self.config.logic_timeout_ms,
            budget_percent: self.config.admission_budget_percent,
        }
    }
}
