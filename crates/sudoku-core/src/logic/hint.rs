//! Hints for a player: from the grid in front of them (and, optionally,
//! the puzzle's givens and their pencil marks), their mistakes or the next
//! logical step.
//!
//! # What a hint is
//!
//! 1. **The puzzle** is `givens` when given (every given must still be in
//!    the grid, else [`HintError::GivenNotKept`]), else the grid itself. It
//!    must have exactly one solution ([`HintError::Conflicting`],
//!    [`HintError::Unsolvable`], [`HintError::MultipleSolutions`]); only
//!    then are steps, uniqueness techniques included, sound.
//! 2. **Mistakes first**, against that solution: every digit of the grid
//!    that differs from it ([`Mistake::WrongDigit`]), every marked cell
//!    whose marks lack the solution's digit ([`Mistake::MissingCandidate`]),
//!    and every rule conflict of the grid ([`Mistake::Conflict`]). With any
//!    mistake, no step is given ([`Hint::Mistakes`]). (Without `givens`,
//!    the grid's digits are the puzzle, so only marks can be wrong.)
//! 3. A full grid without mistakes is [`Hint::Done`].
//! 4. Otherwise **the next step**, computed on *the player's candidates*:
//!    a marked cell has its marks, an unmarked cell every digit, each minus
//!    the digits already placed in its row, column and box. Marks on a
//!    filled cell and such stale marks are normal in a game; removing them
//!    changes nothing the player needs to see, so it is done silently.
//!    The step is the one SukakuExplainer's rater would take next on those
//!    candidates, in its producer order (close to easiest first). Since a
//!    technique only reports eliminations of candidates still present, a
//!    step whose only effect the player has already made (by any
//!    technique, in any order) is never given: every step places a digit
//!    or removes at least one of the player's candidates, and the player's
//!    own progress is kept rather than recomputed from the givens.
//! 5. When no implemented technique applies, or the budget runs out:
//!    [`Hint::Stuck`] with the reason.
//!
//! In [`HintMode::Placement`] (for players without pencil marks) step 4
//! answers [`Hint::Placement`] instead: the next step that places a digit,
//! with the elimination steps that lead to it ([`super::placement`]).
//! In [`Style::Learner`] the steps of 4 are the learner path's
//! ([`super::learner`]): HoDoKu's techniques and order instead of SE's.

use thiserror::Error;

use super::candidates::{bit, Candidates, ALL};
use super::learner::{next_step_in, Style};
use super::placement::{next_placement_in, Placement};
use super::rater::Incomplete;
use super::step::Step;
use crate::budget::Budget;
use crate::grid::{Grid, Pos, CELLS};
use crate::rules::Conflict;
use crate::solver::{solve_unique, Uniqueness};

/// A player's pencil marks: per cell a set of digits. A cell without marks
/// counts as having every candidate (see the [module](self) docs).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PencilMarks([u16; CELLS]);

impl Default for PencilMarks {
    fn default() -> Self {
        PencilMarks::NONE
    }
}

impl PencilMarks {
    /// No marks in any cell.
    pub const NONE: PencilMarks = PencilMarks([0; CELLS]);

    /// Marks from one mask per cell (bit `d - 1` for digit `d`). A bit
    /// beyond the nine digits is [`HintError::MarkOutOfRange`].
    pub fn from_masks(masks: [u16; CELLS]) -> Result<PencilMarks, HintError> {
        for (i, &m) in masks.iter().enumerate() {
            if m & !ALL != 0 {
                let digit = (16 - m.leading_zeros()) as u8;
                return Err(HintError::MarkOutOfRange {
                    pos: Pos::from_index(i),
                    digit,
                });
            }
        }
        Ok(PencilMarks(masks))
    }

    /// Sets the marks of one cell (replacing any), digits 1-9 in any order;
    /// repeats are harmless; no digits clears the cell's marks.
    pub fn set(&mut self, pos: Pos, digits: &[u8]) -> Result<(), HintError> {
        let mut m = 0u16;
        for &d in digits {
            if !(1..=9).contains(&d) {
                return Err(HintError::MarkOutOfRange { pos, digit: d });
            }
            m |= bit(d);
        }
        self.0[pos.index()] = m;
        Ok(())
    }

    /// The marks of one cell as a mask (0: no marks).
    pub fn mask(&self, pos: Pos) -> u16 {
        self.0[pos.index()]
    }

    /// Every cell's mask, in reading order.
    pub fn masks(&self) -> &[u16; CELLS] {
        &self.0
    }

    /// The marks of a candidate grid: each empty cell's candidates.
    pub fn of_candidates(c: &Candidates) -> PencilMarks {
        PencilMarks(std::array::from_fn(|i| c.cands(i)))
    }
}

/// Something the player got wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mistake {
    /// A digit in the grid that differs from the solution.
    WrongDigit {
        /// The cell.
        pos: Pos,
        /// The player's digit.
        digit: u8,
    },
    /// A marked cell whose marks lack its solution digit.
    MissingCandidate {
        /// The cell.
        pos: Pos,
        /// The solution's digit, missing from the marks.
        digit: u8,
    },
    /// A digit repeated in a row, column or box of the grid.
    Conflict(Conflict),
}

/// What to tell the player next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Hint {
    /// What is wrong, in the order wrong digits, missing candidates,
    /// conflicts; never empty.
    Mistakes(Vec<Mistake>),
    /// The next step on the player's candidates.
    Step(Step),
    /// The next step that places a digit, with the eliminations before it
    /// ([`HintMode::Placement`]).
    Placement(Placement),
    /// The grid is solved.
    Done,
    /// No step: no implemented technique applies, or the budget ran out.
    Stuck(Incomplete),
}

/// Which step a hint gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum HintMode {
    /// The next step, placement or elimination ([`Hint::Step`]).
    #[default]
    Step,
    /// The next step that places a digit, eliminations folded in
    /// ([`Hint::Placement`]).
    Placement,
}

impl HintMode {
    /// Every mode.
    pub(crate) const ALL: [HintMode; 2] = [HintMode::Step, HintMode::Placement];

    /// The stable id (`step`, `placement`).
    pub fn as_str(self) -> &'static str {
        match self {
            HintMode::Step => "step",
            HintMode::Placement => "placement",
        }
    }

    /// The mode of an id given by [`HintMode::as_str`].
    pub fn from_id(id: &str) -> Option<HintMode> {
        HintMode::ALL.into_iter().find(|m| m.as_str() == id)
    }
}

/// How a hint is chosen: which step ([`HintMode`]) along which path
/// ([`Style`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct HintOptions {
    /// The next step, or the next placement.
    pub mode: HintMode,
    /// SE's path or the learner's.
    pub style: Style,
}

/// Why no hint can be given.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum HintError {
    /// A given is missing from the grid or changed in it.
    #[error("the given {given} at r{}c{} is {}", .pos.row + 1, .pos.col + 1, found_text(*.found))]
    GivenNotKept {
        /// The cell.
        pos: Pos,
        /// The given.
        given: u8,
        /// What the grid holds there (0: empty).
        found: u8,
    },
    /// A pencil mark that is not a digit 1-9.
    #[error("the pencil mark {digit} at r{}c{} is not a digit 1-9", .pos.row + 1, .pos.col + 1)]
    MarkOutOfRange {
        /// The cell.
        pos: Pos,
        /// The mark (0 or above 9).
        digit: u8,
    },
    /// The puzzle's digits repeat in some house.
    #[error("the puzzle's digits conflict")]
    Conflicting(Vec<Conflict>),
    /// The puzzle has no solution.
    #[error("the puzzle has no solution")]
    Unsolvable,
    /// The puzzle has more than one solution: steps (and mistakes) are
    /// defined for a unique solution only.
    #[error("the puzzle has more than one solution")]
    MultipleSolutions,
}

fn found_text(found: u8) -> String {
    if found == 0 {
        "missing from the grid".to_owned()
    } else {
        format!("changed to {found} in the grid")
    }
}

/// The hint for a player's `grid`: see the [module](self) docs. `givens`
/// (the puzzle, when known) lets wrong digits be found; `marks` are the
/// player's pencil marks. The budget bounds the uniqueness check and the
/// step search.
pub fn hint(
    grid: &Grid,
    givens: Option<&Grid>,
    marks: Option<&PencilMarks>,
    budget: &Budget,
) -> Result<Hint, HintError> {
    hint_in_mode(grid, givens, marks, HintMode::Step, budget)
}

/// [`hint`] in a [`HintMode`]: in [`HintMode::Placement`] the step is the
/// next one that places a digit ([`Hint::Placement`]).
pub fn hint_in_mode(
    grid: &Grid,
    givens: Option<&Grid>,
    marks: Option<&PencilMarks>,
    mode: HintMode,
    budget: &Budget,
) -> Result<Hint, HintError> {
    let options = HintOptions {
        mode,
        style: Style::Se,
    };
    hint_with(grid, givens, marks, options, budget)
}

/// [`hint`] with its [`HintOptions`]: in [`Style::Learner`] the step is
/// the learner path's ([`super::learner`]).
pub fn hint_with(
    grid: &Grid,
    givens: Option<&Grid>,
    marks: Option<&PencilMarks>,
    options: HintOptions,
    budget: &Budget,
) -> Result<Hint, HintError> {
    let HintOptions { mode, style } = options;
    let puzzle = match givens {
        Some(g) => {
            for (i, (&given, &found)) in g.cells().iter().zip(grid.cells()).enumerate() {
                if given != 0 && given != found {
                    return Err(HintError::GivenNotKept {
                        pos: Pos::from_index(i),
                        given,
                        found,
                    });
                }
            }
            g
        }
        None => grid,
    };
    let solution = match solve_unique(puzzle, budget).outcome {
        Uniqueness::Unique(s) => s,
        Uniqueness::Conflicting(c) => return Err(HintError::Conflicting(c)),
        Uniqueness::Unsolvable => return Err(HintError::Unsolvable),
        Uniqueness::Multiple(_) => return Err(HintError::MultipleSolutions),
        Uniqueness::Cancelled => return Ok(Hint::Stuck(Incomplete::Budget)),
    };
    let marks = marks.unwrap_or(&PencilMarks::NONE);
    let mistakes = mistakes(grid, &solution, marks);
    if !mistakes.is_empty() {
        return Ok(Hint::Mistakes(mistakes));
    }
    if grid.cells().iter().all(|&v| v != 0) {
        return Ok(Hint::Done);
    }
    let c = Candidates::from_grid_and_marks(grid, marks.masks());
    if budget.is_exhausted() {
        return Ok(Hint::Stuck(Incomplete::Budget));
    }
    if mode == HintMode::Placement {
        return Ok(match next_placement_in(style, &c, budget) {
            Ok(p) => Hint::Placement(p),
            Err(why) => Hint::Stuck(why),
        });
    }
    Ok(match next_step_in(style, &c, budget) {
        Some(step) => Hint::Step(step),
        None if budget.is_exhausted() => Hint::Stuck(Incomplete::Budget),
        None => Hint::Stuck(Incomplete::Stuck),
    })
}

/// Wrong digits, missing candidates, conflicts, in that order.
fn mistakes(grid: &Grid, solution: &Grid, marks: &PencilMarks) -> Vec<Mistake> {
    let cells = grid.cells();
    let sol = solution.cells();
    let mut out = Vec::new();
    for i in 0..CELLS {
        if cells[i] != 0 && cells[i] != sol[i] {
            out.push(Mistake::WrongDigit {
                pos: Pos::from_index(i),
                digit: cells[i],
            });
        }
    }
    for (i, &m) in marks.masks().iter().enumerate() {
        if cells[i] == 0 && m != 0 && m & bit(sol[i]) == 0 {
            out.push(Mistake::MissingCandidate {
                pos: Pos::from_index(i),
                digit: sol[i],
            });
        }
    }
    out.extend(grid.conflicts().into_iter().map(Mistake::Conflict));
    out
}
