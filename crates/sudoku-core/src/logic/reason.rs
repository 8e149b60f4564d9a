//! What a step rests on, as data: the part of a pattern that the step's
//! cells, houses and digits do not already say. Producers fill a
//! [`Reason`]; the [`explain`](super::explain) module turns it (with the
//! rest of the [`Step`](super::Step)) into messages, and renderers turn
//! messages into English or Korean. No producer writes prose.

use crate::grid::Pos;
use crate::rules::Unit;

/// The pattern data a step's own fields do not hold, per pattern kind.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Reason {
    /// Everything is in the step's cells, houses, digits and results
    /// (singles, intersections, subsets, fish).
    #[default]
    Pattern,
    /// XY-Wing or XYZ-Wing: the pivot (the step's first cell) sees both
    /// pincers; `z` is the digit the pincers share and the wing removes.
    Wing {
        /// The pivot's candidates.
        pivot_digits: Vec<u8>,
        /// The digit removed.
        z: u8,
    },
    /// WXYZ-, VWXYZ- and UVWXYZ-Wing: a set of `n` cells holding `n + 1`
    /// digits and a bivalue cell whose digits all lie in the set.
    AlsWing {
        /// The set's cells.
        set: Vec<Pos>,
        /// The bivalue cell.
        bivalue: Pos,
        /// The set's digits.
        set_digits: Vec<u8>,
        /// The digits whose every place in the pattern sees each other.
        restricted: Vec<u8>,
    },
    /// A chain of strong links on one digit (skyscraper, kite, turbot
    /// fish and their longer and grouped kin, and X-loops): `nodes` in
    /// chain order, each one cell or a group of cells in one box and
    /// line; links alternate strong (nodes 0-1, 2-3, …) and weak.
    StrongLinks {
        /// The digit.
        digit: u8,
        /// The chain's nodes, end to end.
        nodes: Vec<Vec<Pos>>,
        /// The house of each strong link, in chain order.
        strong: Vec<Unit>,
        /// The house joining each pair of strong links, in chain order.
        weak: Vec<Unit>,
        /// Whether the two ends also share a house (an X-loop).
        closed: bool,
    },
    /// A unique rectangle or loop (types 1-4): the step's cells hold the
    /// pair of its digits plus extras.
    Unique(Unique),
    /// BUG type 1: without `cell` every unsolved cell would be bivalue, a
    /// deadly pattern; the cell keeps `keep`.
    Bug1 {
        /// The one cell with more than two candidates.
        cell: Pos,
        /// The digits the cell keeps (one, but for a grid with several
        /// BUG values in the cell).
        keep: Vec<u8>,
    },
    /// BUG type 2: the cells with more than two candidates all hold the
    /// extra `digit`, so one of them is that digit.
    Bug2 {
        /// The digit.
        digit: u8,
    },
    /// Aligned pair exclusion: the two cells (the step's cells) cannot
    /// take a pair of digits that would empty one of the bivalue cells
    /// they both see.
    AlignedPair {
        /// The bivalue cells seeing both.
        bivalues: Vec<Pos>,
    },
    /// Aligned triplet exclusion: the three cells (the step's cells)
    /// cannot take a combination of digits that would empty one of the
    /// cells of two or three candidates they all see.
    AlignedTriple {
        /// The cells of two or three candidates seeing all three.
        excluders: Vec<Pos>,
    },
    /// A chain or cycle of implications, walked link by link.
    Chain(Box<ChainReason>),
}

/// What a unique rectangle's extras give, by type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unique {
    /// Only `cell` holds more than the pair: it must take another digit.
    Type1 {
        /// The cell with extras.
        cell: Pos,
    },
    /// The extra cells all hold one extra `digit`: one of them is it.
    Type2 {
        /// The cells with extras.
        cells: Vec<Pos>,
        /// The extra digit.
        digit: u8,
    },
    /// The extras of two cells act as one cell of a naked or hidden set
    /// in `house`.
    Type3 {
        /// The two cells with extras.
        cells: Vec<Pos>,
        /// The house of the set.
        house: Unit,
        /// The set's digits.
        digits: Vec<u8>,
        /// Whether the set is hidden (else naked).
        hidden: bool,
    },
    /// One of the pair's digits is locked in the two extra cells, so the
    /// other cannot be in both.
    Type4 {
        /// The two cells with extras.
        cells: Vec<Pos>,
        /// The digit locked in them.
        locked: u8,
        /// The house in which it is locked.
        house: Unit,
    },
}

/// A chain's logic: what kind of argument it is and each branch walked
/// from its premise to its conclusion.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChainReason {
    /// The argument.
    pub kind: ChainKind,
    /// Each branch, premise first: one for a cycle or a forcing chain,
    /// two for a contradiction or a double chain, one per candidate or
    /// place for a cell or region chain.
    pub branches: Vec<Vec<Clause>>,
}

/// How a chain's branches prove its result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChainKind {
    /// A closed loop of alternating links: it holds both ways round.
    Cycle,
    /// One assumption leads to its own opposite.
    Opposite,
    /// One assumption makes a candidate both true and false.
    Contradiction,
    /// A candidate true and the same candidate false lead to the same.
    Double,
    /// Each candidate of a cell leads to the same.
    Cell(Pos),
    /// Each place of a digit in a house leads to the same.
    Region(Unit, u8),
}

/// One link's conclusion: "r4c4 is 2" or "r4c4 is not 2", and why it
/// holds when that is more than the link from the clause before.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clause {
    /// The cell.
    pub pos: Pos,
    /// The digit.
    pub digit: u8,
    /// True: the cell is the digit; false: it is not.
    pub on: bool,
    /// Why it follows.
    pub why: Why,
}

/// Why a clause follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// The branch's assumption.
    Assumed,
    /// The link from the clause before.
    Link,
    /// The cell has no other candidate left (after earlier clauses).
    LastInCell,
    /// No other place is left for the digit in the house.
    LastInHouse(Unit),
    /// A nested deduction (a simpler technique or a shorter chain) on the
    /// grid the chain has reduced so far.
    Nested,
}
