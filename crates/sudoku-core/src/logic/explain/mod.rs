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

use super::reason::Clause;
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
/// prose: every house and cell the nudge names.
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

/// A placement's full text (`full`, in `lang`) with the elimination steps
/// taken before it folded in, for a player who keeps no pencil marks and
/// so never wrote those eliminations down: "After removing 4 from r2c3 and
/// r2c6 (X-Wing): …", "먼저 r2c3과 r2c6에서 4를 지웁니다(X-윙). 그러면 …".
pub(crate) fn after_removing(before: &[Step], full: &str, lang: Lang) -> String {
    let parts: Vec<String> = before
        .iter()
        .map(|s| {
            let o = build::outcome(s);
            let name = s.technique.name_in(lang);
            match lang {
                Lang::En => {
                    let t = en::outcome(&o);
                    format!("{} ({name})", t.strip_prefix("remove ").unwrap_or(&t))
                }
                Lang::Ko => {
                    let t = ko::outcome(&o);
                    format!(
                        "{} 지웁니다({name})",
                        t.strip_suffix(" 지웁니다").unwrap_or(&t)
                    )
                }
            }
        })
        .collect();
    match lang {
        Lang::En => format!("After removing {}: {full}", parts.join("; ")),
        Lang::Ko => format!("먼저 {}. 그러면 {full}", parts.join(". ")),
    }
}
