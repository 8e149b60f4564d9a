//! Human solving techniques and a SukakuExplainer-compatible difficulty
//! rating.
//!
//! | module | role |
//! |---|---|
//! | `houses` (internal) | static geometry: the 27 houses in SE's order, peers, combinations |
//! | [`candidates`] | [`Candidates`]: digits plus a candidate mask per cell, from givens or pencil marks |
//! | [`facts`] | [`Facts`]: every technique's id, SE name, family and rating range, in one table |
//! | [`step`] | [`Step`], [`Technique`], [`Family`], [`Rating`]: what a technique found |
//! | `technique` | the [`Technique`] enum itself, a file of its own so that `step` and `reason` can both name it (re-exported from [`step`]) |
//! | `techniques` (internal) | one file per family; each `find_*` returns the first step in SE's scan order |
//! | [`rater`] | [`rate`]: SE's `serate` loop, ER/EP/ED, histogram, budget-aware |
//! | [`learner`] | [`Style`]: the learner path, HoDoKu's techniques and order, beside SE's (never rated) |
//! | [`level`] | [`Level`]: named bands of the ER scale (`easy` … `extreme`) |
//! | [`reason`] | [`Reason`]: the pattern data a producer fills for its explanation (no prose) |
//! | [`explain`] | [`Messages`]: a step at three depths (nudge, hint, full) as language-free messages (ids and parameters; `sudoku-text` renders them) |
//! | [`hint`](mod@hint) | [`hint()`](fn@hint): the next step for a player's grid and pencil marks, or their mistakes |
//! | [`placement`] | [`Placement`]: the next step that places a digit, with the eliminations before it (players without marks) |
//! | [`catalogue`] | [`catalogue::Entry`]: per technique its rating range and level (from [`facts`]) and a worked example |
//!
//! ```
//! use sudoku_core::{logic, Budget, Grid};
//! let g: Grid = "..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2...."
//!     .parse()
//!     .unwrap();
//! let r = logic::rate(&g, &Budget::unlimited());
//! assert!(r.complete());
//! assert_eq!(r.triple(), "2.6/1.2/1.2");
//! ```

pub mod candidates;
pub mod catalogue;
pub mod explain;
pub mod facts;
pub mod hint;
pub(crate) mod houses;
pub mod learner;
pub mod level;
pub mod placement;
pub mod rater;
pub mod reason;
pub mod step;
mod technique;
pub(crate) mod techniques;

/// The technique engine's tests: hand-made positions, soundness, SE's ratings.
#[cfg(test)]
mod tests;

pub use candidates::{Candidates, CandidatesError};
pub use explain::{Focus, Message, Messages, Outcome, Removal, Value};
pub use facts::Facts;
pub use hint::{
    hint, hint_in_mode, hint_with, Hint, HintError, HintMode, HintOptions, Mistake, PencilMarks,
};
pub use learner::{next_step_in, rate_candidates_in, Style};
pub use level::Level;
pub use placement::{next_placement_in, next_placement_within, Placement};
pub use rater::{
    next_step, next_step_within, rate, rate_candidates, Incomplete, RatingReport, TechniqueCount,
};
pub use reason::{
    AlsSet, ChainKind, ChainReason, Clause, ColourCluster, Excluded, Inner, Reason, Unique, Why,
};
pub use step::{Candidate, Family, Link, Rating, Step, Technique};
