//! A core [`Message`] as text: its parameters turned into Fluent
//! arguments, the message formatted from the language's catalogue.
//!
//! Each parameter becomes one or more arguments of the same name
//! (documented in `locales/README.md`):
//!
//! | value | arguments |
//! |---|---|
//! | technique | `$technique` (its name), `$technique-id` |
//! | digit | `$name` (a number, for selectors) |
//! | digits, cells | `$name` (listed with "and"), `$name-or`, `$name-count` |
//! | house | `$name`, `$name-kind` (`row`, `column`, `box`), `$name-n` (1-9) |
//! | houses | `$name`, `$name-count`, `$name-kind` (of the first) |
//! | flag | `$name`: `yes` or `no` |
//! | result | `$result`: what the step places and removes |
//!
//! Structures a catalogue cannot walk (a chain's branches, a strong-link
//! chain's nodes, lists) are built here from small messages of the
//! catalogue (`chain-step`, `links-step`, `list-and`, …), so their words
//! stay in the `.ftl` files.

use fluent_bundle::FluentArgs;
use sudoku_core::logic::{Clause, Message, Outcome, Step, Technique, Value, Why};
use sudoku_core::rules::{Unit, UnitKind};
use sudoku_core::Pos;

use crate::catalogue::{Catalogue, TextError};

/// A chain branch longer than this many clauses is told by its first and
/// last [`KEEP`] clauses and the number left out: a reader follows a few
/// dozen links, not hundreds, and the whole chain is in the step's
/// `links`.
pub const MAX_CLAUSES: usize = 40;
/// Clauses kept at each end of a branch cut by [`MAX_CLAUSES`].
pub const KEEP: usize = 15;

type R<T> = Result<T, TextError>;

fn yes(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

fn kind(k: UnitKind) -> &'static str {
    match k {
        UnitKind::Row => "row",
        UnitKind::Column => "column",
        UnitKind::Box => "box",
    }
}

/// The Fluent id of a core message id: `hint.fish` → `hint-fish`.
pub(crate) fn fluent_id(id: &str) -> String {
    id.replace('.', "-")
}

impl Catalogue {
    pub(crate) fn cell(&self, p: Pos) -> String {
        self.cells
            .get(usize::from(p.row) * 9 + usize::from(p.col))
            .cloned()
            .unwrap_or_default()
    }

    pub(crate) fn house(&self, u: Unit) -> String {
        let base = match u.kind {
            UnitKind::Row => 0,
            UnitKind::Column => 9,
            UnitKind::Box => 18,
        };
        self.houses
            .get(base + usize::from(u.index))
            .cloned()
            .unwrap_or_default()
    }

    pub(crate) fn name(&self, t: Technique) -> &str {
        Technique::ALL
            .iter()
            .position(|&x| x == t)
            .and_then(|i| self.names.get(i))
            .map_or("", String::as_str)
    }

    /// Items joined by the catalogue's list message `kind` (`list-and`,
    /// `list-or`, …), folded one item at a time so a language can attach
    /// a particle to the item before.
    pub(crate) fn list(&self, kind: &str, items: &[String]) -> R<String> {
        let Some((first, rest)) = items.split_first() else {
            return Ok(String::new());
        };
        let mut acc = first.clone();
        for (i, item) in rest.iter().enumerate() {
            let mut a = FluentArgs::new();
            a.set("acc", acc);
            a.set("item", item.as_str());
            a.set("last", yes(i + 1 == rest.len()));
            a.set("count", items.len());
            acc = self.format(kind, &a)?;
        }
        Ok(acc)
    }

    fn cells_list(&self, kind: &str, cells: &[Pos]) -> R<String> {
        let names: Vec<String> = cells.iter().map(|&p| self.cell(p)).collect();
        self.list(kind, &names)
    }

    fn digits_list(&self, kind: &str, digits: &[u8]) -> R<String> {
        let names: Vec<String> = digits.iter().map(u8::to_string).collect();
        self.list(kind, &names)
    }

    /// Houses: `houses-of-kind` for several of one kind (English says
    /// "rows 2 and 7"), else each named.
    fn houses_list(&self, units: &[Unit]) -> R<String> {
        let names: Vec<String> = units.iter().map(|&u| self.house(u)).collect();
        let named = self.list("list-and", &names)?;
        match units.first() {
            Some(first) if units.len() > 1 && units.iter().all(|u| u.kind == first.kind) => {
                let numbers: Vec<String> =
                    units.iter().map(|u| (u.index + 1).to_string()).collect();
                let mut a = FluentArgs::new();
                a.set("kind", kind(first.kind));
                a.set("numbers", self.list("list-and", &numbers)?);
                a.set("houses", named);
                self.format("houses-of-kind", &a)
            }
            _ => Ok(named),
        }
    }

    /// What a step places and removes (`result`).
    pub(crate) fn outcome(&self, o: &Outcome) -> R<String> {
        let placements = o
            .placements
            .iter()
            .map(|p| {
                let mut a = FluentArgs::new();
                a.set("cell", self.cell(p.pos));
                a.set("digit", p.digit);
                self.format("result-placement", &a)
            })
            .collect::<R<Vec<_>>>()?;
        let removals = self.removals(o)?;
        let what = match (placements.is_empty(), o.removals.is_empty()) {
            (false, true) => "placements",
            (true, false) => "removals",
            (false, false) => "both",
            (true, true) => "none",
        };
        let mut a = FluentArgs::new();
        a.set("what", what);
        a.set("placements", self.list("list-placements", &placements)?);
        a.set("removals", removals);
        self.format("result", &a)
    }

    /// The removals alone, without the verb: "6 and 7 from r5c7".
    pub(crate) fn removals(&self, o: &Outcome) -> R<String> {
        let groups = o
            .removals
            .iter()
            .map(|r| {
                let mut a = FluentArgs::new();
                a.set("digits", self.digits_list("list-and", &r.digits)?);
                a.set("digits-count", r.digits.len());
                a.set("cells", self.cells_list("list-and", &r.cells)?);
                a.set("cells-count", r.cells.len());
                self.format("result-removal", &a)
            })
            .collect::<R<Vec<_>>>()?;
        self.list("list-removals", &groups)
    }

    /// A clause's arguments: `cell`, `digit`, `on`, `why` (`assumed`,
    /// `link`, `cell`, `house`, `nested`) and, for `house`, `house`.
    fn clause_args(&self, c: &Clause, with_why: bool) -> FluentArgs<'static> {
        let mut a = FluentArgs::new();
        a.set("cell", self.cell(c.pos));
        a.set("digit", c.digit);
        a.set("on", yes(c.on));
        let why = if with_why { c.why } else { Why::Link };
        let name = match why {
            Why::Assumed => "assumed",
            Why::Link => "link",
            Why::LastInCell => "cell",
            Why::LastInHouse(h) => {
                a.set("house", self.house(h));
                "house"
            }
            Why::Nested => "nested",
        };
        a.set("why", name);
        a
    }

    /// Each branch of a chain walked (`walks`); a branch that starts as
    /// the first one does goes on from where they part (`chain-also`).
    fn walks(&self, w: &[Vec<Clause>]) -> R<String> {
        let mut out = Vec::new();
        for (i, b) in w.iter().enumerate() {
            let k = if i == 0 { 0 } else { shared(&w[0], b) };
            if k >= 2 && k < b.len() {
                let lead = self.format("chain-also", &self.clause_args(&b[k - 1], false))?;
                out.push(self.walk_on(lead, &b[k..])?);
            } else if let Some((first, rest)) = b.split_first() {
                let lead = self.format("chain-if", &self.clause_args(first, true))?;
                out.push(self.walk_on(lead, rest)?);
            }
        }
        self.list("list-walks", &out)
    }

    /// `lead`, then each clause of `rest` (`chain-step`), cut in the middle
    /// past [`MAX_CLAUSES`] (`chain-skip`), then `chain-end`.
    fn walk_on(&self, lead: String, rest: &[Clause]) -> R<String> {
        let (head, skipped, tail): (&[Clause], usize, &[Clause]) = if rest.len() > MAX_CLAUSES {
            (
                &rest[..KEEP],
                rest.len() - 2 * KEEP,
                &rest[rest.len() - KEEP..],
            )
        } else {
            (rest, 0, &[])
        };
        let count = head.len() + usize::from(skipped > 0) + tail.len();
        let mut out = lead;
        let mut nth = 0;
        let step = |a: &mut FluentArgs, nth: &mut usize| {
            a.set("nth", if *nth == 0 { "first" } else { "other" });
            a.set("end", yes(*nth + 1 == count));
            *nth += 1;
        };
        for c in head {
            let mut a = self.clause_args(c, true);
            step(&mut a, &mut nth);
            out.push_str(&self.format("chain-step", &a)?);
        }
        if skipped > 0 {
            let mut a = FluentArgs::new();
            a.set("count", skipped);
            step(&mut a, &mut nth);
            out.push_str(&self.format("chain-skip", &a)?);
        }
        for c in tail {
            let mut a = self.clause_args(c, true);
            step(&mut a, &mut nth);
            out.push_str(&self.format("chain-step", &a)?);
        }
        out.push_str(&self.format("chain-end", &FluentArgs::new())?);
        Ok(out)
    }

    /// A strong-link node's arguments: `node` (one cell, or a group
    /// "r1c2 or r1c3"), `node-nor`, `node-count`.
    fn node_args(&self, g: &[Pos], a: &mut FluentArgs) -> R<()> {
        a.set("node", self.cells_list("list-or", g)?);
        a.set("node-nor", self.cells_list("list-nor", g)?);
        a.set("node-count", g.len());
        Ok(())
    }

    /// A strong-link chain walked: `links-start`, then a `links-step` per
    /// link.
    fn links(&self, m: &Message, digit: u8) -> R<String> {
        let nodes = groups(m, "nodes");
        let strong = houses(m, "strong");
        let weak = houses(m, "weak");
        let Some(first) = nodes.first() else {
            return Ok(String::new());
        };
        let mut a = FluentArgs::new();
        a.set("digit", digit);
        self.node_args(first, &mut a)?;
        let mut out = self.format("links-start", &a)?;
        let steps = nodes.len().saturating_sub(1);
        for (k, pair) in nodes.windows(2).enumerate() {
            let mut a = FluentArgs::new();
            a.set("digit", digit);
            self.node_args(&pair[1], &mut a)?;
            a.set("nth", if k == 0 { "first" } else { "other" });
            a.set("end", yes(k + 1 == steps));
            let (ty, h) = if k % 2 == 0 {
                ("strong", strong.get(k / 2))
            } else {
                ("weak", weak.get(k / 2))
            };
            a.set("type", ty);
            if let Some(&h) = h {
                a.set("house", self.house(h));
                a.set("house-kind", kind(h.kind));
            }
            out.push_str(&self.format("links-step", &a)?);
        }
        Ok(out)
    }

    /// The arguments of a message: its parameters (see the
    /// [module](self) docs) and what its id derives from them.
    fn args(&self, m: &Message) -> R<FluentArgs<'static>> {
        let mut a = FluentArgs::new();
        for (name, v) in &m.params {
            let name = *name;
            match v {
                Value::Technique(t) => {
                    a.set(name, self.name(*t).to_owned());
                    a.set(format!("{name}-id"), t.id());
                }
                Value::Digit(d) => a.set(name, *d),
                Value::Digits(d) => {
                    a.set(name, self.digits_list("list-and", d)?);
                    a.set(format!("{name}-or"), self.digits_list("list-or", d)?);
                    a.set(format!("{name}-count"), d.len());
                }
                Value::Cell(p) => a.set(name, self.cell(*p)),
                Value::Cells(c) => {
                    a.set(name, self.cells_list("list-and", c)?);
                    a.set(format!("{name}-or"), self.cells_list("list-or", c)?);
                    a.set(format!("{name}-count"), c.len());
                }
                Value::House(u) => {
                    a.set(name, self.house(*u));
                    a.set(format!("{name}-kind"), kind(u.kind));
                    a.set(format!("{name}-n"), u.index + 1);
                }
                Value::Houses(u) => {
                    a.set(name, self.houses_list(u)?);
                    a.set(format!("{name}-count"), u.len());
                    if let Some(f) = u.first() {
                        a.set(format!("{name}-kind"), kind(f.kind));
                    }
                }
                Value::Groups(_) => {}
                Value::Walks(w) => {
                    a.set(name, self.walks(w)?);
                    let first = w.first().and_then(|b| b.first());
                    let last = w.first().and_then(|b| b.last());
                    if let Some(c) = first {
                        a.set(
                            "premise",
                            self.format("chain-premise", &self.clause_args(c, false))?,
                        );
                    }
                    if let Some(c) = last {
                        a.set(
                            "conclusion",
                            self.format("chain-conclusion", &self.clause_args(c, false))?,
                        );
                    }
                }
                Value::Flag(b) => a.set(name, yes(*b)),
                Value::Result(o) => a.set(name, self.outcome(o)?),
            }
        }
        self.derive(m, &mut a)?;
        Ok(a)
    }

    /// Arguments an id needs that are facts of its parameters, not words:
    /// a wing's digits paired with their pincers, a rectangle's two
    /// digits, where a generic text points.
    fn derive(&self, m: &Message, a: &mut FluentArgs) -> R<()> {
        match m.id {
            "full.wing" => {
                let pd = digits(m, "pivot_digits");
                let pincers = cells(m, "pincers");
                let mut sides: Vec<(u8, Option<Pos>)> = pd
                    .iter()
                    .take(2)
                    .enumerate()
                    .map(|(i, &d)| (d, pincers.get(i).copied()))
                    .collect();
                sides.sort_by_key(|s| s.0);
                for (k, (d, p)) in ["x", "y"].iter().zip(sides) {
                    a.set(*k, d);
                    if let Some(p) = p {
                        a.set(format!("{k}-pincer"), self.cell(p));
                    }
                }
            }
            "full.als_wing" => {
                // The text is about one restricted common digit.
                let r = digits(m, "restricted").first().copied();
                if let Some(r) = r {
                    a.set("restricted", r);
                }
                let mut pair = digits(m, "digits");
                pair.extend(r);
                pair.sort_unstable();
                pair.dedup();
                a.set("pair", self.digits_list("list-and", &pair)?);
            }
            "full.unique_rectangle" => {
                let ds = digits(m, "digits");
                if let (Some(&x), Some(&y)) = (ds.first(), ds.get(1)) {
                    a.set("a", x);
                    a.set("b", y);
                    let d = digits(m, "digit").first().copied();
                    a.set("other", if d == Some(x) { y } else { x });
                }
            }
            "full.strong_links" => {
                let d = digits(m, "digit").first().copied().unwrap_or_default();
                a.set("links", self.links(m, d)?);
                let nodes = groups(m, "nodes");
                if let (Some(f), Some(l)) = (nodes.first(), nodes.last()) {
                    a.set("first", self.cells_list("list-or", f)?);
                    a.set("last", self.cells_list("list-or", l)?);
                    a.set("grouped", yes(f.len() > 1 || l.len() > 1));
                }
            }
            "hint.chain" => {
                let double = m
                    .params
                    .iter()
                    .any(|(_, v)| matches!(v, Value::Technique(t) if t.id().contains("double")));
                a.set("double", yes(double));
            }
            "hint.technique" | "full.technique" => {
                let hs = houses(m, "houses");
                let where_ = if hs.is_empty() {
                    self.cells_list("list-and", &cells(m, "cells"))?
                } else {
                    self.houses_list(&hs)?
                };
                a.set("somewhere", yes(!where_.is_empty()));
                a.set("where", where_);
            }
            _ => {}
        }
        Ok(())
    }

    /// The message as text, or why the catalogue cannot say it.
    pub(crate) fn try_render(&self, m: &Message) -> R<String> {
        let id = fluent_id(m.id);
        if !self.has(&id) {
            return Err(TextError::Unknown {
                lang: self.lang.tag(),
                id,
            });
        }
        let a = self.args(m)?;
        self.format(&id, &a)
    }

    /// The message as text; a message the catalogue cannot say is logged
    /// and said by the catalogue's `fallback` (the technique and the
    /// result), so a player still reads something true.
    pub(crate) fn render(&self, m: &Message) -> String {
        self.try_render(m).unwrap_or_else(|e| {
            tracing::error!(error = %e, "a hint text is missing from the catalogue");
            let mut a = FluentArgs::new();
            let t = m.params.iter().find_map(|(_, v)| match v {
                Value::Technique(t) => Some(*t),
                _ => None,
            });
            a.set("technique", t.map_or("", |t| self.name(t)).to_owned());
            let result = m.params.iter().find_map(|(_, v)| match v {
                Value::Result(o) => Some(o),
                _ => None,
            });
            a.set(
                "result",
                result
                    .map_or(Ok(String::new()), |o| self.outcome(o))
                    .unwrap_or_default(),
            );
            self.format("fallback", &a).unwrap_or_default()
        })
    }

    /// A placement's full text after the eliminations it needed.
    pub(crate) fn after_removing(&self, before: &[Step], full: String) -> R<String> {
        let parts = before
            .iter()
            .map(|s| {
                let mut a = FluentArgs::new();
                a.set("removals", self.removals(&s.outcome())?);
                a.set("technique", self.name(s.technique).to_owned());
                self.format("placement-before", &a)
            })
            .collect::<R<Vec<_>>>()?;
        let mut a = FluentArgs::new();
        a.set("before", self.list("list-before", &parts)?);
        a.set("full", full);
        self.format("placement-full", &a)
    }
}

/// How many leading clauses two branches share.
pub(crate) fn shared(a: &[Clause], b: &[Clause]) -> usize {
    a.iter()
        .zip(b)
        .take_while(|(x, y)| (x.pos, x.digit, x.on) == (y.pos, y.digit, y.on))
        .count()
}

fn param<'m>(m: &'m Message, name: &str) -> Option<&'m Value> {
    m.params.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
}

fn digits(m: &Message, name: &str) -> Vec<u8> {
    match param(m, name) {
        Some(Value::Digits(d)) => d.clone(),
        Some(Value::Digit(d)) => vec![*d],
        _ => Vec::new(),
    }
}

fn cells(m: &Message, name: &str) -> Vec<Pos> {
    match param(m, name) {
        Some(Value::Cells(c)) => c.clone(),
        Some(Value::Cell(c)) => vec![*c],
        _ => Vec::new(),
    }
}

fn houses(m: &Message, name: &str) -> Vec<Unit> {
    match param(m, name) {
        Some(Value::Houses(u)) => u.clone(),
        Some(Value::House(u)) => vec![*u],
        _ => Vec::new(),
    }
}

fn groups(m: &Message, name: &str) -> Vec<Vec<Pos>> {
    match param(m, name) {
        Some(Value::Groups(g)) => g.clone(),
        _ => Vec::new(),
    }
}
