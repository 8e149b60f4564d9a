//! Grades and hints as the API shows them, written once for `/grade`,
//! `/hint` and the command line's `grade` and `hint`. Everything
//! serializes straight from the core's types (the core stays serde-free).
//! JSON coordinates are 0-based (`row`, `col`, `index`); the explanation
//! texts use the players' 1-based `r3c5` notation.
//!
//! - [`StepJson`]: `{"technique": {"id","name","family"}, "rating": 4.2,
//!   "cells": [{row,col}], "houses": [{"unit","index"}], "links": [{"from":
//!   {row,col,digit}, "to": {…}, "strong": bool}], "placements":
//!   [{row,col,digit}], "eliminations": [{row,col,digit}], "focus":
//!   {"houses","cells"}, "explanation": {"nudge","hint","full"},
//!   "messages": {"nudge","hint","full": {"id","params"}}}`; the texts
//!   and technique name in the language given ([`StepJson`]).
//! - [`GradeJson`]: `{"rating": {"er","ep","ed"}, "level": "hard"|null,
//!   "hardest": {"id","name","family"}|null, "techniques": [{"id","name",
//!   "count","max_rating"}], "steps": n, "complete": bool, "incomplete":
//!   null|"budget"|"stuck"}`, plus `"path": [step…]` when asked for, and
//!   with `"style": "learner"` a `"learner"` object: the learner path's
//!   `{"techniques","steps","complete","incomplete"}` (and its `"path"`);
//!   every other field stays SE's.
//! - [`HintJson`]: `{"kind": "mistakes", "mistakes": […]}`, `{"kind":
//!   "step", "step": {…}}` (in placement mode `{"kind": "step", "step":
//!   {…}, "before": [step…]}`: the placing step, its full text folding in
//!   the elimination steps of `before`), `{"kind": "done"}` or `{"kind": "stuck",
//!   "incomplete": "stuck"|"budget"}`; a mistake is `{"kind":
//!   "wrong_digit"|"missing_candidate", "row", "col", "digit"}` or
//!   `{"kind": "conflict", "unit", "index", "digit", "cells"}` (the
//!   conflict shape of `/validate`).
//!
//! [`HintProblem`] turns a [`HintError`] into its error code and detail.

use std::fmt;

use serde::ser::{Serialize, SerializeMap, SerializeStruct, Serializer};

use super::code::ErrorCode;
use super::conflicts::{CellJson, ConflictsJson};
use super::verdict::Failure;
use crate::sudoku::logic::{
    Candidate, Clause, Focus, Hint, HintError, Incomplete, Inner, Level, Link, Message, Messages,
    Mistake, Outcome, Placement, Rating, RatingReport, Removal, Step, Technique, TechniqueCount,
    Value, Why,
};
use crate::sudoku::{Conflict, Digit, Unit};
use crate::text::{explain, explain_placement, technique_name, Explanation, Language};

/// `{"id":"turbot_fish","name":"Turbot Fish","se_name":"2 Strong
/// links","family":"strong links"}`, the name in English.
#[derive(Debug, Clone, Copy)]
pub struct TechniqueJson(pub Technique);

impl Serialize for TechniqueJson {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        TechniqueJsonIn(self.0, Language::En).serialize(s)
    }
}

/// [`TechniqueJson`] with the name in a given language.
#[derive(Debug, Clone, Copy)]
pub struct TechniqueJsonIn(pub Technique, pub Language);

impl Serialize for TechniqueJsonIn {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let t = self.0;
        let mut st = s.serialize_struct("Technique", 4)?;
        st.serialize_field("id", t.id())?;
        st.serialize_field("name", technique_name(t, self.1))?;
        st.serialize_field("se_name", &t.se_name())?;
        st.serialize_field("family", t.family().as_str())?;
        st.end()
    }
}

/// A rating as a JSON number with one decimal (`4.2`).
#[derive(Debug, Clone, Copy)]
pub struct RatingJson(pub Rating);

impl Serialize for RatingJson {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(self.0.as_f64())
    }
}

struct CandidateJson(Candidate);

impl Serialize for CandidateJson {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Candidate", 3)?;
        st.serialize_field("row", &self.0.pos.row())?;
        st.serialize_field("col", &self.0.pos.col())?;
        st.serialize_field("digit", &self.0.digit.get())?;
        st.end()
    }
}

struct UnitJson(Unit);

impl Serialize for UnitJson {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("House", 2)?;
        st.serialize_field("unit", self.0.kind.as_str())?;
        st.serialize_field("index", &self.0.index)?;
        st.end()
    }
}

struct LinkJson(Link);

impl Serialize for LinkJson {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Link", 3)?;
        st.serialize_field("from", &CandidateJson(self.0.from))?;
        st.serialize_field("to", &CandidateJson(self.0.to))?;
        st.serialize_field("strong", &self.0.strong)?;
        st.end()
    }
}

/// Serializes a slice, each item through `wrap`.
struct Seq<'a, T, W>(&'a [T], fn(T) -> W);

impl<T: Copy, W: Serialize> Serialize for Seq<'_, T, W> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(|&x| (self.1)(x)))
    }
}

/// One step in the step shape (see the [module](self) docs), its texts and
/// technique name in the language given (the messages are the same in
/// every language).
#[derive(Debug, Clone, Copy)]
pub struct StepJson<'a>(pub &'a Step, pub Language);

impl Serialize for StepJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let m = self.0.messages();
        step_fields(self.0, self.1, &m, &explain(&m, self.1), s)
    }
}

/// A step with its messages (built once per step: the texts, the focus
/// and the `messages` field all come from them) and the explanation
/// given: its own, or a placement's with the eliminations before it
/// folded in.
fn step_fields<S: Serializer>(
    step: &Step,
    lang: Language,
    m: &Messages,
    e: &Explanation,
    s: S,
) -> Result<S::Ok, S::Error> {
    let focus = m.focus();
    let mut st = s.serialize_struct("Step", 10)?;
    st.serialize_field("technique", &TechniqueJsonIn(step.technique, lang))?;
    st.serialize_field("rating", &RatingJson(step.rating))?;
    st.serialize_field("cells", &Seq(&step.cells, CellJson))?;
    st.serialize_field("houses", &Seq(&step.houses, UnitJson))?;
    st.serialize_field("links", &Seq(&step.links, LinkJson))?;
    st.serialize_field("placements", &Seq(&step.placements, CandidateJson))?;
    st.serialize_field("eliminations", &Seq(&step.eliminations, CandidateJson))?;
    st.serialize_field("focus", &FocusJson(&focus))?;
    st.serialize_field("explanation", &ExplanationJson(e))?;
    st.serialize_field("messages", &MessagesJson(m))?;
    st.end()
}

/// `{"houses": [house…], "cells": [cell…]}`: what the nudge names.
struct FocusJson<'a>(&'a Focus);

impl Serialize for FocusJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Focus", 2)?;
        st.serialize_field("houses", &Seq(&self.0.houses, UnitJson))?;
        st.serialize_field("cells", &Seq(&self.0.cells, CellJson))?;
        st.end()
    }
}

/// `{"nudge": {"id", "params"}, "hint": …, "full": …}`.
struct MessagesJson<'a>(&'a Messages);

impl Serialize for MessagesJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Messages", 3)?;
        st.serialize_field("nudge", &MessageJson(&self.0.nudge))?;
        st.serialize_field("hint", &MessageJson(&self.0.hint))?;
        st.serialize_field("full", &MessageJson(&self.0.full))?;
        st.end()
    }
}

/// `{"id": "hint.fish", "params": {"technique": "x_wing", "digit": 3, …}}`.
struct MessageJson<'a>(&'a Message);

impl Serialize for MessageJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        struct Params<'a>(&'a [(&'static str, Value)]);
        impl Serialize for Params<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let mut m = s.serialize_map(Some(self.0.len()))?;
                for (name, v) in self.0 {
                    m.serialize_entry(name, &ValueJson(v))?;
                }
                m.end()
            }
        }
        let mut st = s.serialize_struct("Message", 2)?;
        st.serialize_field("id", self.0.id)?;
        st.serialize_field("params", &Params(&self.0.params))?;
        st.end()
    }
}

struct ValueJson<'a>(&'a Value);

impl Serialize for ValueJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Value::Technique(t) => s.serialize_str(t.id()),
            Value::Digit(d) => s.serialize_u8(d.get()),
            Value::Digits(d) => Seq(d, Digit::get).serialize(s),
            Value::Cell(p) => CellJson(*p).serialize(s),
            Value::Cells(p) => Seq(p, CellJson).serialize(s),
            Value::House(u) => UnitJson(*u).serialize(s),
            Value::Houses(u) => Seq(u, UnitJson).serialize(s),
            Value::Groups(g) => s.collect_seq(g.iter().map(|x| Seq(x, CellJson))),
            Value::Walks(w) => s.collect_seq(w.iter().map(|b| Seq(b, ClauseJson))),
            Value::Inner(i) => s.collect_seq(i.iter().map(InnerJson)),
            Value::Flag(b) => s.serialize_bool(*b),
            Value::Result(o) => OutcomeJson(o).serialize(s),
        }
    }
}

/// `{"row","col","digit","on": bool,"why": "assumed"|"link"|"house"|
/// "last_in_cell"|"last_in_house"|"nested"}`, plus `"house"` for `house`
/// and `last_in_house`, `"ruled_out"` (the digits, or the house's cells,
/// the chain removed first) for `last_in_cell` and `last_in_house`, and
/// `"inner"` (an index into the message's `inner` list) for `nested`.
struct ClauseJson(Clause);

impl Serialize for ClauseJson {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let c = self.0;
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("row", &c.pos.row())?;
        m.serialize_entry("col", &c.pos.col())?;
        m.serialize_entry("digit", &c.digit.get())?;
        m.serialize_entry("on", &c.on)?;
        let why = match c.why {
            Why::Assumed => "assumed",
            Why::Link => "link",
            Why::House(_) => "house",
            Why::LastInCell(_) => "last_in_cell",
            Why::LastInHouse(..) => "last_in_house",
            Why::Nested(_) => "nested",
        };
        m.serialize_entry("why", why)?;
        match c.why {
            Why::House(h) => m.serialize_entry("house", &UnitJson(h))?,
            Why::LastInHouse(h, mask) => {
                m.serialize_entry("house", &UnitJson(h))?;
                let cells = crate::sudoku::logic::explain::masked_cells(h, mask);
                m.serialize_entry("ruled_out", &Seq(&cells, CellJson))?;
            }
            Why::LastInCell(mask) => {
                let digits: Vec<u8> = (1..=9u8).filter(|d| mask & (1 << (d - 1)) != 0).collect();
                m.serialize_entry("ruled_out", &digits)?;
            }
            Why::Nested(k) => m.serialize_entry("inner", &k)?,
            Why::Assumed | Why::Link => {}
        }
        m.end()
    }
}

/// A nested chain's inner step: `{"technique","digits","houses","cells"}`.
struct InnerJson<'a>(&'a Inner);

impl Serialize for InnerJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let x = self.0;
        let mut st = s.serialize_struct("Inner", 4)?;
        st.serialize_field("technique", x.technique.id())?;
        st.serialize_field("digits", &x.digits)?;
        st.serialize_field("houses", &Seq(&x.houses, UnitJson))?;
        st.serialize_field("cells", &Seq(&x.cells, CellJson))?;
        st.end()
    }
}

/// `{"placements": [{row,col,digit}], "removals": [{"digits": [6, 7],
/// "cells": [{row,col}]}]}`.
struct OutcomeJson<'a>(&'a Outcome);

impl Serialize for OutcomeJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        struct RemovalJson<'a>(&'a Removal);
        impl Serialize for RemovalJson<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let mut st = s.serialize_struct("Removal", 2)?;
                st.serialize_field("digits", &Seq(&self.0.digits, Digit::get))?;
                st.serialize_field("cells", &Seq(&self.0.cells, CellJson))?;
                st.end()
            }
        }
        let mut st = s.serialize_struct("Outcome", 2)?;
        st.serialize_field("placements", &Seq(&self.0.placements, CandidateJson))?;
        st.serialize_field(
            "removals",
            &SeqRef(&self.0.removals, |r: &Removal| RemovalJson(r)),
        )?;
        st.end()
    }
}

/// Serializes a slice by reference, each item through `wrap`.
struct SeqRef<'a, T, W>(&'a [T], fn(&'a T) -> W);

impl<'a, T, W: Serialize> Serialize for SeqRef<'a, T, W> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(self.1))
    }
}

struct ExplanationJson<'a>(&'a Explanation);

impl Serialize for ExplanationJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Explanation", 3)?;
        st.serialize_field("nudge", &self.0.nudge)?;
        st.serialize_field("hint", &self.0.hint)?;
        st.serialize_field("full", &self.0.full)?;
        st.end()
    }
}

/// `"budget"` or `"stuck"` (a contradiction, which a unique puzzle never
/// reaches, counts as stuck).
pub fn incomplete_str(why: Incomplete) -> &'static str {
    match why {
        Incomplete::Budget => "budget",
        Incomplete::Stuck | Incomplete::Contradiction => "stuck",
    }
}

/// ER, EP and ED as shown. When the rating stopped early each is a lower
/// bound: EP is set at the first placement and ED at the first step, so
/// until then the hardest step so far bounds them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Triple {
    /// Hardest step.
    pub er: Rating,
    /// Hardest step up to the first placement.
    pub ep: Rating,
    /// First step.
    pub ed: Rating,
}

impl Triple {
    /// The triple of a report (lower bounds when it is incomplete).
    pub fn of(r: &RatingReport) -> Triple {
        let unset = |x: Rating| {
            if x == Rating(0) && !r.complete() {
                r.er
            } else {
                x
            }
        };
        Triple {
            er: r.er,
            ep: unset(r.ep),
            ed: unset(r.ed),
        }
    }
}

impl fmt::Display for Triple {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}/{}", self.er, self.ep, self.ed)
    }
}

impl Serialize for Triple {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Rating", 3)?;
        st.serialize_field("er", &RatingJson(self.er))?;
        st.serialize_field("ep", &RatingJson(self.ep))?;
        st.serialize_field("ed", &RatingJson(self.ed))?;
        st.end()
    }
}

/// An answer with the solver time (`micros`) after its fields, as `/grade`
/// and `/hint` answer.
#[derive(Debug, Clone, Copy, serde::Serialize)]
pub struct WithMicros<T: Serialize> {
    /// The answer's own fields.
    #[serde(flatten)]
    pub answer: T,
    /// Solver time in microseconds.
    pub micros: u64,
}

/// A rating in the grade shape (see the [module](self) docs); `path`
/// adds every step (the report must have been made keeping them).
#[derive(Debug, Clone, Copy)]
pub struct GradeJson<'a> {
    /// The rating.
    pub report: &'a RatingReport,
    /// The learner path, shown beside the rating when asked for.
    pub learner: Option<&'a RatingReport>,
    /// Whether to show `path`.
    pub path: bool,
    /// The language of the steps' texts.
    pub lang: Language,
}

impl GradeJson<'_> {
    /// The level of a complete rating (`None` when incomplete: ER is then
    /// only a lower bound).
    pub fn level(&self) -> Option<Level> {
        self.report
            .complete()
            .then(|| Level::for_er(self.report.er))
    }
}

impl Serialize for GradeJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let r = self.report;
        let mut st = s.serialize_struct("Grade", 9)?;
        st.serialize_field("rating", &Triple::of(r))?;
        st.serialize_field("level", &self.level().map(Level::as_str))?;
        let lang = self.lang;
        st.serialize_field("hardest", &r.hardest.map(|t| TechniqueJsonIn(t, lang)))?;
        path_fields(&mut st, r, self.path, lang)?;
        match self.learner {
            Some(l) => st.serialize_field("learner", &LearnerJson(l, self.path, lang))?,
            None => st.skip_field("learner")?,
        }
        st.end()
    }
}

/// The learner path in a grade: its steps without a rating of its own
/// (the grade's rating is SE's).
struct LearnerJson<'a>(&'a RatingReport, bool, Language);

impl Serialize for LearnerJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let LearnerJson(r, path, lang) = *self;
        let mut st = s.serialize_struct("LearnerPath", 5)?;
        path_fields(&mut st, r, path, lang)?;
        st.end()
    }
}

/// The fields a path gives, in the grade's order and in the learner
/// object's: `techniques`, `steps`, `complete`, `incomplete`, and `path`
/// when asked for.
fn path_fields<S: SerializeStruct>(
    st: &mut S,
    r: &RatingReport,
    path: bool,
    lang: Language,
) -> Result<(), S::Error> {
    let counts: Vec<_> = r
        .histogram
        .iter()
        .map(|&u| TechniqueCountJson(u, lang))
        .collect();
    st.serialize_field("techniques", &counts)?;
    st.serialize_field("steps", &r.steps)?;
    st.serialize_field("complete", &r.complete())?;
    st.serialize_field("incomplete", &r.incomplete.map(incomplete_str))?;
    if path {
        st.serialize_field("path", &StepsJson(&r.path, lang))
    } else {
        st.skip_field("path")
    }
}

struct StepsJson<'a>(&'a [Step], Language);

impl Serialize for StepsJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(|step| StepJson(step, self.1)))
    }
}

struct TechniqueCountJson(TechniqueCount, Language);

impl Serialize for TechniqueCountJson {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let u = self.0;
        let mut st = s.serialize_struct("TechniqueCount", 4)?;
        st.serialize_field("id", u.technique.id())?;
        st.serialize_field("name", technique_name(u.technique, self.1))?;
        st.serialize_field("count", &u.count)?;
        st.serialize_field("max_rating", &RatingJson(u.max_rating))?;
        st.end()
    }
}

/// A hint in the hint shape (see the [module](self) docs), its texts in
/// the language given.
#[derive(Debug, Clone, Copy)]
pub struct HintJson<'a>(pub &'a Hint, pub Language);

impl HintJson<'_> {
    /// The `kind` of the answer.
    pub fn kind(&self) -> &'static str {
        match self.0 {
            Hint::Mistakes(_) => "mistakes",
            Hint::Step(_) | Hint::Placement(_) => "step",
            Hint::Done => "done",
            Hint::Stuck(_) => "stuck",
        }
    }
}

impl Serialize for HintJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("kind", self.kind())?;
        match self.0 {
            Hint::Mistakes(list) => {
                m.serialize_entry("mistakes", &MistakesJson(list))?;
            }
            Hint::Step(step) => m.serialize_entry("step", &StepJson(step, self.1))?,
            Hint::Placement(p) => {
                m.serialize_entry("step", &PlacementJson(p, self.1))?;
                m.serialize_entry("before", &StepsJson(&p.before, self.1))?;
            }
            Hint::Done => {}
            Hint::Stuck(why) => m.serialize_entry("incomplete", incomplete_str(*why))?,
        }
        m.end()
    }
}

/// The placing step of a placement, its full text saying the eliminations
/// before it.
struct PlacementJson<'a>(&'a Placement, Language);

impl Serialize for PlacementJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let m = self.0.step.messages();
        step_fields(
            &self.0.step,
            self.1,
            &m,
            &explain_placement(self.0, &m, self.1),
            s,
        )
    }
}

struct MistakesJson<'a>(&'a [Mistake]);

impl Serialize for MistakesJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(MistakeJson))
    }
}

struct MistakeJson<'a>(&'a Mistake);

impl Serialize for MistakeJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (kind, pos, digit) = match self.0 {
            Mistake::WrongDigit { pos, digit } => ("wrong_digit", *pos, *digit),
            Mistake::MissingCandidate { pos, digit } => ("missing_candidate", *pos, *digit),
            Mistake::Conflict(c) => {
                // The conflict shape of `/validate`, with its kind first.
                let mut m = s.serialize_map(Some(5))?;
                m.serialize_entry("kind", "conflict")?;
                m.serialize_entry("unit", c.unit.kind.as_str())?;
                m.serialize_entry("index", &c.unit.index)?;
                m.serialize_entry("digit", &c.digit.get())?;
                m.serialize_entry("cells", &Seq(&c.cells, CellJson))?;
                return m.end();
            }
        };
        let mut st = s.serialize_struct("Mistake", 4)?;
        st.serialize_field("kind", kind)?;
        st.serialize_field("row", &pos.row())?;
        st.serialize_field("col", &pos.col())?;
        st.serialize_field("digit", &digit)?;
        st.end()
    }
}

/// A [`HintError`] as an error answer: its code, detail and (for
/// conflicting digits) the conflicts. A given missing from the grid is an
/// `invalid_grid` naming the cell; a pencil mark outside 1-9 an
/// `invalid_request` naming the cell; the puzzle's own faults have the
/// codes of `/solve` (`conflicting_givens`, `unsolvable`) and
/// `multiple_solutions`. The second field says whether the request sent
/// `givens`: without them the grid is the puzzle, and a fault of the grid
/// may be a player's digit, so the detail blames the grid's digits, not
/// "the givens".
#[derive(Debug, Clone, Copy)]
pub struct HintProblem<'a>(pub &'a HintError, pub bool);

impl<'a> HintProblem<'a> {
    /// The solve failure this error amounts to, if it is one.
    pub fn failure(self) -> Option<Failure<'a>> {
        match self.0 {
            HintError::Conflicting(c) => Some(Failure::Conflicting(c)),
            HintError::Unsolvable => Some(Failure::Unsolvable),
            HintError::MultipleSolutions => Some(Failure::MultipleSolutions),
            HintError::GivenNotKept { .. } | HintError::MarkOutOfRange { .. } => None,
        }
    }

    /// The stable code.
    pub fn code(self) -> ErrorCode {
        match self.0 {
            HintError::GivenNotKept { .. } => ErrorCode::InvalidGrid,
            HintError::MarkOutOfRange { .. } => ErrorCode::InvalidRequest,
            _ => self.failure().map_or(ErrorCode::Internal, Failure::code),
        }
    }

    /// The conflicts to list beside the detail.
    pub fn conflicts(self) -> Option<&'a [Conflict]> {
        self.failure().and_then(Failure::conflicts)
    }

    /// The conflicts in their JSON shape.
    pub fn conflicts_json(self) -> Option<ConflictsJson<'a>> {
        self.conflicts().map(ConflictsJson)
    }
}

impl fmt::Display for HintProblem<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.0, self.failure()) {
            // More digits never make more solutions: with or without
            // `givens`, the puzzle itself has several, and sending
            // `givens` would not help.
            (HintError::MultipleSolutions, _) if self.1 => f.write_str(
                "the puzzle has more than one solution; hints need a puzzle with exactly one",
            ),
            (HintError::MultipleSolutions, _) => f.write_str(
                "the grid has more than one solution; hints need a puzzle with exactly one",
            ),
            (HintError::Unsolvable, _) if !self.1 => f.write_str(
                "no solution fits the grid's digits: a digit placed in it is wrong, or the \
                 puzzle has no solution (send `givens` to have wrong digits pointed out)",
            ),
            (_, Some(failure)) => failure.detail().fmt(f),
            (e, None) => e.fmt(f),
        }
    }
}

/// The detail of a grading failure: the solve's, except that several
/// solutions are explained (ratings are defined for unique puzzles only).
#[derive(Debug, Clone, Copy)]
pub struct GradeDetail<'a>(pub Failure<'a>);

impl fmt::Display for GradeDetail<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Failure::MultipleSolutions => f.write_str(
                "the puzzle has more than one solution; ratings are defined for puzzles with exactly one",
            ),
            other => other.detail().fmt(f),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::logic::{hint, rate_candidates, Candidates, PencilMarks};
    use crate::sudoku::{Budget, Grid, Pos};
    use serde_json::{json, Value};

    const P: &str =
        "..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2....";

    #[test]
    fn grade_shape() {
        let g: Grid = P.parse().unwrap();
        let r = rate_candidates(Candidates::from_grid(&g), &Budget::unlimited(), true);
        let v = serde_json::to_value(GradeJson {
            learner: None,
            report: &r,
            path: false,
            lang: Language::En,
        })
        .unwrap();
        assert_eq!(v["rating"], json!({"er": 2.6, "ep": 1.2, "ed": 1.2}));
        assert_eq!(v["level"], "medium");
        assert_eq!(
            v["hardest"],
            json!({"id": "pointing", "name": "Pointing", "se_name": "Pointing", "family": "intersections"})
        );
        assert_eq!(v["complete"], true);
        assert_eq!(v["incomplete"], Value::Null);
        assert!(v.get("path").is_none());
        let t = v["techniques"].as_array().unwrap();
        let total: u64 = t.iter().map(|x| x["count"].as_u64().unwrap()).sum();
        assert_eq!(Some(total), v["steps"].as_u64());
        assert!(t
            .iter()
            .any(|x| x["id"] == "pointing" && x["max_rating"] == 2.6));
        let v = serde_json::to_value(GradeJson {
            learner: None,
            report: &r,
            path: true,
            lang: Language::En,
        })
        .unwrap();
        let path = v["path"].as_array().unwrap();
        assert_eq!(path.len() as u64, v["steps"].as_u64().unwrap());
        assert_eq!(path[0]["technique"]["family"], "singles");

        let mut cut = r.clone();
        cut.incomplete = Some(Incomplete::Budget);
        cut.ep = Rating(0);
        cut.ed = Rating(0);
        let v = serde_json::to_value(GradeJson {
            learner: None,
            report: &cut,
            path: false,
            lang: Language::En,
        })
        .unwrap();
        assert_eq!(v["level"], Value::Null);
        assert_eq!(v["incomplete"], "budget");
        assert_eq!(v["rating"]["ed"], 2.6);
    }

    #[test]
    fn hint_shapes() {
        let g: Grid = P.parse().unwrap();
        let h = hint(&g, Some(&g), None, &Budget::unlimited()).unwrap();
        let v = serde_json::to_value(HintJson(&h, Language::En)).unwrap();
        assert_eq!(v["kind"], "step");
        let step = &v["step"];
        for key in [
            "technique",
            "rating",
            "cells",
            "houses",
            "links",
            "placements",
            "eliminations",
            "focus",
            "explanation",
            "messages",
        ] {
            assert!(step.get(key).is_some(), "{key} in {step}");
        }
        // The nudge's houses are the focus; the messages are the same in
        // every language, the texts are not.
        assert_eq!(
            step["focus"]["houses"],
            step["messages"]["nudge"]["params"]["houses"]
        );
        let Hint::Step(s) = &h else { panic!("a step") };
        let ko = serde_json::to_value(StepJson(s, Language::Ko)).unwrap();
        assert_eq!(ko["messages"], step["messages"]);
        assert_ne!(ko["explanation"]["full"], step["explanation"]["full"]);
        assert!(ko["explanation"]["nudge"]
            .as_str()
            .unwrap()
            .ends_with("보세요."));
        assert!(step["rating"].is_f64());
        assert!(step["houses"][0]["unit"].is_string());
        let p = &step["placements"][0];
        assert!(p["row"].as_u64().unwrap() < 9 && p["digit"].as_u64().unwrap() >= 1);
        for depth in ["nudge", "hint", "full"] {
            assert!(!step["explanation"][depth].as_str().unwrap().is_empty());
        }

        // A wrong digit, a missing candidate and the conflict they make.
        let mut cells = *g.cells();
        cells[0] = 3; // 3 is given at r1c3
        let bad = Grid::from_cells(cells).unwrap();
        let mut marks = PencilMarks::NONE;
        marks.set(Pos::new(0, 1).unwrap(), &[9]).unwrap();
        let h = hint(&bad, Some(&g), Some(&marks), &Budget::unlimited()).unwrap();
        let v = serde_json::to_value(HintJson(&h, Language::En)).unwrap();
        assert_eq!(v["kind"], "mistakes");
        let m = v["mistakes"].as_array().unwrap();
        assert_eq!(
            m[0],
            json!({"kind": "wrong_digit", "row": 0, "col": 0, "digit": 3})
        );
        assert_eq!(m[1]["kind"], "missing_candidate");
        assert_eq!(
            (m[1]["row"].as_u64(), m[1]["col"].as_u64()),
            (Some(0), Some(1))
        );
        assert!(m[2..].iter().all(|c| c["kind"] == "conflict"
            && c["digit"] == 3
            && c["cells"].as_array().unwrap().len() == 2));

        let v = serde_json::to_value(HintJson(&Hint::Done, Language::En)).unwrap();
        assert_eq!(v, json!({"kind": "done"}));
        let v =
            serde_json::to_value(HintJson(&Hint::Stuck(Incomplete::Budget), Language::En)).unwrap();
        assert_eq!(v, json!({"kind": "stuck", "incomplete": "budget"}));
    }

    #[test]
    fn hint_errors_have_codes_and_details() {
        let e = HintError::GivenNotKept {
            pos: Pos::new(0, 2).unwrap(),
            given: 3,
            found: 0,
        };
        assert_eq!(HintProblem(&e, true).code(), ErrorCode::InvalidGrid);
        assert_eq!(
            HintProblem(&e, true).to_string(),
            "the given 3 at r1c3 is missing from the grid"
        );
        let e = HintError::MarkOutOfRange {
            pos: Pos::new(8, 8).unwrap(),
            digit: 0,
        };
        assert_eq!(HintProblem(&e, true).code(), ErrorCode::InvalidRequest);
        let e = HintError::MultipleSolutions;
        assert_eq!(HintProblem(&e, true).code(), ErrorCode::MultipleSolutions);
        // Neither wording asks for `givens`: they would not help.
        assert!(!HintProblem(&e, true).to_string().contains("givens"));
        assert!(!HintProblem(&e, false).to_string().contains("givens"));
        assert!(HintProblem(&e, false)
            .to_string()
            .starts_with("the grid has"));
        let e = HintError::Unsolvable;
        assert!(HintProblem(&e, true).to_string().contains("the givens"));
        let without = HintProblem(&e, false).to_string();
        assert!(!without.contains("the givens") && without.contains("wrong"));
        let g: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
        let e = HintError::Conflicting(g.conflicts());
        assert_eq!(HintProblem(&e, true).code(), ErrorCode::ConflictingGivens);
        assert_eq!(HintProblem(&e, true).conflicts().map(<[_]>::len), Some(2));
        assert!(GradeDetail(Failure::MultipleSolutions)
            .to_string()
            .contains("exactly one"));
    }
}
