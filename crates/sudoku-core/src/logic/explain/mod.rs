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
//! [`Step`]'s fields and its [`Reason`](super::reason::Reason). Renderers
//! turn messages into text: [`en`] (English) and `ko` (Korean), from the
//! same messages; a client may render them itself. Texts use the players'
//! 1-based notation (`r3c5`, `row 3`, `box 5`).
//!
//! | file | job |
//! |---|---|
//! | `mod.rs` | [`Message`], [`Value`], [`Explanation`], [`Focus`]; the messages of a step |
//! | `build.rs` | a step's three messages, per technique family |
//! | `en.rs` | the English renderer |
//! | `ko.rs` | the Korean renderer |
//! | `names.rs` | the glossary of technique names, English and Korean |

mod build;
pub mod en;
pub(crate) mod ko;
mod names;

use super::reason::{Clause, Inner};
use super::step::{Candidate, Step, Technique};
use super::Lang;
use crate::grid::Pos;
use crate::rules::{Unit, UnitKind};

/// A step explained at three depths (see the [module](self) docs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// Where to look: a house or cells, without digit.
    pub nudge: String,
    /// What to look for: the technique, its digits, where.
    pub hint: String,
    /// The reasoning, then the result.
    pub full: String,
}

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

    /// The parameter `name`, if present.
    pub(crate) fn get(&self, name: &str) -> Option<&Value> {
        self.params.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    pub(crate) fn technique(&self) -> Option<Technique> {
        match self.get("technique") {
            Some(Value::Technique(t)) => Some(*t),
            _ => None,
        }
    }

    pub(crate) fn digit(&self, name: &str) -> u8 {
        match self.get(name) {
            Some(Value::Digit(d)) => *d,
            Some(Value::Digits(d)) => d.first().copied().unwrap_or(0),
            _ => 0,
        }
    }

    pub(crate) fn digits(&self, name: &str) -> Vec<u8> {
        match self.get(name) {
            Some(Value::Digits(d)) => d.clone(),
            Some(Value::Digit(d)) => vec![*d],
            _ => Vec::new(),
        }
    }

    pub(crate) fn cell(&self, name: &str) -> Pos {
        match self.get(name) {
            Some(Value::Cell(p)) => *p,
            Some(Value::Cells(p)) => p.first().copied().unwrap_or(NO_CELL),
            _ => NO_CELL,
        }
    }

    pub(crate) fn cells(&self, name: &str) -> Vec<Pos> {
        match self.get(name) {
            Some(Value::Cells(p)) => p.clone(),
            Some(Value::Cell(p)) => vec![*p],
            _ => Vec::new(),
        }
    }

    pub(crate) fn house(&self, name: &str) -> Unit {
        match self.get(name) {
            Some(Value::House(u)) => *u,
            Some(Value::Houses(u)) => u.first().copied().unwrap_or(NO_HOUSE),
            _ => NO_HOUSE,
        }
    }

    pub(crate) fn houses(&self, name: &str) -> Vec<Unit> {
        match self.get(name) {
            Some(Value::Houses(u)) => u.clone(),
            Some(Value::House(u)) => vec![*u],
            _ => Vec::new(),
        }
    }

    pub(crate) fn groups(&self, name: &str) -> Vec<Vec<Pos>> {
        match self.get(name) {
            Some(Value::Groups(g)) => g.clone(),
            _ => Vec::new(),
        }
    }

    pub(crate) fn walks(&self) -> Vec<Vec<Clause>> {
        match self.get("walks") {
            Some(Value::Walks(w)) => w.clone(),
            _ => Vec::new(),
        }
    }

    pub(crate) fn inner(&self) -> Vec<Inner> {
        match self.get("inner") {
            Some(Value::Inner(i)) => i.clone(),
            _ => Vec::new(),
        }
    }

    pub(crate) fn flag(&self, name: &str) -> bool {
        matches!(self.get(name), Some(Value::Flag(true)))
    }

    pub(crate) fn result(&self) -> Outcome {
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
    /// The three messages rendered in `lang`.
    pub fn render(&self, lang: Lang) -> Explanation {
        let render = match lang {
            Lang::En => en::render,
            Lang::Ko => ko::render,
        };
        Explanation {
            nudge: render(&self.nudge),
            hint: render(&self.hint),
            full: render(&self.full),
        }
    }

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

    /// The step at three depths, in `lang`.
    pub fn explain_in(&self, lang: Lang) -> Explanation {
        self.messages().render(lang)
    }

    /// The step at three depths, in English.
    pub fn explain(&self) -> Explanation {
        self.explain_in(Lang::En)
    }

    /// The houses and cells the nudge names (only the nudge is built).
    pub fn focus(&self) -> Focus {
        focus_of(&build::nudge(self))
    }
}

/// `row 3`, `column 5`, `box 2` (1-based).
pub(crate) fn unit_name(u: Unit) -> String {
    format!("{} {}", u.kind.as_str(), u.index + 1)
}

/// `r3c5` (1-based).
pub(crate) fn cell_name(p: Pos) -> String {
    format!("r{}c{}", p.row + 1, p.col + 1)
}

/// A chain text longer than this many characters is laid out as lines:
/// one paragraph per branch and the conclusion on its own line (a phone
/// screen shows about 600 characters of hint at once; past that a reader
/// needs the branches apart to find their place).
pub const LONG_TEXT: usize = 600;

/// Where a renderer allows a line break inside a long branch; `layout`
/// turns it into a newline and an indent, or removes it.
pub(crate) const BREAK: char = '\u{1}';

/// Joins a chain's branch texts and its conclusion (`sep` between
/// sentences): one paragraph up to [`LONG_TEXT`] characters, else each
/// branch and the conclusion on lines of their own, long branches broken
/// at their [`BREAK`]s into indented lines.
pub(crate) fn layout(branches: &[String], end: &str, sep: &str) -> String {
    let mut all: Vec<&str> = branches.iter().map(String::as_str).collect();
    all.push(end);
    let flat = all.join(sep).replace(BREAK, "");
    if flat.chars().count() <= LONG_TEXT {
        return flat;
    }
    all.join("\n").replace(BREAK, "\n ")
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
pub(crate) fn masked_digits(mask: u16) -> Vec<u8> {
    (1..=9u8).filter(|d| mask & (1 << (d - 1)) != 0).collect()
}

/// A placement's full text (`full`, in `lang`) after the elimination
/// steps it needs, each explained in full, numbered, in order, for a
/// player who keeps no pencil marks and so has none of them on the grid:
/// "Your grid does not show the eliminations this placement needs yet.
/// First:\n1. In rows 2 and 7, 4 can only be in …\nThen: …".
pub(crate) fn after_removing(before: &[&Step], full: &str, lang: Lang) -> String {
    let render = match lang {
        Lang::En => en::render,
        Lang::Ko => ko::render,
    };
    let steps: Vec<String> = before
        .iter()
        .enumerate()
        .map(|(i, s)| format!("{}. {}", i + 1, render(&build::full_of(s))))
        .collect();
    match lang {
        Lang::En => format!(
            "Your grid does not show the eliminations this placement needs yet. First:\n{}\nThen: {full}",
            steps.join("\n")
        ),
        Lang::Ko => format!(
            "연필 표시가 없는 판에는 이 배치에 필요한 지우기가 아직 보이지 않습니다. 먼저:\n{}\n그다음: {full}",
            steps.join("\n")
        ),
    }
}

/// A placement's hint when the grid lacks the eliminations it needs: the
/// first one's hint, then where the placement follows ("After it (and
/// further eliminations), look for a Hidden Single in box 1.").
pub(crate) fn before_hint(first: &Step, more: bool, place: &Step, lang: Lang) -> String {
    let render = match lang {
        Lang::En => en::render,
        Lang::Ko => ko::render,
    };
    let then = build::then_place(place, more);
    format!("{} {}", render(&build::hint_of(first)), render(&then))
}
