//! The worked examples' steps in a compact, language-free text form, so the
//! catalogue serves them without re-rating the stored grids (some chain
//! steps take seconds to find, longer in WebAssembly).
//!
//! `steps.txt` holds one line per line of `examples.txt`, in the same order:
//! the step as whitespace-separated tokens, its technique id first (then
//! numbers, and technique ids for a nested chain's inner steps). The file is written
//! by a test from `examples.txt` and the rater, never by hand:
//!
//! ```text
//! SUDOKU_CATALOGUE_REWRITE=1 cargo test -p sudoku-core --lib stored_steps_are_the_rater_s
//! ```
//!
//! Without the variable the same test fails when the file differs from what
//! the rater finds on the stored grids (after a rater change, or a new
//! example in `examples.txt`). The codec's matches are exhaustive, so a new
//! kind of [`Reason`] does not build until it is stored here too.
//!
//! Tokens: a cell is its reading-order index (0-80), a house its index in
//! rows, columns, boxes (0-26), a list its length then its items, a flag 0
//! or 1, an enum its variant's number then its fields.

use std::fmt::Write as _;

use crate::grid::Pos;
use crate::logic::reason::{
    AlsSet, ChainKind, ChainReason, Clause, ColourCluster, Excluded, Inner, Reason, Unique, Why,
};
use crate::logic::step::{Candidate, Link, Rating, Step, Technique};
use crate::rules::{Unit, UnitKind};
use crate::Digit;

/// The stored steps, one line each.
pub(crate) const STEPS: &str = include_str!("steps.txt");

/// The first lines of `steps.txt`.
#[cfg(test)]
pub(crate) const HEADER: &str = "\
# one worked example's step a line, its technique id first: written by `SUDOKU_CATALOGUE_REWRITE=1 cargo test -p sudoku-core --lib
# stored_steps_are_the_rater_s` from examples.txt (the rater's next step on each stored
# grid and marks, the learner path's for a learner technique), one line per example in its
# order; the test fails when they differ.
";

/// The stored steps, decoded, in the file's order; a line that does not
/// decode is left out (a test holds every line decoding to the rater's
/// step).
pub(crate) fn stored_steps() -> impl Iterator<Item = Step> {
    STEPS
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(decode)
}

/// The stored line of `step`: its technique id, then its other fields.
#[cfg(test)]
pub(crate) fn line(step: &Step) -> String {
    let mut w = Writer(String::new());
    step.put(&mut w);
    w.0.split_off(1)
}

/// Decodes a stored line: `None` when it is not exactly one step.
pub(crate) fn decode(text: &str) -> Option<Step> {
    let mut r = Reader(text.split_ascii_whitespace());
    let step = Step::take(&mut r)?;
    r.0.next().is_none().then_some(step)
}

struct Writer(String);

impl Writer {
    fn num(&mut self, n: usize) {
        let _ = write!(self.0, " {n}");
    }

    fn word(&mut self, w: &str) {
        self.0.push(' ');
        self.0.push_str(w);
    }
}

struct Reader<'a>(std::str::SplitAsciiWhitespace<'a>);

impl Reader<'_> {
    /// The next token as a number below `below`. Read digit by digit:
    /// `str::parse` (signs, overflow checks) was a fifth of the first
    /// `GET /techniques` in WebAssembly, whose first run of any code is
    /// V8's unoptimised compile.
    fn num(&mut self, below: usize) -> Option<usize> {
        let t = self.0.next()?;
        if t.is_empty() || t.len() > 6 {
            return None;
        }
        let mut n = 0usize;
        for b in t.bytes() {
            if !b.is_ascii_digit() {
                return None;
            }
            n = n * 10 + usize::from(b - b'0');
        }
        (n < below).then_some(n)
    }

    fn word(&mut self) -> Option<&str> {
        self.0.next()
    }
}

/// A value of the stored form.
trait Store: Sized {
    // Only the test that writes steps.txt encodes.
    #[cfg_attr(not(test), allow(dead_code))]
    fn put(&self, w: &mut Writer);
    fn take(r: &mut Reader<'_>) -> Option<Self>;
}

impl Store for u8 {
    fn put(&self, w: &mut Writer) {
        w.num(usize::from(*self));
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        u8::try_from(r.num(256)?).ok()
    }
}

impl Store for u16 {
    fn put(&self, w: &mut Writer) {
        w.num(usize::from(*self));
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        u16::try_from(r.num(1 << 16)?).ok()
    }
}

impl Store for bool {
    fn put(&self, w: &mut Writer) {
        w.num(usize::from(*self));
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some(r.num(2)? == 1)
    }
}

impl Store for Pos {
    fn put(&self, w: &mut Writer) {
        w.num(self.index());
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some(Pos::from_index(r.num(crate::grid::CELLS)?))
    }
}

const KINDS: [UnitKind; 3] = [UnitKind::Row, UnitKind::Column, UnitKind::Box];

impl Store for Unit {
    fn put(&self, w: &mut Writer) {
        let k = KINDS.iter().position(|&k| k == self.kind).unwrap_or(0);
        w.num(k * 9 + usize::from(self.index));
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        let n = r.num(27)?;
        Some(Unit {
            kind: KINDS[n / 9],
            index: u8::try_from(n % 9).ok()?,
        })
    }
}

impl Store for Technique {
    fn put(&self, w: &mut Writer) {
        w.word(self.id());
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        let id = r.word()?;
        Technique::ALL.iter().copied().find(|t| t.id() == id)
    }
}

impl<T: Store> Store for Vec<T> {
    fn put(&self, w: &mut Writer) {
        w.num(self.len());
        for x in self {
            x.put(w);
        }
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        // A list is never longer than the tokens left; the bound keeps a
        // damaged line from asking for a huge allocation.
        let n = r.num(1 << 16)?;
        (0..n).map(|_| T::take(r)).collect()
    }
}

impl<T: Store> Store for Box<T> {
    fn put(&self, w: &mut Writer) {
        (**self).put(w);
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        T::take(r).map(Box::new)
    }
}

impl<A: Store, B: Store> Store for (A, B) {
    fn put(&self, w: &mut Writer) {
        self.0.put(w);
        self.1.put(w);
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some((A::take(r)?, B::take(r)?))
    }
}

impl<A: Store, B: Store, C: Store> Store for (A, B, C) {
    fn put(&self, w: &mut Writer) {
        self.0.put(w);
        self.1.put(w);
        self.2.put(w);
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some((A::take(r)?, B::take(r)?, C::take(r)?))
    }
}

impl<A: Store, B: Store, C: Store, D: Store> Store for (A, B, C, D) {
    fn put(&self, w: &mut Writer) {
        self.0.put(w);
        self.1.put(w);
        self.2.put(w);
        self.3.put(w);
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some((A::take(r)?, B::take(r)?, C::take(r)?, D::take(r)?))
    }
}

impl<T: Store> Store for [T; 2] {
    fn put(&self, w: &mut Writer) {
        self[0].put(w);
        self[1].put(w);
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some([T::take(r)?, T::take(r)?])
    }
}

/// `0` for none, `1` then the value for some.
impl<T: Store> Store for Option<T> {
    fn put(&self, w: &mut Writer) {
        match self {
            None => w.num(0),
            Some(x) => {
                w.num(1);
                x.put(w);
            }
        }
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some(match r.num(2)? {
            0 => None,
            _ => Some(T::take(r)?),
        })
    }
}

impl Store for ColourCluster {
    fn put(&self, w: &mut Writer) {
        self.colours.put(w);
        self.links.put(w);
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some(ColourCluster {
            colours: Store::take(r)?,
            links: Store::take(r)?,
        })
    }
}

impl Store for Digit {
    fn put(&self, w: &mut Writer) {
        self.get().put(w);
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Digit::new(u8::take(r)?)
    }
}

impl Store for Candidate {
    fn put(&self, w: &mut Writer) {
        self.pos.put(w);
        self.digit.put(w);
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some(Candidate {
            pos: Pos::take(r)?,
            digit: Digit::take(r)?,
        })
    }
}

impl Store for Link {
    fn put(&self, w: &mut Writer) {
        self.from.put(w);
        self.to.put(w);
        self.strong.put(w);
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some(Link {
            from: Candidate::take(r)?,
            to: Candidate::take(r)?,
            strong: bool::take(r)?,
        })
    }
}

impl Store for Step {
    fn put(&self, w: &mut Writer) {
        self.technique.put(w);
        self.rating.0.put(w);
        self.cells.put(w);
        self.houses.put(w);
        self.links.put(w);
        self.placements.put(w);
        self.eliminations.put(w);
        self.digits.put(w);
        self.reason.put(w);
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some(Step {
            technique: Store::take(r)?,
            rating: Rating(Store::take(r)?),
            cells: Store::take(r)?,
            houses: Store::take(r)?,
            links: Store::take(r)?,
            placements: Store::take(r)?,
            eliminations: Store::take(r)?,
            digits: Store::take(r)?,
            reason: Store::take(r)?,
        })
    }
}

impl Store for Reason {
    fn put(&self, w: &mut Writer) {
        match self {
            Reason::Pattern => w.num(0),
            Reason::NakedSingle {
                row,
                column,
                boxed,
                removed,
            } => {
                w.num(1);
                row.put(w);
                column.put(w);
                boxed.put(w);
                removed.put(w);
            }
            Reason::HiddenSingle {
                blockers,
                blocked,
                removed,
            } => {
                w.num(2);
                blockers.put(w);
                blocked.put(w);
                removed.put(w);
            }
            Reason::Wing { pivot_digits, z } => {
                w.num(3);
                pivot_digits.put(w);
                z.put(w);
            }
            Reason::AlsWing {
                set,
                bivalue,
                set_digits,
                restricted,
            } => {
                w.num(4);
                set.put(w);
                bivalue.put(w);
                set_digits.put(w);
                restricted.put(w);
            }
            Reason::StrongLinks {
                digit,
                nodes,
                strong,
                weak,
                closed,
            } => {
                w.num(5);
                digit.put(w);
                nodes.put(w);
                strong.put(w);
                weak.put(w);
                closed.put(w);
            }
            Reason::Unique(u) => {
                w.num(6);
                u.put(w);
            }
            Reason::Bug1 { cell, keep, houses } => {
                w.num(7);
                cell.put(w);
                keep.put(w);
                houses.put(w);
            }
            Reason::Bug2 { digit } => {
                w.num(8);
                digit.put(w);
            }
            Reason::AlignedPair { bivalues, excluded } => {
                w.num(9);
                bivalues.put(w);
                excluded.put(w);
            }
            Reason::AlignedTriple { excluders } => {
                w.num(10);
                excluders.put(w);
            }
            Reason::Chain(c) => {
                w.num(11);
                c.put(w);
            }
            // The learner techniques' reasons, from 12.
            Reason::FinnedFish {
                digit,
                base,
                cover,
                fins,
                fin_box,
            } => {
                w.num(12);
                digit.put(w);
                base.put(w);
                cover.put(w);
                fins.put(w);
                fin_box.put(w);
            }
            Reason::EmptyRectangle {
                digit,
                boxed,
                row,
                column,
                box_cells,
                link_house,
                near,
                far,
            } => {
                w.num(13);
                digit.put(w);
                boxed.put(w);
                row.put(w);
                column.put(w);
                box_cells.put(w);
                link_house.put(w);
                near.put(w);
                far.put(w);
            }
            Reason::WWing {
                x,
                z,
                bivalues,
                link_house,
                ends,
            } => {
                w.num(14);
                x.put(w);
                z.put(w);
                bivalues.put(w);
                link_house.put(w);
                ends.put(w);
            }
            Reason::SimpleColouring {
                digit,
                cluster,
                wrap,
            } => {
                w.num(15);
                digit.put(w);
                cluster.put(w);
                wrap.put(w);
            }
            Reason::MultiColouring {
                digit,
                kind,
                a,
                b,
                a_colour,
                b_colour,
                contacts,
            } => {
                w.num(16);
                digit.put(w);
                kind.put(w);
                a.put(w);
                b.put(w);
                a_colour.put(w);
                b_colour.put(w);
                contacts.put(w);
            }
            Reason::AlsXz {
                a,
                a_house,
                a_digits,
                b,
                b_house,
                b_digits,
                restricted,
            } => {
                w.num(17);
                a.put(w);
                a_house.put(w);
                a_digits.put(w);
                b.put(w);
                b_house.put(w);
                b_digits.put(w);
                restricted.put(w);
            }
            Reason::UniqueRectangle6 {
                bivalues,
                extra,
                digit,
                other,
                lines,
            } => {
                w.num(18);
                bivalues.put(w);
                extra.put(w);
                digit.put(w);
                other.put(w);
                for l in lines {
                    l.put(w);
                }
            }
            Reason::HiddenRectangle {
                corner,
                opposite,
                row_mate,
                column_mate,
                digit,
                removed,
                row,
                column,
            } => {
                w.num(19);
                corner.put(w);
                opposite.put(w);
                row_mate.put(w);
                column_mate.put(w);
                digit.put(w);
                removed.put(w);
                row.put(w);
                column.put(w);
            }
            Reason::AlsXyWing { a, b, c, x, y } => {
                w.num(20);
                a.put(w);
                b.put(w);
                c.put(w);
                x.put(w);
                y.put(w);
            }
            Reason::AlsXyChain { sets, links } => {
                w.num(21);
                sets.put(w);
                links.put(w);
            }
            Reason::SueDeCoq {
                cells,
                digits,
                line,
                boxed,
                line_set,
                box_set,
                shared,
            } => {
                w.num(22);
                cells.put(w);
                digits.put(w);
                line.put(w);
                boxed.put(w);
                line_set.put(w);
                box_set.put(w);
                shared.put(w);
            }
        }
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some(match r.num(23)? {
            0 => Reason::Pattern,
            1 => Reason::NakedSingle {
                row: Store::take(r)?,
                column: Store::take(r)?,
                boxed: Store::take(r)?,
                removed: Store::take(r)?,
            },
            2 => Reason::HiddenSingle {
                blockers: Store::take(r)?,
                blocked: Store::take(r)?,
                removed: Store::take(r)?,
            },
            3 => Reason::Wing {
                pivot_digits: Store::take(r)?,
                z: Store::take(r)?,
            },
            4 => Reason::AlsWing {
                set: Store::take(r)?,
                bivalue: Store::take(r)?,
                set_digits: Store::take(r)?,
                restricted: Store::take(r)?,
            },
            5 => Reason::StrongLinks {
                digit: Store::take(r)?,
                nodes: Store::take(r)?,
                strong: Store::take(r)?,
                weak: Store::take(r)?,
                closed: Store::take(r)?,
            },
            6 => Reason::Unique(Store::take(r)?),
            7 => Reason::Bug1 {
                cell: Store::take(r)?,
                keep: Store::take(r)?,
                houses: Store::take(r)?,
            },
            8 => Reason::Bug2 {
                digit: Store::take(r)?,
            },
            9 => Reason::AlignedPair {
                bivalues: Store::take(r)?,
                excluded: Store::take(r)?,
            },
            10 => Reason::AlignedTriple {
                excluders: Store::take(r)?,
            },
            11 => Reason::Chain(Store::take(r)?),
            12 => Reason::FinnedFish {
                digit: Store::take(r)?,
                base: Store::take(r)?,
                cover: Store::take(r)?,
                fins: Store::take(r)?,
                fin_box: Store::take(r)?,
            },
            13 => Reason::EmptyRectangle {
                digit: Store::take(r)?,
                boxed: Store::take(r)?,
                row: Store::take(r)?,
                column: Store::take(r)?,
                box_cells: Store::take(r)?,
                link_house: Store::take(r)?,
                near: Store::take(r)?,
                far: Store::take(r)?,
            },
            14 => Reason::WWing {
                x: Store::take(r)?,
                z: Store::take(r)?,
                bivalues: Store::take(r)?,
                link_house: Store::take(r)?,
                ends: Store::take(r)?,
            },
            15 => Reason::SimpleColouring {
                digit: Store::take(r)?,
                cluster: Store::take(r)?,
                wrap: Store::take(r)?,
            },
            16 => Reason::MultiColouring {
                digit: Store::take(r)?,
                kind: Store::take(r)?,
                a: Store::take(r)?,
                b: Store::take(r)?,
                a_colour: Store::take(r)?,
                b_colour: Store::take(r)?,
                contacts: Store::take(r)?,
            },
            17 => Reason::AlsXz {
                a: Store::take(r)?,
                a_house: Store::take(r)?,
                a_digits: Store::take(r)?,
                b: Store::take(r)?,
                b_house: Store::take(r)?,
                b_digits: Store::take(r)?,
                restricted: Store::take(r)?,
            },
            18 => Reason::UniqueRectangle6 {
                bivalues: Store::take(r)?,
                extra: Store::take(r)?,
                digit: Store::take(r)?,
                other: Store::take(r)?,
                lines: [
                    Store::take(r)?,
                    Store::take(r)?,
                    Store::take(r)?,
                    Store::take(r)?,
                ],
            },
            19 => Reason::HiddenRectangle {
                corner: Store::take(r)?,
                opposite: Store::take(r)?,
                row_mate: Store::take(r)?,
                column_mate: Store::take(r)?,
                digit: Store::take(r)?,
                removed: Store::take(r)?,
                row: Store::take(r)?,
                column: Store::take(r)?,
            },
            20 => Reason::AlsXyWing {
                a: Store::take(r)?,
                b: Store::take(r)?,
                c: Store::take(r)?,
                x: Store::take(r)?,
                y: Store::take(r)?,
            },
            21 => Reason::AlsXyChain {
                sets: Store::take(r)?,
                links: Store::take(r)?,
            },
            22 => Reason::SueDeCoq {
                cells: Store::take(r)?,
                digits: Store::take(r)?,
                line: Store::take(r)?,
                boxed: Store::take(r)?,
                line_set: Store::take(r)?,
                box_set: Store::take(r)?,
                shared: Store::take(r)?,
            },
            _ => return None,
        })
    }
}

impl Store for AlsSet {
    fn put(&self, w: &mut Writer) {
        self.cells.put(w);
        self.house.put(w);
        self.digits.put(w);
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some(AlsSet {
            cells: Store::take(r)?,
            house: Store::take(r)?,
            digits: Store::take(r)?,
        })
    }
}

impl Store for Excluded {
    fn put(&self, w: &mut Writer) {
        self.cell.put(w);
        self.digit.put(w);
        self.other.put(w);
        self.same.put(w);
        self.digits.put(w);
        self.by.put(w);
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some(Excluded {
            cell: Store::take(r)?,
            digit: Store::take(r)?,
            other: Store::take(r)?,
            same: Store::take(r)?,
            digits: Store::take(r)?,
            by: Store::take(r)?,
        })
    }
}

impl Store for Unique {
    fn put(&self, w: &mut Writer) {
        match self {
            Unique::Type1 { cell } => {
                w.num(0);
                cell.put(w);
            }
            Unique::Type2 { cells, digit } => {
                w.num(1);
                cells.put(w);
                digit.put(w);
            }
            Unique::Type3 {
                cells,
                extra,
                house,
                set,
                digits,
                hidden,
            } => {
                w.num(2);
                cells.put(w);
                extra.put(w);
                house.put(w);
                set.put(w);
                digits.put(w);
                hidden.put(w);
            }
            Unique::Type4 {
                cells,
                locked,
                house,
            } => {
                w.num(3);
                cells.put(w);
                locked.put(w);
                house.put(w);
            }
        }
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some(match r.num(4)? {
            0 => Unique::Type1 {
                cell: Store::take(r)?,
            },
            1 => Unique::Type2 {
                cells: Store::take(r)?,
                digit: Store::take(r)?,
            },
            2 => Unique::Type3 {
                cells: Store::take(r)?,
                extra: Store::take(r)?,
                house: Store::take(r)?,
                set: Store::take(r)?,
                digits: Store::take(r)?,
                hidden: Store::take(r)?,
            },
            _ => Unique::Type4 {
                cells: Store::take(r)?,
                locked: Store::take(r)?,
                house: Store::take(r)?,
            },
        })
    }
}

impl Store for ChainReason {
    fn put(&self, w: &mut Writer) {
        self.kind.put(w);
        self.branches.put(w);
        self.inner.put(w);
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some(ChainReason {
            kind: Store::take(r)?,
            branches: Store::take(r)?,
            inner: Store::take(r)?,
        })
    }
}

impl Store for Inner {
    fn put(&self, w: &mut Writer) {
        self.technique.put(w);
        self.digits.put(w);
        self.houses.put(w);
        self.cells.put(w);
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some(Inner {
            technique: Store::take(r)?,
            digits: Store::take(r)?,
            houses: Store::take(r)?,
            cells: Store::take(r)?,
        })
    }
}

impl Store for ChainKind {
    fn put(&self, w: &mut Writer) {
        match self {
            ChainKind::Cycle => w.num(0),
            ChainKind::Opposite => w.num(1),
            ChainKind::Contradiction => w.num(2),
            ChainKind::Double => w.num(3),
            ChainKind::Cell(p) => {
                w.num(4);
                p.put(w);
            }
            ChainKind::Region(u, d) => {
                w.num(5);
                u.put(w);
                d.put(w);
            }
            ChainKind::Alternating => w.num(6),
        }
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some(match r.num(7)? {
            0 => ChainKind::Cycle,
            1 => ChainKind::Opposite,
            2 => ChainKind::Contradiction,
            3 => ChainKind::Double,
            4 => ChainKind::Cell(Store::take(r)?),
            5 => ChainKind::Region(Store::take(r)?, Store::take(r)?),
            _ => ChainKind::Alternating,
        })
    }
}

impl Store for Clause {
    fn put(&self, w: &mut Writer) {
        self.pos.put(w);
        self.digit.put(w);
        self.on.put(w);
        self.why.put(w);
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some(Clause {
            pos: Store::take(r)?,
            digit: Store::take(r)?,
            on: Store::take(r)?,
            why: Store::take(r)?,
        })
    }
}

impl Store for Why {
    fn put(&self, w: &mut Writer) {
        match *self {
            Why::Assumed => w.num(0),
            Why::Link => w.num(1),
            Why::House(u) => {
                w.num(2);
                u.put(w);
            }
            Why::LastInCell(m) => {
                w.num(3);
                m.put(w);
            }
            Why::LastInHouse(u, m) => {
                w.num(4);
                u.put(w);
                m.put(w);
            }
            Why::Nested(k) => {
                w.num(5);
                k.put(w);
            }
        }
    }
    fn take(r: &mut Reader<'_>) -> Option<Self> {
        Some(match r.num(6)? {
            0 => Why::Assumed,
            1 => Why::Link,
            2 => Why::House(Store::take(r)?),
            3 => Why::LastInCell(Store::take(r)?),
            4 => Why::LastInHouse(Store::take(r)?, Store::take(r)?),
            _ => Why::Nested(Store::take(r)?),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(r: u8, c: u8) -> Pos {
        Pos::new(r - 1, c - 1).unwrap()
    }

    fn u(kind: UnitKind, i: u8) -> Unit {
        Unit { kind, index: i - 1 }
    }

    /// The uniqueness family's learner reasons (no catalogue example holds
    /// them yet) come back from their stored line as they went in.
    #[test]
    fn rectangle_reasons_round_trip() {
        let mut s6 = Step::new(Technique::UniqueRectangle6, 46);
        s6.cells = vec![p(5, 4), p(5, 6), p(8, 6), p(8, 4)];
        s6.digits = vec![3, 9];
        s6.reason = Box::new(Reason::UniqueRectangle6 {
            bivalues: [p(5, 4), p(8, 6)],
            extra: [p(5, 6), p(8, 4)],
            digit: 3,
            other: 9,
            lines: [
                u(UnitKind::Row, 5),
                u(UnitKind::Row, 8),
                u(UnitKind::Column, 4),
                u(UnitKind::Column, 6),
            ],
        });
        let mut hr = Step::new(Technique::HiddenRectangle, 46);
        hr.cells = vec![p(5, 4), p(5, 6), p(9, 6), p(9, 4)];
        hr.digits = vec![4, 9];
        hr.reason = Box::new(Reason::HiddenRectangle {
            corner: p(5, 6),
            opposite: p(9, 4),
            row_mate: p(9, 6),
            column_mate: p(5, 4),
            digit: 4,
            removed: 9,
            row: u(UnitKind::Row, 9),
            column: u(UnitKind::Column, 4),
        });
        for s in [s6, hr] {
            assert_eq!(decode(&line(&s)).as_ref(), Some(&s), "{}", line(&s));
        }
    }

    fn set(cells: &[(u8, u8)], house: Unit, digits: &[u8]) -> AlsSet {
        AlsSet {
            cells: cells.iter().map(|&(r, c)| p(r, c)).collect(),
            house,
            digits: digits.to_vec(),
        }
    }

    /// The ALS family's and Sue de Coq's reasons (no catalogue example
    /// holds them yet) come back from their stored line as they went in.
    #[test]
    fn als_reasons_round_trip() {
        let a = set(&[(2, 1), (2, 3)], u(UnitKind::Row, 2), &[1, 5, 7]);
        let c = set(&[(1, 7)], u(UnitKind::Row, 1), &[2, 5]);
        let b = set(&[(4, 7), (6, 7)], u(UnitKind::Box, 6), &[2, 3, 7]);
        let mut wing = Step::new(Technique::AlsXyWing, 62);
        wing.reason = Box::new(Reason::AlsXyWing {
            a: a.clone(),
            b: b.clone(),
            c: c.clone(),
            x: 5,
            y: 2,
        });
        let mut chain = Step::new(Technique::AlsXyChain, 66);
        chain.reason = Box::new(Reason::AlsXyChain {
            sets: vec![a.clone(), c.clone(), b.clone(), a],
            links: vec![5, 2, 3],
        });
        let mut sdc = Step::new(Technique::SueDeCoq, 50);
        sdc.reason = Box::new(Reason::SueDeCoq {
            cells: vec![p(1, 1), p(1, 2)],
            digits: vec![1, 2, 3, 4],
            line: u(UnitKind::Row, 1),
            boxed: u(UnitKind::Box, 1),
            line_set: set(&[(1, 5), (1, 6)], u(UnitKind::Row, 1), &[1, 3, 5]),
            box_set: set(&[(2, 1), (2, 2)], u(UnitKind::Box, 1), &[2, 4, 5]),
            shared: vec![5],
        });
        for s in [wing, chain, sdc] {
            assert_eq!(decode(&line(&s)).as_ref(), Some(&s), "{}", line(&s));
        }
    }
}
