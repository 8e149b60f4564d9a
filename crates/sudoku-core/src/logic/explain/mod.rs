//! A step explained at three depths, as data and as text, for hints that
//! give away as little as the player wants:
//!
//! - **nudge**: where to look: a house or a few cells, never a digit.
//!   "Look at box 5."
//! - **hint**: what to look for: the technique and its pattern (digits,
//!   houses, pattern cells), never a result cell with its digit.
//!   "Look for an X-Wing on 3 in rows 2 and 7."
//! - **full**: the reasoning in plain words, then the result once.
//!
//! Each depth is a [`Message`]: an id and its parameters (cells, digits,
//! houses, the technique, a chain's walked clauses), built from the
//! [`Step`]'s fields and its [`Reason`](super::reason::Reason). The core
//! knows no language: the `sudoku-text` crate renders messages from its
//! catalogues (one per language), and a client may render them itself.
//!
//! | file | job |
//! |---|---|
//! | `mod.rs` | [`Message`], [`Value`], [`Focus`]; the messages of a step |
//! | `build.rs` | a step's three messages, per technique family |

mod build;

use super::reason::Clause;
use super::step::{Candidate, Step, Technique};
use crate::grid::Pos;
use crate::rules::Unit;

/// One parameter of a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// A technique.
    Technique(Technique),
    /// A digit, 1-9.
    Digit(u8),
    /// Digits, ascending or in the pattern's order.
    Digits(Vec<u8>),
    /// A cell.
    Cell(Pos),
    /// Cells.
    Cells(Vec<Pos>),
    /// A house.
    House(Unit),
    /// Houses.
    Houses(Vec<Unit>),
    /// Groups of cells: a strong-link chain's nodes, end to end.
    Groups(Vec<Vec<Pos>>),
    /// A chain's branches, each walked from its premise to its conclusion.
    Walks(Vec<Vec<Clause>>),
    /// A yes/no detail.
    Flag(bool),
    /// What the step places and removes.
    Result(Outcome),
}

/// What a step places and removes, removals grouped as a reader says
/// them: "remove 6 and 7 from r5c7", "remove 3 from r4c1 and r5c1".
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Outcome {
    /// Digits placed.
    pub placements: Vec<Candidate>,
    /// Candidates removed: each group removes every one of its digits
    /// from every one of its cells.
    pub removals: Vec<Removal>,
}

/// A group of removals: every digit from every cell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Removal {
    /// The digits, ascending.
    pub digits: Vec<u8>,
    /// The cells, in the step's order.
    pub cells: Vec<Pos>,
}

/// One depth of an explanation: a message id (documented in
/// `docs/api.md`) and its named parameters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// `nudge.houses`, `hint.fish`, `full.region_chain`, …
    pub id: &'static str,
    /// The parameters, by name.
    pub params: Vec<(&'static str, Value)>,
}

impl Message {
    fn new(id: &'static str) -> Message {
        Message {
            id,
            params: Vec::new(),
        }
    }

    fn with(mut self, name: &'static str, v: Value) -> Message {
        self.params.push((name, v));
        self
    }

    /// Every cell the message names (chains' clauses and groups included).
    pub fn named_cells(&self) -> Vec<Pos> {
        let mut out = Vec::new();
        for (_, v) in &self.params {
            match v {
                Value::Cell(p) => out.push(*p),
                Value::Cells(p) => out.extend_from_slice(p),
                Value::Groups(g) => g.iter().for_each(|x| out.extend_from_slice(x)),
                Value::Walks(w) => w.iter().flatten().for_each(|c| out.push(c.pos)),
                _ => {}
            }
        }
        out
    }

    /// Every house the message names.
    pub fn named_houses(&self) -> Vec<Unit> {
        let mut out = Vec::new();
        for (_, v) in &self.params {
            match v {
                Value::House(u) => out.push(*u),
                Value::Houses(u) => out.extend_from_slice(u),
                _ => {}
            }
        }
        out
    }

    /// Every digit the message names outside its chains and result.
    pub fn named_digits(&self) -> Vec<u8> {
        let mut out = Vec::new();
        for (_, v) in &self.params {
            match v {
                Value::Digit(d) => out.push(*d),
                Value::Digits(d) => out.extend_from_slice(d),
                _ => {}
            }
        }
        out
    }
}

/// A step's message at each depth.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Messages {
    /// Where to look.
    pub nudge: Message,
    /// What to look for.
    pub hint: Message,
    /// The reasoning and the result.
    pub full: Message,
}

/// What the nudge points at, for an app to highlight without reading
/// prose: every house and cell the nudge names.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Focus {
    /// Houses.
    pub houses: Vec<Unit>,
    /// Cells.
    pub cells: Vec<Pos>,
}

impl Messages {
    /// The houses and cells the nudge names.
    pub fn focus(&self) -> Focus {
        focus_of(&self.nudge)
    }
}

fn focus_of(nudge: &Message) -> Focus {
    Focus {
        houses: nudge.named_houses(),
        cells: nudge.named_cells(),
    }
}

impl Step {
    /// The step's three messages (see the [module](self) docs).
    pub fn messages(&self) -> Messages {
        build::messages(self)
    }

    /// What the step places and removes, removals grouped as a reader
    /// says them.
    pub fn outcome(&self) -> Outcome {
        build::outcome(self)
    }

    /// The houses and cells the nudge names (only the nudge is built).
    pub fn focus(&self) -> Focus {
        focus_of(&build::nudge(self))
    }
}
