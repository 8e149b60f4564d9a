//! The state every handler shares: settings, the solver pool, the solve
//! function, readiness.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use super::execution::logic_lane::LogicLane;
use super::execution::solver_pool::SolverPool;
use crate::config::Config;
use crate::sudoku::{Budget, Grid, Report, Uniqueness};

/// The function that solves (every solve of the API checks uniqueness):
/// [`crate::sudoku::solve_unique`] in production; tests may put in one that
/// is slow or panics on purpose.
pub type SolveFn = Arc<dyn Fn(&Grid, &Budget) -> Report<Uniqueness> + Send + Sync>;

/// State shared by every handler.
#[derive(Clone)]
pub struct AppState {
    /// The settings the server runs with.
    pub config: Arc<Config>,
    /// Where solves run.
    pub pool: SolverPool,
    /// What solves.
    pub solver: SolveFn,
    /// The places for grades, hints and generations in the pool.
    pub logic: LogicLane,
    ready: Arc<AtomicBool>,
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
        AppState {
            logic,
            config: Arc::new(config),
            pool,
            solver,
            ready: Arc::new(AtomicBool::new(true)),
        }
    }

    /// True while the server accepts work (false once shutdown has begun).
    pub fn is_ready(&self) -> bool {
        self.ready.load(Ordering::Relaxed)
    }

    /// Marks the server as shutting down: `/readyz` answers 503 from now on.
    pub fn begin_shutdown(&self) {
        self.ready.store(false, Ordering::Relaxed);
    }
}
