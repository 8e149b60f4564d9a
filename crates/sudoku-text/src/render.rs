//! A core [`Message`] as text: its parameters turned into Fluent
//! arguments, the message formatted from the language's catalogue.
//!
//! Each parameter becomes one or more arguments of the same name:
//!
//! | value | arguments |
//! |---|---|
//! | technique | `$technique` (its name), `$technique-id` |
//! | digit | `$name` (a number, for selectors) |
//! | digits, cells | `$name` (listed with "and"), `$name-or`, `$name-count`, `$name-number` (the count in words) |
//! | house | `$name`, `$name-kind` (`row`, `column`, `box`), `$name-n` (1-9) |
//! | houses | `$name`, `$name-each` (each named), `$name-count`, `$name-number`, `$name-kind` (of the first) |
//! | flag | `$name`: `yes` or `no` |
//! | result | `$result`: what the step places and removes |
//!
//! Some ids get more, facts of their parameters that are not words (a
//! wing's digits paired with their pincers, a rectangle's two digits): see
//! `derive`. Structures a catalogue cannot walk (a chain's branches, a
//! strong-link chain's nodes, a hidden single's blockers, lists) are built
//! here from small messages of the catalogue (`chain-step`, `links-step`,
//! `list-and`, …), so their words stay in the `.ftl` files. A chain's
//! message (`full-cycle`, …) is the sentence that ends it; its branches
//! come before it, laid out by [`layout`].

use fluent_bundle::FluentArgs;
use sudoku_core::logic::explain::{masked_cells, masked_digits};
use sudoku_core::logic::{Clause, Inner, Message, Outcome, Step, Technique, Value, Why};
use sudoku_core::rules::{Unit, UnitKind};
use sudoku_core::{Digit, Pos};

use crate::catalogue::{Catalogue, TextError};

/// A chain branch longer than this many clauses is told by its first and
/// last [`KEEP`] clauses and the number left out: a reader follows a few
/// dozen links, not hundreds, and the whole chain is in the step's
/// `links`.
pub const MAX_CLAUSES: usize = 40;
/// Clauses kept at each end of a branch cut by [`MAX_CLAUSES`].
pub const KEEP: usize = 15;
/// Links per line of a long branch: a line a reader takes in at once.
pub const LINE_LINKS: usize = 4;

/// A chain text longer than this many characters is laid out as lines:
/// one paragraph per branch and the conclusion on its own line (a phone
/// screen shows about 600 characters of hint at once; past that a reader
/// needs the branches apart to find their place).
pub const LONG_TEXT: usize = 600;

/// Where a branch may break into lines (`$br` in `chain-step`); [`layout`]
/// turns it into a newline and an indent, or removes it.
const BREAK: char = '\u{1}';

type R<T> = Result<T, TextError>;

/// A digit parameter as the renderer's arithmetic takes it, 0 when the
/// message lacks it (which `tests/completeness.rs` rules out for every id).
fn n(d: Option<Digit>) -> u8 {
    d.map_or(0, Digit::get)
}

/// A digits parameter as numbers (see [`n`]).
fn ns(ds: Vec<Digit>) -> Vec<u8> {
    ds.into_iter().map(Digit::get).collect()
}

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

/// The message ids a catalogue holds beside those of the core's messages
/// and the technique names: the words of cells, houses, lists and results
/// (`glossary.ftl`) and the pieces of chains, walks and placement texts
/// the renderer formats itself (`hints.ftl`). A catalogue must write each
/// (the completeness test), and may write no other.
pub const PIECES: &[&str] = &[
    "cell",
    "house",
    "houses-of-kind",
    "list-and",
    "list-or",
    "list-nor",
    "list-placements",
    "list-removals",
    "result-placement",
    "result-removal",
    "result",
    "number",
    "clause",
    "chain-if",
    "chain-also",
    "chain-step",
    "chain-skip",
    "chain-end",
    "chain-premise",
    "chain-conclusion",
    "inner-step",
    "node-is-not",
    "links-start",
    "links-step",
    "list-blockers",
    "list-each",
    "list-seen",
    "list-why",
    "list-links",
    "hidden-single-blocker",
    "hidden-single-removed",
    "naked-single-seen",
    "als-wing-double-each",
    "colour-link",
    "als-set",
    "list-sets",
    "als-chain-link",
    "list-chain",
    "als-chain-that-digit",
    "colour-sight",
    "aligned-pair-why",
    "placement-step",
    "placement-full",
    "placement-hint",
    "fallback",
    "sentence-gap",
];

/// Joins a chain's branch texts and its conclusion: one paragraph up to
/// [`LONG_TEXT`] characters (sentences `gap` apart: a space in English and
/// Korean, nothing after Japanese 。), else each branch and the conclusion
/// on lines of their own, long branches broken at their [`BREAK`]s into
/// indented lines.
fn layout(branches: &[String], end: &str, gap: &str) -> String {
    let mut all: Vec<&str> = branches.iter().map(String::as_str).collect();
    all.push(end);
    let flat = all.join(gap).replace(BREAK, "");
    if flat.chars().count() <= LONG_TEXT {
        return flat;
    }
    all.join("\n").replace(BREAK, "\n ")
}

impl Catalogue {
    pub(crate) fn cell(&self, p: Pos) -> String {
        self.cells.get(p.index()).cloned().unwrap_or_default()
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

    fn digits_list<D: Copy + Into<u8>>(&self, kind: &str, digits: &[D]) -> R<String> {
        let names: Vec<String> = digits.iter().map(|&d| d.into().to_string()).collect();
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

    /// Each house named, listed with "and" ("box 6 and column 7").
    fn each_house(&self, units: &[Unit]) -> R<String> {
        let names: Vec<String> = units.iter().map(|&u| self.house(u)).collect();
        self.list("list-and", &names)
    }

    /// Sets `name-count` (a number, for selectors) and, when message `id`
    /// reads it, `name-number` (the count as a word, the catalogue's
    /// `number`: "two", "세").
    fn set_count(&self, a: &mut FluentArgs, id: &str, name: &str, n: usize) -> R<()> {
        let number = format!("{name}-number");
        if self.reads(id, &number) {
            let mut x = FluentArgs::new();
            x.set("n", n);
            a.set(number, self.format("number", &x)?);
        }
        a.set(format!("{name}-count"), n);
        Ok(())
    }

    /// Sets `name` (`items` listed with "and"), `name-or`, `name-count`
    /// and `name-number`, the lists only when message `id` reads them.
    fn set_items(&self, a: &mut FluentArgs, id: &str, name: &str, items: &[String]) -> R<()> {
        if self.reads(id, name) {
            a.set(name.to_owned(), self.list("list-and", items)?);
        }
        let or = format!("{name}-or");
        if self.reads(id, &or) {
            a.set(or, self.list("list-or", items)?);
        }
        self.set_count(a, id, name, items.len())
    }

    /// [`Self::set_items`] for digits.
    fn set_digits<D: Copy + Into<u8>>(
        &self,
        a: &mut FluentArgs,
        id: &str,
        name: &str,
        d: &[D],
    ) -> R<()> {
        let names: Vec<String> = d.iter().map(|&d| d.into().to_string()).collect();
        self.set_items(a, id, name, &names)
    }

    /// [`Self::set_items`] for cells.
    fn set_cells(&self, a: &mut FluentArgs, id: &str, name: &str, c: &[Pos]) -> R<()> {
        let names: Vec<String> = c.iter().map(|&p| self.cell(p)).collect();
        self.set_items(a, id, name, &names)
    }

    /// What a step places and removes (`result`).
    pub(crate) fn outcome(&self, o: &Outcome) -> R<String> {
        let placements = o
            .placements
            .iter()
            .map(|p| {
                let mut a = FluentArgs::new();
                a.set("cell", self.cell(p.pos));
                a.set("digit", p.digit.get());
                self.format("result-placement", &a)
            })
            .collect::<R<Vec<_>>>()?;
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
        let what = match (placements.is_empty(), groups.is_empty()) {
            (false, true) => "placements",
            (true, false) => "removals",
            (false, false) => "both",
            (true, true) => "none",
        };
        let mut a = FluentArgs::new();
        a.set("what", what);
        a.set("placements", self.list("list-placements", &placements)?);
        a.set("removals", self.list("list-removals", &groups)?);
        self.format("result", &a)
    }

    /// A nested chain's inner step (`inner-step`): its technique, digits,
    /// houses and cells.
    fn inner_step(&self, x: &Inner) -> R<String> {
        const ID: &str = "inner-step";
        let mut a = FluentArgs::new();
        a.set("technique", self.name(x.technique).to_owned());
        a.set("technique-id", x.technique.id());
        self.set_digits(&mut a, ID, "digits", &x.digits)?;
        if self.reads(ID, "houses") {
            a.set("houses", self.houses_list(&x.houses)?);
        }
        if self.reads(ID, "houses-each") {
            a.set("houses-each", self.each_house(&x.houses)?);
        }
        self.set_cells(&mut a, ID, "cells", &x.cells)?;
        self.format(ID, &a)
    }

    /// A clause's arguments: `cell`, `digit`, `on`, and, with `why`, why
    /// it follows: `why` (`assumed`, `link`, `house`, `cell`, `place`,
    /// `nested`, `nested-unknown`) and its details (`house`, `house-kind`, `gone`,
    /// `gone-count`, `inner`), for message `id`.
    fn clause_args(&self, c: &Clause, why: Option<&[Inner]>, id: &str) -> R<FluentArgs<'static>> {
        let mut a = FluentArgs::new();
        a.set("cell", self.cell(c.pos));
        a.set("digit", c.digit.get());
        a.set("on", yes(c.on));
        let w = if why.is_some() { c.why } else { Why::Link };
        let name = match w {
            Why::Assumed => "assumed",
            Why::Link => "link",
            Why::House(h) => {
                a.set("house", self.house(h));
                a.set("house-kind", kind(h.kind));
                "house"
            }
            Why::LastInCell(gone) => {
                let gone = masked_digits(gone);
                self.set_digits(&mut a, id, "gone", &gone)?;
                "cell"
            }
            Why::LastInHouse(h, gone) => {
                a.set("house", self.house(h));
                let gone = masked_cells(h, gone);
                self.set_cells(&mut a, id, "gone", &gone)?;
                "place"
            }
            Why::Nested(k) => match why.and_then(|i| i.get(usize::from(k))) {
                Some(x) => {
                    if self.reads(id, "inner") {
                        a.set("inner", self.inner_step(x)?);
                    }
                    "nested"
                }
                None => "nested-unknown",
            },
        };
        a.set("why", name);
        Ok(a)
    }

    /// Each branch of a chain walked, one paragraph each; a branch that
    /// starts as the first one does goes on from where they part
    /// (`chain-also`).
    fn walks(&self, w: &[Vec<Clause>], inner: &[Inner]) -> R<Vec<String>> {
        let mut out = Vec::new();
        for (i, b) in w.iter().enumerate() {
            let k = if i == 0 { 0 } else { shared(&w[0], b) };
            if k >= 2 && k < b.len() {
                let lead = self.format(
                    "chain-also",
                    &self.clause_args(&b[k - 1], None, "chain-also")?,
                )?;
                out.push(self.walk_on(lead, &b[k..], inner)?);
            } else if let Some((first, rest)) = b.split_first() {
                let lead = self.format(
                    "chain-if",
                    &self.clause_args(first, Some(inner), "chain-if")?,
                )?;
                out.push(self.walk_on(lead, rest, inner)?);
            }
        }
        Ok(out)
    }

    /// `lead`, then each clause of `rest` (`chain-step`), cut in the middle
    /// past [`MAX_CLAUSES`] (`chain-skip`), a line break allowed every
    /// [`LINE_LINKS`] links, then `chain-end`.
    fn walk_on(&self, lead: String, rest: &[Clause], inner: &[Inner]) -> R<String> {
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
        let place = |a: &mut FluentArgs, nth: &mut usize| {
            let at = if *nth == 0 {
                "first"
            } else if *nth % LINE_LINKS == 0 {
                "break"
            } else {
                "other"
            };
            a.set("nth", at);
            a.set("br", BREAK.to_string());
            a.set("end", yes(*nth + 1 == count));
            *nth += 1;
        };
        for c in head {
            let mut a = self.clause_args(c, Some(inner), "chain-step")?;
            place(&mut a, &mut nth);
            out.push_str(&self.format("chain-step", &a)?);
        }
        if skipped > 0 {
            let mut a = FluentArgs::new();
            a.set("count", skipped);
            place(&mut a, &mut nth);
            out.push_str(&self.format("chain-skip", &a)?);
        }
        for c in tail {
            let mut a = self.clause_args(c, Some(inner), "chain-step")?;
            place(&mut a, &mut nth);
            out.push_str(&self.format("chain-step", &a)?);
        }
        out.push_str(&self.format("chain-end", &FluentArgs::new())?);
        Ok(out)
    }

    /// A strong-link node's arguments: `node` (one cell, or a group
    /// "r1c2 or r1c3"), `node-nor` (when message `id` reads it),
    /// `node-count`.
    fn node_args(&self, g: &[Pos], a: &mut FluentArgs, id: &str) -> R<()> {
        a.set("node", self.cells_list("list-or", g)?);
        if self.reads(id, "node-nor") {
            a.set("node-nor", self.cells_list("list-nor", g)?);
        }
        a.set("node-count", g.len());
        Ok(())
    }

    /// A strong-link chain walked: `links-start`, then a `links-step` per
    /// link.
    fn links(&self, m: &Message, digit: u8) -> R<String> {
        let nodes = m.groups("nodes");
        let strong = m.houses("strong");
        let weak = m.houses("weak");
        let Some(first) = nodes.first() else {
            return Ok(String::new());
        };
        let mut a = FluentArgs::new();
        a.set("digit", digit);
        self.node_args(first, &mut a, "links-start")?;
        let mut out = self.format("links-start", &a)?;
        let steps = nodes.len().saturating_sub(1);
        for (k, pair) in nodes.windows(2).enumerate() {
            let mut a = FluentArgs::new();
            a.set("digit", digit);
            self.node_args(&pair[1], &mut a, "links-step")?;
            a.set("nth", if k == 0 { "first" } else { "other" });
            a.set("end", yes(k + 1 == steps));
            let (ty, h) = if k % 2 == 0 {
                ("strong", strong.get(k / 2))
            } else {
                ("weak", weak.get(k / 2))
            };
            a.set("type", ty);
            match h {
                Some(&h) => {
                    a.set("house", self.house(h));
                    a.set("house-kind", kind(h.kind));
                }
                None => {
                    a.set("house", "");
                    a.set("house-kind", "none");
                }
            }
            out.push_str(&self.format("links-step", &a)?);
        }
        Ok(out)
    }

    /// A colouring cluster walked: a `colour-link` per conjugate pair
    /// (its two cells and the house where they are the digit's only
    /// places), folded with `list-links`.
    fn colour_walk(&self, m: &Message, pairs: &str, houses: &str, digit: u8) -> R<String> {
        let hs = m.houses(houses);
        let each = m
            .groups(pairs)
            .iter()
            .zip(&hs)
            .map(|(g, &h)| {
                let mut a = FluentArgs::new();
                a.set("digit", digit);
                a.set("a", g.first().map(|&p| self.cell(p)).unwrap_or_default());
                a.set("b", g.get(1).map(|&p| self.cell(p)).unwrap_or_default());
                a.set("house", self.house(h));
                self.format("colour-link", &a)
            })
            .collect::<R<Vec<_>>>()?;
        self.list("list-links", &each)
    }

    /// `sights` (each cleared cell and the cell of each colour it sees, as
    /// sentences) and `sights-count`, for a colouring step's removals.
    fn set_sights(&self, m: &Message, a: &mut FluentArgs) -> R<()> {
        let groups = m.groups("sights");
        let each = groups
            .iter()
            .map(|g| {
                let mut s = FluentArgs::new();
                for (k, name) in ["cell", "a", "b"].into_iter().enumerate() {
                    s.set(name, g.get(k).map(|&p| self.cell(p)).unwrap_or_default());
                }
                self.format("colour-sight", &s)
            })
            .collect::<R<Vec<_>>>()?;
        a.set("sights", self.list("list-links", &each)?);
        a.set("sights-count", groups.len());
        Ok(())
    }

    /// The arguments of a message: its parameters (see the
    /// [module](self) docs) and what its id derives from them.
    /// Only the forms of a parameter that the message (`id`) reads are
    /// formatted.
    fn args(&self, m: &Message, id: &str) -> R<FluentArgs<'static>> {
        let mut a = FluentArgs::new();
        for (name, v) in &m.params {
            let name = *name;
            match v {
                Value::Technique(t) => {
                    a.set(name, self.name(*t).to_owned());
                    a.set(format!("{name}-id"), t.id());
                }
                Value::Digit(d) => a.set(name, d.get()),
                Value::Digits(d) => self.set_digits(&mut a, id, name, d)?,
                Value::Cell(p) => a.set(name, self.cell(*p)),
                Value::Cells(c) => self.set_cells(&mut a, id, name, c)?,
                Value::House(u) => {
                    a.set(name, self.house(*u));
                    a.set(format!("{name}-kind"), kind(u.kind));
                    a.set(format!("{name}-n"), u.index + 1);
                }
                Value::Houses(u) => {
                    if self.reads(id, name) {
                        a.set(name, self.houses_list(u)?);
                    }
                    let each = format!("{name}-each");
                    if self.reads(id, &each) {
                        a.set(each, self.each_house(u)?);
                    }
                    self.set_count(&mut a, id, name, u.len())?;
                    if let Some(f) = u.first() {
                        a.set(format!("{name}-kind"), kind(f.kind));
                    }
                }
                Value::Groups(_) | Value::Walks(_) | Value::Inner(_) => {}
                Value::Flag(b) => a.set(name, yes(*b)),
                Value::Result(o) if self.reads(id, name) => a.set(name, self.outcome(o)?),
                Value::Result(_) => {}
            }
        }
        self.derive(m, id, &mut a)?;
        Ok(a)
    }

    /// Arguments an id needs that are facts of its parameters, not words.
    fn derive(&self, m: &Message, id: &str, a: &mut FluentArgs) -> R<()> {
        match m.id {
            "full.wing" => {
                // The pivot's digits, each with the pincer it points to,
                // smaller digit first.
                let pd = ns(m.digits("pivot_digits"));
                let pincers = m.cells("pincers");
                let mut sides: Vec<(u8, String)> = (0..2)
                    .map(|i| {
                        (
                            pd.get(i).copied().unwrap_or(0),
                            pincers.get(i).map(|&p| self.cell(p)).unwrap_or_default(),
                        )
                    })
                    .collect();
                if sides[1].0 < sides[0].0 {
                    sides.swap(0, 1);
                }
                let d = n(m.digit("digit"));
                let mut all = vec![sides[0].0, sides[1].0, d];
                all.sort_unstable();
                self.set_digits(a, id, "all", &all)?;
                self.set_digits(a, id, "pivot-pair", &[sides[0].0, sides[1].0])?;
                self.set_digits(a, id, "x-pair", &[sides[0].0, d])?;
                self.set_digits(a, id, "y-pair", &[sides[1].0, d])?;
                for (k, (d, p)) in ["x", "y"].iter().zip(sides) {
                    a.set(*k, d);
                    a.set(format!("{k}-pincer"), p);
                }
            }
            "full.als_wing" => {
                let d = n(m.digit("digit"));
                let r = n(m.digit("restricted"));
                let mut pair = vec![d, r];
                pair.sort_unstable();
                self.set_digits(a, id, "pair", &pair)?;
            }
            "full.als_wing_double" => {
                let xz = ns(m.digits("digits"));
                let (x, z) = (
                    xz.first().copied().unwrap_or(0),
                    xz.get(1).copied().unwrap_or(0),
                );
                a.set("x", x);
                a.set("z", z);
                let sd = ns(m.digits("set_digits"));
                let without =
                    |v: u8| -> Vec<u8> { sd.iter().copied().filter(|&e| e != v).collect() };
                self.set_digits(a, id, "without-x", &without(x))?;
                self.set_digits(a, id, "without-z", &without(z))?;
                let others: Vec<u8> = sd.iter().copied().filter(|&e| e != x && e != z).collect();
                self.set_digits(a, id, "others", &others)?;
                let n = m.cells("cells").len();
                let rd = ns(m.digits("removed_digits"));
                let rc = m.groups("removed_cells");
                let last = rd.len().min(rc.len());
                let each = rd
                    .iter()
                    .zip(&rc)
                    .enumerate()
                    .map(|(i, (&e, cs))| {
                        let mut b = FluentArgs::new();
                        b.set("end", yes(i + 1 == last));
                        b.set("digit", e);
                        b.set("of", if e == x || e == z { "pattern" } else { "set" });
                        self.set_count(&mut b, "als-wing-double-each", "cells", n)?;
                        b.set("removed", self.cells_list("list-and", cs)?);
                        self.format("als-wing-double-each", &b)
                    })
                    .collect::<R<Vec<_>>>()?;
                a.set("each", self.list("list-each", &each)?);
            }
            "full.als_xy_wing" | "full.als_xy_chain" => {
                let sets = m.groups("sets");
                let houses = m.houses("set_houses");
                let mut digits = m.digits("set_digits").into_iter();
                // A set of n cells holds n + 1 digits: `set_digits` is
                // split so.
                let each = sets
                    .iter()
                    .zip(&houses)
                    .map(|(cs, &h)| {
                        let ds: Vec<_> = digits.by_ref().take(cs.len() + 1).collect();
                        let mut x = FluentArgs::new();
                        self.set_cells(&mut x, "als-set", "cells", cs)?;
                        x.set("house", self.house(h));
                        self.set_digits(&mut x, "als-set", "digits", &ds)?;
                        self.format("als-set", &x)
                    })
                    .collect::<R<Vec<_>>>()?;
                a.set("sets", self.list("list-sets", &each)?);
                if m.id == "full.als_xy_chain" {
                    // Each link's set lacks the link's digit and holds the
                    // next link's; the last holds Z ("that digit" when Z is
                    // one of several).
                    let links = m.digits("links");
                    let z = m.digits("z");
                    let end = match z.as_slice() {
                        [one] => one.to_string(),
                        _ => self.format("als-chain-that-digit", &FluentArgs::new())?,
                    };
                    let steps = links
                        .iter()
                        .enumerate()
                        .map(|(k, &d)| {
                            let last = k + 1 == links.len();
                            let mut x = FluentArgs::new();
                            let cs = sets.get(k + 1).cloned().unwrap_or_default();
                            self.set_cells(&mut x, "als-chain-link", "cells", &cs)?;
                            x.set("digit", d.get());
                            match links.get(k + 1) {
                                Some(&n) if !last => x.set("next", n.get()),
                                _ => x.set("next", end.clone()),
                            }
                            x.set("end", yes(last));
                            self.format("als-chain-link", &x)
                        })
                        .collect::<R<Vec<_>>>()?;
                    a.set("walk", self.list("list-chain", &steps)?);
                }
            }
            "full.simple_colouring" => {
                let d = n(m.digit("digit"));
                a.set("walk", self.colour_walk(m, "pairs", "pair_houses", d)?);
                self.set_sights(m, a)?;
            }
            "full.multi_colouring" => {
                let d = n(m.digit("digit"));
                a.set(
                    "a-walk",
                    self.colour_walk(m, "a_pairs", "a_pair_houses", d)?,
                );
                a.set(
                    "b-walk",
                    self.colour_walk(m, "b_pairs", "b_pair_houses", d)?,
                );
                self.set_sights(m, a)?;
                let contacts = m.groups("contacts");
                for (k, g) in contacts.iter().take(2).enumerate() {
                    let n = k + 1;
                    a.set(
                        format!("from{n}"),
                        g.first().map(|&p| self.cell(p)).unwrap_or_default(),
                    );
                    a.set(
                        format!("to{n}"),
                        g.get(1).map(|&p| self.cell(p)).unwrap_or_default(),
                    );
                }
            }
            "full.strong_links" => {
                let d = n(m.digit("digit"));
                a.set("links", self.links(m, d)?);
                let nodes = m.groups("nodes");
                if let (Some(f), Some(l)) = (nodes.first(), nodes.last()) {
                    a.set("first", self.cells_list("list-or", f)?);
                    a.set("last", self.cells_list("list-or", l)?);
                    a.set("grouped", yes(f.len() > 1 || l.len() > 1));
                }
            }
            "full.unique_rectangle" => {
                let ds = ns(m.digits("digits"));
                let (x, y) = (
                    ds.first().copied().unwrap_or(0),
                    ds.get(1).copied().unwrap_or(0),
                );
                a.set("a", x);
                a.set("b", y);
                let d = n(m.digit("digit"));
                a.set("other", if d == x { y } else { x });
                // The set's cells and the one the two extra cells act as.
                let set = m.cells("set");
                self.set_count(a, id, "places", set.len() + 1)?;
            }
            "full.bug1" => {
                let hs = m.houses("houses");
                a.set("three", yes(!hs.is_empty()));
            }
            "full.hidden_single" if m.get("blocked").is_some() => {
                let d = n(m.digit("digit"));
                let blockers = m.cells("blockers");
                let bh = m.houses("blocker_houses");
                let blocked = m.groups("blocked");
                let removed = m.cells("removed");
                let shown = blockers.len().min(bh.len()).min(blocked.len());
                let last = shown + usize::from(!removed.is_empty());
                let mut parts = blockers
                    .iter()
                    .zip(&bh)
                    .zip(&blocked)
                    .enumerate()
                    .map(|(i, ((&b, &u), cs))| {
                        let mut x = FluentArgs::new();
                        x.set("end", yes(i + 1 == last));
                        x.set("digit", d);
                        x.set("blocker", self.cell(b));
                        x.set("house", self.house(u));
                        x.set("cells", self.cells_list("list-and", cs)?);
                        self.format("hidden-single-blocker", &x)
                    })
                    .collect::<R<Vec<_>>>()?;
                if !removed.is_empty() {
                    let mut x = FluentArgs::new();
                    x.set("end", "yes");
                    x.set("digit", d);
                    x.set("cells", self.cells_list("list-and", &removed)?);
                    parts.push(self.format("hidden-single-removed", &x)?);
                }
                let open = blocked.iter().map(Vec::len).sum::<usize>() + removed.len();
                a.set("parts", self.list("list-blockers", &parts)?);
                a.set("filled", yes(open < 8));
                a.set("detailed", "yes");
            }
            "full.hidden_single" => a.set("detailed", "no"),
            "full.naked_single" if m.get("row_digits").is_some() => {
                let seen = [
                    ("row", "row_digits"),
                    ("column", "column_digits"),
                    ("box", "box_digits"),
                ]
                .iter()
                .filter(|(_, ds)| !ns(m.digits(ds)).is_empty())
                .map(|(h, ds)| {
                    let mut x = FluentArgs::new();
                    x.set("digits", self.digits_list("list-and", &ns(m.digits(ds)))?);
                    x.set("house", self.house(m.house(h)));
                    self.format("naked-single-seen", &x)
                })
                .collect::<R<Vec<_>>>()?;
                a.set("seen-count", seen.len());
                a.set("seen", self.list("list-seen", &seen)?);
                let removed = ns(m.digits("removed"));
                self.set_digits(a, id, "removed", &removed)?;
                let left = m.result().placements.first().map_or(0, |p| p.digit.get());
                a.set("left", left);
                a.set("detailed", "yes");
            }
            "full.naked_single" => a.set("detailed", "no"),
            "full.aligned_pair" if m.get("other").is_some() => {
                let c = self.cell(m.cell("cell"));
                let d = n(m.digit("digit"));
                let mut why = Vec::new();
                let mut x = FluentArgs::new();
                x.set("cell", c.as_str());
                x.set("digit", d);
                if m.flag("same") {
                    x.set("kind", "same");
                    x.set("other", 0);
                    x.set("by", "");
                    why.push(self.format("aligned-pair-why", &x)?);
                }
                for (e, by) in ns(m.digits("other_digits")).iter().zip(m.cells("by")) {
                    x.set("kind", "pair");
                    x.set("other", *e);
                    x.set("by", self.cell(by));
                    why.push(self.format("aligned-pair-why", &x)?);
                }
                a.set("why", self.list("list-why", &why)?);
                a.set("detailed", "yes");
            }
            "full.aligned_pair" => a.set("detailed", "no"),
            "hint.chain" => {
                let double = m.technique().is_some_and(|t| t.id().contains("double"));
                a.set("double", yes(double));
                let ds = ns(m.digits("digits"));
                a.set("first-digit", ds.first().copied().unwrap_or(0));
            }
            "hint.technique" | "full.technique" => {
                let hs = m.houses("houses");
                let where_ = if hs.is_empty() {
                    self.cells_list("list-and", &m.cells("cells"))?
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

    /// A chain's text: its branches, then its message as the sentence
    /// that ends it, laid out by [`layout`].
    fn chain(&self, m: &Message, id: &str, a: &mut FluentArgs) -> R<String> {
        let walks = m.walks();
        let inner = m.inner();
        let body = self.walks(&walks, &inner)?;
        if let Some(c) = walks.first().and_then(|w| w.first()) {
            a.set(
                "premise",
                self.format(
                    "chain-premise",
                    &self.clause_args(c, None, "chain-premise")?,
                )?,
            );
        }
        if let Some(c) = walks.first().and_then(|w| w.last()) {
            a.set(
                "conclusion",
                self.format(
                    "chain-conclusion",
                    &self.clause_args(c, None, "chain-conclusion")?,
                )?,
            );
        }
        let end = self.format(id, a)?;
        let gap = self.format("sentence-gap", &FluentArgs::new())?;
        Ok(layout(&body, &end, &gap))
    }

    /// The message's text, or why the catalogue cannot say it.
    pub(crate) fn try_render(&self, m: &Message) -> R<String> {
        let id = fluent_id(m.id);
        if !self.has(&id) {
            return Err(TextError::Unknown {
                lang: self.lang.tag(),
                id,
            });
        }
        let mut a = self.args(m, &id)?;
        if m.get("walks").is_some() {
            return self.chain(m, &id, &mut a);
        }
        self.format(&id, &a)
    }

    /// The message as text; a message the catalogue cannot say is logged
    /// and said by the catalogue's `fallback` (the technique and the
    /// result), so a player still reads something true.
    pub(crate) fn render(&self, m: &Message) -> String {
        self.try_render(m).unwrap_or_else(|e| {
            tracing::error!(error = %e, "a hint text is missing from the catalogue");
            let mut a = FluentArgs::new();
            let t = m.technique();
            a.set("technique", t.map_or("", |t| self.name(t)).to_owned());
            a.set("result", self.outcome(&m.result()).unwrap_or_default());
            self.format("fallback", &a).unwrap_or_default()
        })
    }

    /// A placement's hint for a grid without the eliminations it needs:
    /// the first one's hint, then where the placement follows.
    pub(crate) fn placement_hint(&self, first: &Step, more: bool, place: &Step) -> R<String> {
        let mut a = FluentArgs::new();
        a.set("first", self.try_render(&first.hint_message())?);
        a.set("then", self.try_render(&place.then_place(more))?);
        self.format("placement-hint", &a)
    }

    /// A placement's full text after the elimination steps it needs, each
    /// explained in full, numbered, in order.
    pub(crate) fn placement_full(&self, before: &[&Step], full: String) -> R<String> {
        let steps = before
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let mut a = FluentArgs::new();
                a.set("n", i + 1);
                a.set("full", self.try_render(&s.full_message())?);
                self.format("placement-step", &a)
            })
            .collect::<R<Vec<_>>>()?;
        let mut a = FluentArgs::new();
        a.set("steps", steps.join("\n"));
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
