//! The inline attempt: a solve tried on the async worker, under a node
//! limit, before any hand-off to the solver pool.
//!
//! Most puzzles clients send finish in a few dozen search nodes, a few
//! microseconds: less than the hand-off to a solver thread and back (the
//! channel, the solver thread's wake-up, the result's wake-up of the async
//! worker) costs. So an admitted solve first runs here under
//! [`Budget::with_node_limit`] — a count, not a clock, so the attempt holds
//! the async worker for a bounded amount of work whatever the puzzle, far
//! under tokio's guidance for the time between awaits — and under the
//! request's deadline. A finished attempt is the answer; one the limit
//! stopped is not an answer (a cancelled search claims nothing) and goes to
//! the pool, which solves the grid from the start under what is left of the
//! request's budget: the attempt wastes at most its node limit's work.
//!
//! What stays as it was: admission decides first (a request the pool would
//! refuse is refused, inline or not), the pool's queue and budget govern
//! every solve that the node limit cuts, and only the core's own solver runs
//! here, whose node limit the core's tests hold (a solve function a test
//! puts in runs on the pool alone).

use std::time::Instant as StdInstant;

use tokio::time::Instant;

use crate::http::metrics;
use crate::sudoku::{solve_unique, Budget, Grid, Report, Uniqueness};

/// A finished solve and how long the solver itself ran.
#[derive(Debug)]
pub struct Timed {
    /// The core's report.
    pub report: Report<Uniqueness>,
    /// Solver time in microseconds.
    pub micros: u64,
}

/// The default node limit of the attempt (`--inline-solve-nodes`).
pub const DEFAULT_NODES: u64 = crate::config::DEFAULT_INLINE_SOLVE_NODES;

/// Solves `grid` (a uniqueness check) on this thread within `nodes` search
/// nodes and before `deadline`; `None` when it did not finish.
pub fn attempt(grid: &Grid, nodes: u64, deadline: Instant) -> Option<Timed> {
    let budget = Budget::unlimited()
        .with_node_limit(nodes)
        .with_deadline(deadline.into_std());
    let t0 = StdInstant::now();
    let report = solve_unique(grid, &budget);
    let answered = report.outcome != Uniqueness::Cancelled;
    metrics::record_inline(answered);
    if !answered {
        return None;
    }
    let elapsed = t0.elapsed();
    metrics::record_solve(&report, elapsed);
    Some(Timed {
        report,
        micros: u64::try_from(elapsed.as_micros()).unwrap_or(u64::MAX),
    })
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    const FIXTURES: [&str; 4] = [
        include_str!("../../../../sudoku-core/tests/fixtures/easy.txt"),
        include_str!("../../../../sudoku-core/tests/fixtures/hardest.txt"),
        include_str!("../../../../sudoku-core/tests/fixtures/seventeen.txt"),
        include_str!("../../../../sudoku-core/tests/fixtures/multiple.txt"),
    ];

    fn grids() -> Vec<Grid> {
        FIXTURES
            .iter()
            .flat_map(|f| f.lines())
            .filter(|l| l.len() >= 81 && !l.starts_with('#'))
            .map(|l| l[..81].parse().unwrap())
            .collect()
    }

    fn later() -> Instant {
        Instant::now() + Duration::from_secs(60)
    }

    /// An attempt answers exactly the grids whose whole solve fits in its
    /// node limit, with the whole solve's report; every other grid it
    /// hands back (`None`), whatever it found before the limit.
    #[test]
    fn an_attempt_answers_only_what_it_finished_within_its_nodes() {
        let grids = grids();
        assert!(grids.len() > 30);
        let (mut answered, mut handed) = (0, 0);
        for grid in &grids {
            let full = solve_unique(grid, &Budget::unlimited());
            for nodes in [1, 8, DEFAULT_NODES, 1000] {
                match attempt(grid, nodes, later()) {
                    Some(timed) => {
                        assert!(full.stats.nodes <= nodes, "{grid}: over {nodes} nodes");
                        assert_eq!(timed.report, full, "{grid}");
                        answered += 1;
                    }
                    None => {
                        assert!(full.stats.nodes > nodes, "{grid}: finishes in {nodes}");
                        handed += 1;
                    }
                }
            }
        }
        // Both ways are exercised.
        assert!(
            answered > 0 && handed > 0,
            "{answered} answered, {handed} handed off"
        );
    }

    /// The request's deadline bounds the attempt too: past it, nothing is
    /// answered inline.
    #[test]
    fn an_attempt_past_its_deadline_answers_nothing() {
        let easy = grids()[0];
        assert!(attempt(&easy, DEFAULT_NODES, later()).is_some());
        assert!(attempt(&easy, DEFAULT_NODES, Instant::now()).is_none());
    }
}
