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
//! Every id a message can have is in [`MESSAGE_IDS`].
//!
//! | file | job |
//! |---|---|
//! | `mod.rs` | [`Message`], [`Value`], [`Focus`], [`MESSAGE_IDS`]; the messages of a step |
//! | `build.rs` | a step's three messages, per technique family |

mod build;

use super::reason::{Clause, Inner};
use super::step::{Candidate, Step, Technique};
use crate::grid::Pos;
use crate::rules::{Unit, UnitKind};
use crate::Digit;

/// Every id a [`Message`] built here can have, the one list of them: a
/// language's catalogue must say each (the `sudoku-text` completeness
/// test), and a debug build refuses to build a message of an id not
/// listed (a test checks that `build.rs` builds every id listed).
pub const MESSAGE_IDS: &[&str] = &[
    "nudge.houses",
    "nudge.cells",
    "nudge.bug",
    "nudge.grid",
    "hint.full_house",
    "hint.hidden_single",
    "hint.naked_single",
    "hint.direct_locking",
    "hint.direct_hidden_set",
    "hint.locked_candidates",
    "hint.subset",
    "hint.fish",
    "hint.wing",
    "hint.als_wing",
    "hint.colouring",
    "hint.strong_links",
    "hint.finned_fish",
    "hint.empty_rectangle",
    "hint.w_wing",
    "hint.als_xz",
    "hint.als_xy_wing",
    "hint.als_xy_chain",
    "hint.sue_de_coq",
    "hint.unique_rectangle",
    "hint.bug",
    "hint.aligned_pair",
    "hint.aligned_triple",
    "hint.region_chain",
    "hint.cell_chain",
    "hint.cycle",
    "hint.chain",
    "hint.then_place",
    "hint.technique",
    "full.full_house",
    "full.hidden_single",
    "full.naked_single",
    "full.direct_locking",
    "full.direct_hidden_set",
    "full.locked_candidates",
    "full.naked_subset",
    "full.hidden_subset",
    "full.fish",
    "full.wing",
    "full.als_wing",
    "full.als_wing_double",
    "full.simple_colouring",
    "full.multi_colouring",
    "full.strong_links",
    "full.finned_fish",
    "full.empty_rectangle",
    "full.w_wing",
    "full.als_xz",
    "full.als_xz_double",
    "full.als_xy_wing",
    "full.als_xy_chain",
    "full.sue_de_coq",
    "full.unique_rectangle",
    "full.bug1",
    "full.bug2",
    "full.aligned_pair",
    "full.aligned_triple",
    "full.cycle",
    "full.forcing_chain",
    "full.contradiction_chain",
    "full.double_chain",
    "full.cell_chain",
    "full.region_chain",
    "full.alternating_chain",
    "full.technique",
    // The uniqueness family's learner techniques (a type 5 says
    // `full.unique_rectangle`, as SE's type 2).
    "full.unique_rectangle_6",
    "full.hidden_rectangle",
];

/// One parameter of a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// A technique.
    Technique(Technique),
    /// A digit.
    Digit(Digit),
    /// Digits, ascending or in the pattern's order.
    Digits(Vec<Digit>),
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
    /// A nested chain's inner steps, which its clauses
    /// ([`Why::Nested`](super::reason::Why::Nested)) name by index.
    Inner(Vec<Inner>),
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
    pub digits: Vec<Digit>,
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
        debug_assert!(MESSAGE_IDS.contains(&id), "{id} is not in MESSAGE_IDS");
        Message {
            id,
            params: Vec::new(),
        }
    }

    fn with(mut self, name: &'static str, v: Value) -> Message {
        self.params.push((name, v));
        self
    }

    /// The parameter `name`, if present.
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.params.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    /// The technique parameter, if present.
    pub fn technique(&self) -> Option<Technique> {
        match self.get("technique") {
            Some(Value::Technique(t)) => Some(*t),
            _ => None,
        }
    }

    /// The digit `name` (the first of digits), `None` when absent.
    pub fn digit(&self, name: &str) -> Option<Digit> {
        match self.get(name) {
            Some(Value::Digit(d)) => Some(*d),
            Some(Value::Digits(d)) => d.first().copied(),
            _ => None,
        }
    }

    /// The digits `name` (one digit as a list), empty when absent.
    pub fn digits(&self, name: &str) -> Vec<Digit> {
        match self.get(name) {
            Some(Value::Digits(d)) => d.clone(),
            Some(Value::Digit(d)) => vec![*d],
            _ => Vec::new(),
        }
    }

    /// The cell `name` (the first of cells), r1c1 when absent.
    pub fn cell(&self, name: &str) -> Pos {
        match self.get(name) {
            Some(Value::Cell(p)) => *p,
            Some(Value::Cells(p)) => p.first().copied().unwrap_or(NO_CELL),
            _ => NO_CELL,
        }
    }

    /// The cells `name` (one cell as a list), empty when absent.
    pub fn cells(&self, name: &str) -> Vec<Pos> {
        match self.get(name) {
            Some(Value::Cells(p)) => p.clone(),
            Some(Value::Cell(p)) => vec![*p],
            _ => Vec::new(),
        }
    }

    /// The house `name` (the first of houses), box 1 when absent.
    pub fn house(&self, name: &str) -> Unit {
        match self.get(name) {
            Some(Value::House(u)) => *u,
            Some(Value::Houses(u)) => u.first().copied().unwrap_or(NO_HOUSE),
            _ => NO_HOUSE,
        }
    }

    /// The houses `name` (one house as a list), empty when absent.
    pub fn houses(&self, name: &str) -> Vec<Unit> {
        match self.get(name) {
            Some(Value::Houses(u)) => u.clone(),
            Some(Value::House(u)) => vec![*u],
            _ => Vec::new(),
        }
    }

    /// The groups of cells `name`, empty when absent.
    pub fn groups(&self, name: &str) -> Vec<Vec<Pos>> {
        match self.get(name) {
            Some(Value::Groups(g)) => g.clone(),
            _ => Vec::new(),
        }
    }

    /// The chain's walked branches (`walks`), empty when absent.
    pub fn walks(&self) -> Vec<Vec<Clause>> {
        match self.get("walks") {
            Some(Value::Walks(w)) => w.clone(),
            _ => Vec::new(),
        }
    }

    /// A nested chain's inner steps (`inner`), empty when absent.
    pub fn inner(&self) -> Vec<Inner> {
        match self.get("inner") {
            Some(Value::Inner(i)) => i.clone(),
            _ => Vec::new(),
        }
    }

    /// Whether the flag `name` is present and set.
    pub fn flag(&self, name: &str) -> bool {
        matches!(self.get(name), Some(Value::Flag(true)))
    }

    /// What the step places and removes (`result`), nothing when absent.
    pub fn result(&self) -> Outcome {
        match self.get("result") {
            Some(Value::Result(o)) => o.clone(),
            _ => Outcome::default(),
        }
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
                Value::Inner(i) => i.iter().for_each(|x| out.extend_from_slice(&x.cells)),
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
    pub fn named_digits(&self) -> Vec<Digit> {
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

/// A placeholder for a missing house parameter (never rendered by a
/// message built here).
const NO_HOUSE: Unit = Unit {
    kind: UnitKind::Box,
    index: 0,
};

/// A placeholder for a missing cell parameter.
const NO_CELL: Pos = Pos { row: 0, col: 0 };

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
/// prose: every house and cell the nudge names, and for a chain the cells
/// it runs through (the nudge says only where it starts).
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

    /// The step's hint message alone (a placement's hint starts from the
    /// first elimination it needs).
    pub fn hint_message(&self) -> Message {
        build::hint_of(self)
    }

    /// The step's full message alone (a placement's full text walks
    /// through each elimination it needs).
    pub fn full_message(&self) -> Message {
        build::full_of(self)
    }

    /// What the step places and removes, removals grouped as a reader
    /// says them.
    pub fn outcome(&self) -> Outcome {
        build::outcome(self)
    }

    /// Where a placement follows once the eliminations before it are
    /// made (`hint.then_place`): its technique and houses, never its
    /// cell; `more` when more than one elimination comes first.
    pub fn then_place(&self, more: bool) -> Message {
        build::then_place(self, more)
    }

    /// The houses and cells the nudge names (only the nudge is built).
    pub fn focus(&self) -> Focus {
        focus_of(&build::nudge(self))
    }
}

/// The cells of `u` a mask picks (bit `k`: its `k`-th cell), as
/// [`Why::LastInHouse`](super::reason::Why::LastInHouse) holds them.
pub fn masked_cells(u: Unit, mask: u16) -> Vec<Pos> {
    u.cells()
        .into_iter()
        .enumerate()
        .filter(|(k, _)| mask & (1 << k) != 0)
        .map(|(_, p)| p)
        .collect()
}

/// The digits a mask holds (bit `d - 1`: digit `d`), ascending.
pub fn masked_digits(mask: u16) -> Vec<u8> {
    (1..=9u8).filter(|d| mask & (1 << (d - 1)) != 0).collect()
}

#[cfg(test)]
mod tests {
    use super::MESSAGE_IDS;

    /// Every id listed is built somewhere in `build.rs`, and every id
    /// `build.rs` names is listed: the list is the ids the core builds.
    #[test]
    fn message_ids_are_the_ids_build_rs_builds() {
        let src = include_str!("build.rs");
        let mut named: Vec<&str> = src
            .split('"')
            .skip(1)
            .step_by(2)
            .filter(|s| {
                let (kind, rest) = s.split_once('.').unwrap_or(("", ""));
                matches!(kind, "nudge" | "hint" | "full")
                    && !rest.is_empty()
                    && rest
                        .bytes()
                        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
            })
            .collect();
        named.sort_unstable();
        named.dedup();
        let mut listed = MESSAGE_IDS.to_vec();
        listed.sort_unstable();
        let before = listed.len();
        listed.dedup();
        assert_eq!(listed.len(), before, "an id is listed twice");
        assert_eq!(named, listed);
    }
}
