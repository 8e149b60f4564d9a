//! The one-line summaries printed on stderr at the end of a run, and the
//! counts behind them.

use std::fmt;
use std::time::Duration;

use crate::sudoku::logic::Rating;

/// The counts of one command's run: kept per chunk by the workers, merged
/// in order by the writer, printed at the end (through `Timed<Self>`'s
/// `Display`).
pub trait Tally: Send {
    /// Adds the counts of `other` (a later chunk) to these.
    fn merge(&mut self, other: &Self);
    /// True when the run deserves exit status 0.
    fn all_good(&self) -> bool;
}

/// Counts of a `solve` run.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SolveTally {
    /// Puzzle lines read (blank and comment lines excluded).
    pub puzzles: u64,
    /// Puzzles whose line is a solution.
    pub solved: u64,
    /// Puzzles proved to have exactly one solution.
    pub unique: u64,
    /// Puzzles with two or more solutions (printed as solved unless `--strict`).
    pub multiple: u64,
    /// Consistent givens, no solution.
    pub unsolvable: u64,
    /// Lines that are not a grid, or whose givens conflict.
    pub invalid: u64,
    /// Solves stopped without an answer (none without a time budget).
    pub cancelled: u64,
    /// False with `--mode first`: `unique`/`multiple` were not checked.
    pub uniqueness_checked: bool,
}

impl SolveTally {
    /// True when every puzzle got a solution line (exit status 0).
    pub fn all_solved(&self) -> bool {
        self.solved == self.puzzles
    }
}

impl Tally for SolveTally {
    fn merge(&mut self, o: &Self) {
        self.puzzles += o.puzzles;
        self.solved += o.solved;
        self.unique += o.unique;
        self.multiple += o.multiple;
        self.unsolvable += o.unsolvable;
        self.invalid += o.invalid;
        self.cancelled += o.cancelled;
    }

    fn all_good(&self) -> bool {
        self.all_solved()
    }
}

/// Puzzles per second, guarding against a zero duration.
fn rate(n: u64, wall: Duration) -> f64 {
    let secs = wall.as_secs_f64();
    if secs > 0.0 {
        n as f64 / secs
    } else {
        0.0
    }
}

/// A tally with the wall time of the run, ready to print.
pub struct Timed<T> {
    /// The counts.
    pub tally: T,
    /// Wall time of the whole run (reading, solving, writing).
    pub wall: Duration,
}

impl fmt::Display for Timed<SolveTally> {
    /// `1000 puzzles: 998 solved (997 unique, 1 multiple), 1 unsolvable, 1 invalid; 0.512 s, 1953 puzzles/s`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = &self.tally;
        let noun = if t.puzzles == 1 { "puzzle" } else { "puzzles" };
        write!(f, "{} {noun}: {} solved", t.puzzles, t.solved)?;
        if t.uniqueness_checked {
            write!(f, " ({} unique, {} multiple)", t.unique, t.multiple)?;
        } else {
            write!(f, " (uniqueness not checked)")?;
        }
        write!(f, ", {} unsolvable, {} invalid", t.unsolvable, t.invalid)?;
        if t.cancelled > 0 {
            write!(f, ", {} cancelled", t.cancelled)?;
        }
        write!(
            f,
            "; {:.3} s, {:.0} puzzles/s",
            self.wall.as_secs_f64(),
            rate(t.puzzles, self.wall)
        )
    }
}

/// Counts of a `validate` run.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ValidateTally {
    /// Grid lines read (blank and comment lines excluded).
    pub grids: u64,
    /// Grids obeying the rules.
    pub valid: u64,
    /// Valid and complete grids.
    pub solved: u64,
    /// Valid grids with exactly one completion.
    pub unique: u64,
    /// Valid grids with two or more completions.
    pub multiple: u64,
    /// Valid grids with no completion.
    pub no_solution: u64,
    /// Grids whose digits repeat in some unit.
    pub invalid: u64,
    /// Lines that are not a grid.
    pub unparsable: u64,
}

impl Tally for ValidateTally {
    fn merge(&mut self, o: &Self) {
        self.grids += o.grids;
        self.valid += o.valid;
        self.solved += o.solved;
        self.unique += o.unique;
        self.multiple += o.multiple;
        self.no_solution += o.no_solution;
        self.invalid += o.invalid;
        self.unparsable += o.unparsable;
    }

    /// Every grid is valid and has a completion.
    fn all_good(&self) -> bool {
        self.valid == self.grids && self.no_solution == 0
    }
}

impl fmt::Display for Timed<ValidateTally> {
    /// `1000 grids: 998 valid (3 solved; 996 unique, 1 multiple, 1 none), 1 invalid, 1 unparsable; 0.5 s, 2000 grids/s`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = &self.tally;
        let noun = if t.grids == 1 { "grid" } else { "grids" };
        write!(
            f,
            "{} {noun}: {} valid ({} solved; {} unique, {} multiple, {} none), {} invalid, {} unparsable; {:.3} s, {:.0} grids/s",
            t.grids,
            t.valid,
            t.solved,
            t.unique,
            t.multiple,
            t.no_solution,
            t.invalid,
            t.unparsable,
            self.wall.as_secs_f64(),
            rate(t.grids, self.wall)
        )
    }
}

/// Counts of a `grade` run.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GradeTally {
    /// Puzzle lines read (blank and comment lines excluded).
    pub puzzles: u64,
    /// Puzzles rated to the end.
    pub rated: u64,
    /// Ratings stopped by the per-puzzle budget.
    pub out_of_budget: u64,
    /// Ratings stopped because no implemented technique applies (or, which
    /// should not happen on a puzzle with one solution, a contradiction).
    pub stuck: u64,
    /// Lines that are not a grid, or whose givens conflict.
    pub invalid: u64,
    /// Consistent givens, no solution.
    pub unsolvable: u64,
    /// Two or more solutions: not rated, since the ladder assumes one.
    pub multiple: u64,
    /// Highest ER among complete ratings.
    pub max_er: Rating,
}

impl Tally for GradeTally {
    fn merge(&mut self, o: &Self) {
        self.puzzles += o.puzzles;
        self.rated += o.rated;
        self.out_of_budget += o.out_of_budget;
        self.stuck += o.stuck;
        self.invalid += o.invalid;
        self.unsolvable += o.unsolvable;
        self.multiple += o.multiple;
        self.max_er = self.max_er.max(o.max_er);
    }

    /// Every puzzle rated completely.
    fn all_good(&self) -> bool {
        self.rated == self.puzzles
    }
}

impl fmt::Display for Timed<GradeTally> {
    /// `1000 puzzles: 990 rated (hardest ER 9.0), 10 incomplete (8 budget, 2 stuck), 0 invalid, 0 unsolvable, 0 multiple; 2.000 s, 500 puzzles/s`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = &self.tally;
        let noun = if t.puzzles == 1 { "puzzle" } else { "puzzles" };
        write!(
            f,
            "{} {noun}: {} rated (hardest ER {}), {} incomplete ({} budget, {} stuck), {} invalid, {} unsolvable, {} multiple; {:.3} s, {:.0} puzzles/s",
            t.puzzles,
            t.rated,
            t.max_er,
            t.out_of_budget + t.stuck,
            t.out_of_budget,
            t.stuck,
            t.invalid,
            t.unsolvable,
            t.multiple,
            self.wall.as_secs_f64(),
            rate(t.puzzles, self.wall)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solve_summary_reads_well() {
        let tally = SolveTally {
            puzzles: 4,
            solved: 2,
            unique: 1,
            multiple: 1,
            unsolvable: 1,
            invalid: 1,
            cancelled: 0,
            uniqueness_checked: true,
        };
        let s = Timed {
            tally,
            wall: Duration::from_millis(500),
        }
        .to_string();
        assert_eq!(
            s,
            "4 puzzles: 2 solved (1 unique, 1 multiple), 1 unsolvable, 1 invalid; 0.500 s, 8 puzzles/s"
        );
        assert!(!tally.all_solved());
    }
}
