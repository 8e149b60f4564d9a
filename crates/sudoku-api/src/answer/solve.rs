//! The answers of `/solve` and `/validate`:
//! `{"solution","unique","stats":{"guesses","nodes","micros"}}` and
//! `{"valid","complete","solved","conflicts","solutions"}`. A batch item's
//! solution and stats have the same shapes ([`GridJson`], [`StatsJson`]).

use serde::Serialize;

use super::conflicts;
use super::grid::GridJson;
use super::verdict::Solutions;
use crate::sudoku::{Conflict, Stats};

/// Work done by a solve.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct StatsJson {
    /// Branch points taken (0 when propagation alone solved it).
    pub guesses: u64,
    /// Search nodes visited.
    pub nodes: u64,
    /// Solver time in microseconds (queueing and transport excluded).
    pub micros: u64,
}

impl StatsJson {
    /// From the core's stats and the measured solver time.
    pub fn new(stats: Stats, micros: u64) -> Self {
        StatsJson {
            guesses: stats.guesses,
            nodes: stats.nodes,
            micros,
        }
    }
}

/// `200` answer of `POST /solve`.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct SolveJson<'a> {
    /// A solution, in the request's representation.
    pub solution: GridJson<'a>,
    /// True when this is the only solution; false when at least two exist.
    pub unique: bool,
    /// Work done.
    pub stats: StatsJson,
}

/// `200` answer of `POST /validate`.
#[derive(Debug, Clone, Serialize)]
pub struct ValidateJson {
    /// No digit repeats in any unit.
    pub valid: bool,
    /// No empty cell.
    pub complete: bool,
    /// Valid and complete.
    pub solved: bool,
    /// Every violation, in the conflict shape.
    #[serde(serialize_with = "conflicts::serialize")]
    pub conflicts: Vec<Conflict>,
    /// For a valid grid, how many completions exist; `null` otherwise.
    pub solutions: Option<Solutions>,
}
