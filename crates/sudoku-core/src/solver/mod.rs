//! The solver: finds a solution, or counts solutions up to a limit, under a
//! [`Budget`].
//!
//! [`solve`] is the entry point. A grid whose givens repeat a digit is
//! reported as [`Outcome::Conflicting`] (with every conflict) and never
//! searched.
//!
//! # The engine
//!
//! The design follows JCZSolve (as described in the sources of tdoku and of
//! the `sudoku` crate), in our own code. **Representation:** for each digit
//! and each band of three rows, one `u32` holds a 27-bit mask of the band's
//! cells where that digit is still possible (27 masks in all, plus per-band
//! masks of unsolved and bivalue cells); a search state is 240 bytes and is
//! copied on branching instead of being undone. **Propagation**, to a
//! fixpoint, works a whole digit-band at a time with table lookups computed
//! at compile time: the band's nine mini-rows (row × box) must form a
//! permutation, which one lookup turns into every pointing/claiming
//! (locked-candidate) elimination inside the band and a contradiction test;
//! a box confined to one column removes that column from the other two
//! bands; a forced mini-row in a one-column box is a placed digit (hidden
//! singles in rows and boxes), which is then cleared from the cell's other
//! digits. Only digit-bands that changed are revisited. Naked singles (and
//! empty cells) are found for 27 cells at once by counting candidates with
//! bit operations over the nine digit masks. **Branching:** on the bivalue
//! cell (found by the same counting pass; there almost always is one) that
//! sees the most unsolved cells, ties to the band with more bivalue cells,
//! else on the cell with the fewest candidates; the first digit is tried on
//! a copy, the last in place. **Cancellation:** the budget's deadline and
//! flag are polled every 256 nodes (a node costs well under a microsecond),
//! so a cancelled search returns within about a tenth of a millisecond of
//! compute; its node limit, if any, is compared at every node, so a search
//! never visits more nodes than it allows. `Stats` counts branch points (`guesses`) and propagated states
//! (`nodes`, including the root) exactly. The tables and the 27-bit masks
//! keep the work branch-light and portable. **Multiversioning:** the whole
//! solve (entering the givens, propagation and branching, all inlined) is
//! compiled twice, for the crate's target and, on x86_64, with the integer
//! part of x86-64-v3 (`popcnt`, BMI1/2, `lzcnt`, AVX2), where the hot
//! operations also take a hand-written form (`kernel.rs`: an
//! AVX2 compare for the changed subbands, `pext` for a band's triads, the
//! naked-singles count for the three bands at once in one SSE register). The
//! CPU is checked once per solve and the faster copy run (`engine.rs`).
//! Both give identical runs, which a test checks.

mod bands;
// The only modules allowed `unsafe`: the CPU-feature dispatch and the
// x86-64-v3 kernel (each block carries a SAFETY note).
#[allow(unsafe_code)]
mod engine;
#[allow(unsafe_code)]
mod kernel;
mod tables;

use super::budget::Budget;
use super::grid::Grid;
use super::rules::Conflict;

/// What to look for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Stop at the first solution; uniqueness is not checked.
    First,
    /// Count solutions, stopping once `limit` are found (a limit of 0 is
    /// taken as 1). `CountUpTo(2)` is the uniqueness check; see [`Mode::UNIQUE`].
    CountUpTo(u32),
}

impl Mode {
    /// Count to 2: tells a unique puzzle from one with several solutions.
    pub const UNIQUE: Mode = Mode::CountUpTo(2);

    fn limit(self) -> u32 {
        match self {
            Mode::First => 1,
            Mode::CountUpTo(n) => n.max(1),
        }
    }
}

/// Work done by one solve.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    /// Branch points taken: times the search had to try a value it could not
    /// deduce (0 for a puzzle solved by propagation alone).
    pub guesses: u64,
    /// Search nodes visited (states after propagation), including the root.
    pub nodes: u64,
}

/// How a solve ended. Every cause is explicit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The givens repeat a digit in some unit; nothing was searched.
    Conflicting(Vec<Conflict>),
    /// The givens are consistent but no completion exists.
    Unsolvable,
    /// [`Mode::First`]: a solution was found; uniqueness was not checked.
    Solved(Grid),
    /// Exactly one solution exists (the search was exhaustive).
    Unique(Grid),
    /// At least two solutions exist. `solution` is one of them; `found` is
    /// how many were found: exact when below the mode's limit, otherwise a
    /// lower bound (for [`Mode::UNIQUE`] it is 2, meaning "2 or more").
    Multiple {
        /// One of the solutions.
        solution: Grid,
        /// Solutions found before stopping.
        found: u32,
    },
    /// The budget ran out (deadline or cancel flag) before an answer: the
    /// search was not completed, whatever it had found so far (a count
    /// interrupted after some solutions is not reported as a count).
    Cancelled,
}

impl Outcome {
    /// A solution, when one was found.
    pub fn solution(&self) -> Option<&Grid> {
        match self {
            Outcome::Solved(g) | Outcome::Unique(g) => Some(g),
            Outcome::Multiple { solution, .. } => Some(solution),
            _ => None,
        }
    }
}

/// The outcome of a solve with the work it took. `O` is how it ended:
/// [`Outcome`] for [`solve`], or the outcome type of one mode for the typed
/// entry points ([`First`], [`Uniqueness`], [`Count`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report<O = Outcome> {
    /// How it ended.
    pub outcome: O,
    /// Guesses and nodes.
    pub stats: Stats,
}

/// How [`solve_first`] ended: a solution, or why there is none. Uniqueness
/// is not checked, so no variant claims it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum First {
    /// The givens repeat a digit in some unit; nothing was searched.
    Conflicting(Vec<Conflict>),
    /// The givens are consistent but no completion exists.
    Unsolvable,
    /// A solution (there may be others).
    Solved(Grid),
    /// The budget ran out before a solution was found.
    Cancelled,
}

/// How [`solve_unique`] ended: every answer a uniqueness check can give,
/// and only those.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Uniqueness {
    /// The givens repeat a digit in some unit; nothing was searched.
    Conflicting(Vec<Conflict>),
    /// The givens are consistent but no completion exists.
    Unsolvable,
    /// Exactly one solution exists (the search was exhaustive).
    Unique(Grid),
    /// Two or more solutions exist; this is one of them.
    Multiple(Grid),
    /// The budget ran out before the check finished.
    Cancelled,
}

/// How [`count_solutions`] ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Count {
    /// The givens repeat a digit in some unit; nothing was searched.
    Conflicting(Vec<Conflict>),
    /// The search was exhaustive and found `count` solutions (fewer than
    /// the limit; 0 when the puzzle is unsolvable), `solution` being one of
    /// them when there is one.
    Exactly {
        /// The exact number of solutions.
        count: u32,
        /// One solution, when `count > 0`.
        solution: Option<Grid>,
    },
    /// The search stopped at the limit: at least `count` solutions exist.
    AtLeast {
        /// The limit that was reached.
        count: u32,
        /// One of the solutions.
        solution: Grid,
    },
    /// The budget ran out before the count finished.
    Cancelled,
}

/// What the engine found, before it is read as one mode's outcome.
enum Found {
    Conflicting(Vec<Conflict>),
    /// Stopped by the budget: the engine only polls it while fewer than the
    /// limit of solutions are known, so no exact answer can be claimed.
    Cancelled,
    /// An exhaustive search (or one stopped at the limit): `found`
    /// solutions, `first` the first of them.
    Searched {
        first: Option<Grid>,
        found: u32,
    },
}

fn search(grid: &Grid, limit: u32, budget: &Budget) -> (Found, Stats) {
    // The engine enters the givens first and stops, having searched
    // nothing, if they conflict; only then are the conflicts listed.
    let run = engine::run(grid.cells(), limit, budget);
    if run.conflicting {
        let conflicts = grid.conflicts();
        let found = if conflicts.is_empty() {
            // Unreachable for a valid Grid; never claim a conflict that
            // cannot be shown.
            Found::Searched {
                first: None,
                found: 0,
            }
        } else {
            Found::Conflicting(conflicts)
        };
        return (found, Stats::default());
    }
    let stats = Stats {
        guesses: run.guesses,
        nodes: run.nodes,
    };
    if run.cancelled {
        return (Found::Cancelled, stats);
    }
    let first = run.first.map(|cells| {
        let mut g = Grid::EMPTY;
        for (i, &v) in cells.iter().enumerate() {
            g.set_index(i, v);
        }
        g
    });
    let found = match first {
        None => 0,
        Some(_) => run.found.max(1),
    };
    (Found::Searched { first, found }, stats)
}

/// Solves `grid` in `mode`, polling `budget` as it goes.
///
/// The general entry point; a caller that always uses one mode is better
/// served by [`solve_first`], [`solve_unique`] or [`count_solutions`], whose
/// outcomes hold only the answers that mode can give.
///
/// ```
/// use sudoku_core::{solve, Budget, Grid, Mode, Outcome};
/// let g: Grid = "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9"
///     .parse()
///     .unwrap();
/// let report = solve(&g, Mode::UNIQUE, &Budget::unlimited());
/// let Outcome::Unique(solution) = report.outcome else { panic!("not unique") };
/// assert!(solution.is_solved());
/// ```
pub fn solve(grid: &Grid, mode: Mode, budget: &Budget) -> Report {
    let limit = mode.limit();
    let (found, stats) = search(grid, limit, budget);
    let outcome = match found {
        Found::Conflicting(c) => Outcome::Conflicting(c),
        Found::Cancelled => Outcome::Cancelled,
        Found::Searched { first: None, .. } => Outcome::Unsolvable,
        Found::Searched { first: Some(g), .. } if limit == 1 => Outcome::Solved(g),
        Found::Searched {
            first: Some(g),
            found: 1,
        } => Outcome::Unique(g),
        Found::Searched {
            first: Some(g),
            found,
        } => Outcome::Multiple { solution: g, found },
    };
    Report { outcome, stats }
}

/// Finds one solution of `grid`, without checking uniqueness.
///
/// ```
/// use sudoku_core::{solve_first, Budget, First, Grid};
/// let g: Grid = ".".repeat(81).parse().unwrap();
/// let First::Solved(s) = solve_first(&g, &Budget::unlimited()).outcome else { panic!() };
/// assert!(s.is_solved());
/// ```
pub fn solve_first(grid: &Grid, budget: &Budget) -> Report<First> {
    let (found, stats) = search(grid, 1, budget);
    let outcome = match found {
        Found::Conflicting(c) => First::Conflicting(c),
        Found::Cancelled => First::Cancelled,
        Found::Searched { first: None, .. } => First::Unsolvable,
        Found::Searched { first: Some(g), .. } => First::Solved(g),
    };
    Report { outcome, stats }
}

/// Solves `grid` and tells whether its solution is unique (counts to 2).
///
/// ```
/// use sudoku_core::{solve_unique, Budget, Grid, Uniqueness};
/// let g: Grid = ".".repeat(81).parse().unwrap();
/// let report = solve_unique(&g, &Budget::unlimited());
/// assert!(matches!(report.outcome, Uniqueness::Multiple(_)));
/// ```
pub fn solve_unique(grid: &Grid, budget: &Budget) -> Report<Uniqueness> {
    let (found, stats) = search(grid, 2, budget);
    let outcome = match found {
        Found::Conflicting(c) => Uniqueness::Conflicting(c),
        Found::Cancelled => Uniqueness::Cancelled,
        Found::Searched { first: None, .. } => Uniqueness::Unsolvable,
        Found::Searched {
            first: Some(g),
            found: 1,
        } => Uniqueness::Unique(g),
        Found::Searched { first: Some(g), .. } => Uniqueness::Multiple(g),
    };
    Report { outcome, stats }
}

/// Counts the solutions of `grid`, stopping once `limit` are found (a
/// limit of 0 is taken as 1).
///
/// ```
/// use sudoku_core::{count_solutions, Budget, Count, Grid};
/// let g: Grid = ".".repeat(81).parse().unwrap();
/// let report = count_solutions(&g, 5, &Budget::unlimited());
/// assert!(matches!(report.outcome, Count::AtLeast { count: 5, .. }));
/// ```
pub fn count_solutions(grid: &Grid, limit: u32, budget: &Budget) -> Report<Count> {
    let limit = limit.max(1);
    let (found, stats) = search(grid, limit, budget);
    let outcome = match found {
        Found::Conflicting(c) => Count::Conflicting(c),
        Found::Cancelled => Count::Cancelled,
        Found::Searched {
            first: Some(solution),
            found,
        } if found >= limit => Count::AtLeast {
            count: found,
            solution,
        },
        Found::Searched { first, found } => Count::Exactly {
            count: found,
            solution: first,
        },
    };
    Report { outcome, stats }
}

impl Grid {
    /// Shorthand for [`solve_unique`] with no budget.
    pub fn solve_unique(&self) -> Uniqueness {
        solve_unique(self, &Budget::unlimited()).outcome
    }
}
