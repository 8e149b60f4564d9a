//! A solve's outcome as an answer: a solution, or a [`Failure`] with its
//! stable code and detail text.

use std::fmt;

use serde::Serialize;

use super::code::ErrorCode;
use super::conflicts::ConflictsSummary;
use crate::sudoku::{Conflict, First, Grid, Uniqueness};

/// Why a puzzle gets no solution in an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Failure<'a> {
    /// The givens repeat a digit; every conflict.
    Conflicting(&'a [Conflict]),
    /// The givens are consistent but no completion exists.
    Unsolvable,
    /// Two or more solutions where exactly one is required.
    MultipleSolutions,
    /// The solver's budget ran out before an answer.
    Cancelled,
}

impl<'a> Failure<'a> {
    /// The stable code.
    pub fn code(self) -> ErrorCode {
        match self {
            Failure::Conflicting(_) => ErrorCode::ConflictingGivens,
            Failure::Unsolvable => ErrorCode::Unsolvable,
            Failure::MultipleSolutions => ErrorCode::MultipleSolutions,
            Failure::Cancelled => ErrorCode::Timeout,
        }
    }

    /// What went wrong, as a sentence without the subject (the HTTP layer
    /// puts the field's path in front, the CLI the line number).
    pub fn detail(self) -> Detail<'a> {
        Detail(self)
    }

    /// The conflicts to list beside the detail, for conflicting givens.
    pub fn conflicts(self) -> Option<&'a [Conflict]> {
        match self {
            Failure::Conflicting(c) => Some(c),
            _ => None,
        }
    }
}

/// The detail text of a [`Failure`] (see [`Failure::detail`]).
#[derive(Debug, Clone, Copy)]
pub struct Detail<'a>(Failure<'a>);

impl fmt::Display for Detail<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Failure::Conflicting(c) => ConflictsSummary(c).fmt(f),
            Failure::Unsolvable => {
                f.write_str("the givens are consistent but the puzzle has no solution")
            }
            Failure::MultipleSolutions => f.write_str("the puzzle has more than one solution"),
            Failure::Cancelled => f.write_str("the solve did not finish within its time budget"),
        }
    }
}

/// What a solve answers: a solution or a failure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict<'a> {
    /// A solution; `unique` is `None` when uniqueness was not checked.
    Solution {
        /// The solution.
        grid: &'a Grid,
        /// `Some(true)`: the only one; `Some(false)`: one of several.
        unique: Option<bool>,
    },
    /// No solution in the answer, and why.
    Failure(Failure<'a>),
}

impl<'a> Verdict<'a> {
    /// The answer to a uniqueness check. With `strict`, several solutions
    /// are a [`Failure::MultipleSolutions`] instead of one of them.
    pub fn of_unique(outcome: &'a Uniqueness, strict: bool) -> Self {
        match outcome {
            Uniqueness::Unique(grid) => Verdict::Solution {
                grid,
                unique: Some(true),
            },
            Uniqueness::Multiple(_) if strict => Verdict::Failure(Failure::MultipleSolutions),
            Uniqueness::Multiple(grid) => Verdict::Solution {
                grid,
                unique: Some(false),
            },
            Uniqueness::Conflicting(c) => Verdict::Failure(Failure::Conflicting(c)),
            Uniqueness::Unsolvable => Verdict::Failure(Failure::Unsolvable),
            Uniqueness::Cancelled => Verdict::Failure(Failure::Cancelled),
        }
    }

    /// The answer to a search for one solution (uniqueness unknown).
    pub fn of_first(outcome: &'a First) -> Self {
        match outcome {
            First::Solved(grid) => Verdict::Solution { grid, unique: None },
            First::Conflicting(c) => Verdict::Failure(Failure::Conflicting(c)),
            First::Unsolvable => Verdict::Failure(Failure::Unsolvable),
            First::Cancelled => Verdict::Failure(Failure::Cancelled),
        }
    }
}

/// How many completions a valid grid has, counted to 2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Solutions {
    /// No completion.
    None,
    /// Exactly one.
    Unique,
    /// Two or more.
    Multiple,
}

impl Solutions {
    /// The count a uniqueness check found; `None` when it was cancelled
    /// before it could tell. Conflicting givens have no completion.
    pub fn of(outcome: &Uniqueness) -> Option<Solutions> {
        match outcome {
            Uniqueness::Unsolvable | Uniqueness::Conflicting(_) => Some(Solutions::None),
            Uniqueness::Unique(_) => Some(Solutions::Unique),
            Uniqueness::Multiple(_) => Some(Solutions::Multiple),
            Uniqueness::Cancelled => None,
        }
    }

    /// The name, as in JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Solutions::None => "none",
            Solutions::Unique => "unique",
            Solutions::Multiple => "multiple",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::{solve_unique, Budget};

    #[test]
    fn every_uniqueness_outcome_has_one_answer() {
        let empty = Grid::EMPTY;
        let multiple = solve_unique(&empty, &Budget::unlimited()).outcome;
        assert!(matches!(
            Verdict::of_unique(&multiple, false),
            Verdict::Solution {
                unique: Some(false),
                ..
            }
        ));
        let strict = Verdict::of_unique(&multiple, true);
        let Verdict::Failure(f) = strict else {
            panic!("{strict:?}")
        };
        assert_eq!(f.code(), ErrorCode::MultipleSolutions);
        assert_eq!(Solutions::of(&multiple), Some(Solutions::Multiple));
        assert_eq!(Solutions::of(&Uniqueness::Cancelled), None);
        assert_eq!(
            Failure::Unsolvable.detail().to_string(),
            "the givens are consistent but the puzzle has no solution"
        );
        assert_eq!(Failure::Cancelled.code(), ErrorCode::Timeout);
    }
}
