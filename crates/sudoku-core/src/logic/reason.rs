//! What a step rests on, as data: the part of a pattern that the step's
//! cells, houses and digits do not already say. Producers fill a
//! [`Reason`]; the [`explain`](super::explain) module turns it (with the
//! rest of the [`Step`](super::Step)) into messages, and renderers turn
//! messages into English or Korean. No producer writes prose.

use crate::grid::Pos;
use crate::logic::technique::Technique;
use crate::rules::Unit;
use crate::Digit;

/// The pattern data a step's own fields do not hold, per pattern kind.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Reason {
    /// Everything is in the step's cells, houses, digits and results
    /// (singles, intersections, subsets, fish).
    #[default]
    Pattern,
    /// Naked single: why the cell's other digits are gone. Each digit
    /// placed among its peers is said once, in the first of its row,
    /// column and box holding it.
    NakedSingle {
        /// Digits placed in the cell's row.
        row: Vec<u8>,
        /// Digits placed in its column (and not its row).
        column: Vec<u8>,
        /// Digits placed in its box (and neither line).
        boxed: Vec<u8>,
        /// Digits no peer holds: removed from the cell by earlier steps
        /// (or the player's marks).
        removed: Vec<u8>,
    },
    /// Hidden single: why the digit's other places in the house (the
    /// step's first house) are gone.
    HiddenSingle {
        /// The placed copies of the digit that rule places out, each with
        /// the house it shares with them.
        blockers: Vec<(Pos, Unit)>,
        /// The places each blocker rules out (same order).
        blocked: Vec<Vec<Pos>>,
        /// Empty cells of the house that no placed copy rules out: the
        /// digit was removed from them by earlier steps (or marks).
        removed: Vec<Pos>,
    },
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
        /// The bivalue cell's digits whose every place in the set sees the
        /// bivalue cell (restricted commons): one, or both when the wing
        /// is doubly linked.
        restricted: Vec<u8>,
    },
    /// Simple colouring on one digit: a cluster of conjugate pairs (houses
    /// where the digit has exactly two places) coloured in two colours,
    /// one of which holds the digit. With `wrap`, two cells of one colour
    /// share a house, so that colour is false and every cell of it loses
    /// the digit; without, each eliminated cell sees both colours (trap).
    SimpleColouring {
        /// The digit.
        digit: u8,
        /// The cluster.
        cluster: ColourCluster,
        /// Wrap: the colour (0 or 1) found twice in one house, the two
        /// cells and that house.
        wrap: Option<(u8, Pos, Pos, Unit)>,
    },
    /// ALS-XZ: two almost locked sets (`n` cells of one house holding
    /// `n + 1` digits between them), sharing no cell, with a restricted
    /// common digit: every place of it in one set sees every place of it
    /// in the other, so at most one set holds it, and the other set is
    /// locked. Singly linked: a cell seeing every place of another common
    /// digit in both sets loses it. Doubly linked (two restricted
    /// commons): each set's other digits are locked in it, and each
    /// restricted common is locked in the pair.
    AlsXz {
        /// The first set's cells.
        a: Vec<Pos>,
        /// The house holding them.
        a_house: Unit,
        /// Its digits.
        a_digits: Vec<u8>,
        /// The second set's cells.
        b: Vec<Pos>,
        /// The house holding them.
        b_house: Unit,
        /// Its digits.
        b_digits: Vec<u8>,
        /// The restricted common digits (one, or two when doubly linked).
        restricted: Vec<u8>,
    },
    /// Multi-colouring on one digit: two clusters of conjugate pairs.
    /// Type 1 (`kind == 1`): cells of colour `a_colour` of `a` see both
    /// colours of `b`, so `a_colour` is false and all its cells lose the
    /// digit. Type 2: a cell of `a_colour` of `a` sees a cell of
    /// `b_colour` of `b`, so one of the two other colours is true, and a
    /// cell seeing both other colours loses the digit.
    MultiColouring {
        /// The digit.
        digit: u8,
        /// 1 or 2.
        kind: u8,
        /// The first cluster.
        a: ColourCluster,
        /// The second cluster.
        b: ColourCluster,
        /// The colour of `a` the argument starts from.
        a_colour: u8,
        /// Type 2: the colour of `b` that `a_colour` sees; type 1: unused (0).
        b_colour: u8,
        /// The pairs of cells that see each other across the clusters:
        /// type 1, a cell of `a_colour` with a cell of each colour of `b`;
        /// type 2, one cell of `a_colour` with one of `b_colour`.
        contacts: Vec<(Pos, Pos)>,
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
    /// A finned or sashimi fish (X-Wing, Swordfish, Jellyfish): the
    /// digit's candidates in the base lines lie in the cover lines but for
    /// the fins, all in `fin_box`; the step removes the cover-line
    /// candidates outside the base lines that lie in the fin box (they see
    /// every fin). The step's cells are the base candidates in the cover
    /// lines.
    FinnedFish {
        /// The digit.
        digit: u8,
        /// The base lines (rows or columns).
        base: Vec<Unit>,
        /// The cover lines (columns or rows).
        cover: Vec<Unit>,
        /// The fins: base candidates outside the cover lines.
        fins: Vec<Pos>,
        /// The box holding every fin.
        fin_box: Unit,
    },
    /// Empty Rectangle: in `boxed` every candidate of the digit lies in
    /// `row` or `column`; a conjugate pair in `link_house` (outside the
    /// box) runs from `near`, on the box's row or column, to `far`; the
    /// step removes the digit where `far`'s line crosses the box's other
    /// line.
    EmptyRectangle {
        /// The digit.
        digit: u8,
        /// The box.
        boxed: Unit,
        /// The box's row holding its candidates (with `column`).
        row: Unit,
        /// The box's column holding its candidates (with `row`).
        column: Unit,
        /// The digit's candidates in the box.
        box_cells: Vec<Pos>,
        /// The line of the conjugate pair.
        link_house: Unit,
        /// The pair's end on the box's row or column.
        near: Pos,
        /// The pair's other end.
        far: Pos,
    },
    /// W-Wing: two bivalue cells holding {x, z} that do not see each
    /// other; the only two places of x in `link_house` are `ends`, the
    /// first seeing the first bivalue cell, the second the second. One
    /// of the two cells is z: z leaves the cells seeing both.
    WWing {
        /// The digit of the strong link.
        x: u8,
        /// The digit removed.
        z: u8,
        /// The two bivalue cells.
        bivalues: [Pos; 2],
        /// The house of the strong link.
        link_house: Unit,
        /// The link's ends: `ends[i]` sees `bivalues[i]`.
        ends: [Pos; 2],
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
        /// The cell's houses in which a kept digit has three places (it
        /// would have two in each if the cell were not that digit).
        houses: Vec<Unit>,
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
        /// The first removal worked through: `digit` in `cell` leaves
        /// `other` (the pair's other cell) no digit.
        excluded: Box<Excluded>,
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
    // The uniqueness family's learner techniques (a type 5 is
    // `Unique(Unique::Type2)`, SE's type 2 on a rectangle).
    /// Unique rectangle type 6: the step's four cells hold the step's two
    /// digits; `bivalues` hold nothing else, and in `lines` `digit` has no
    /// place outside the rectangle, so neither extra cell is `digit`.
    UniqueRectangle6 {
        /// The two diagonal cells holding only the pair.
        bivalues: [Pos; 2],
        /// The two diagonal cells with extras, which lose `digit`.
        extra: [Pos; 2],
        /// The pair's digit confined to the rectangle in `lines`.
        digit: u8,
        /// The pair's other digit.
        other: u8,
        /// The rectangle's two rows and two columns.
        lines: [Unit; 4],
    },
    /// Hidden rectangle: `corner` holds only the step's two digits, and
    /// `digit` has only two places in `row` (`row_mate`, `opposite`) and in
    /// `column` (`column_mate`, `opposite`), so `opposite` is not `removed`.
    HiddenRectangle {
        /// The bivalue corner.
        corner: Pos,
        /// The corner opposite it, which loses `removed`.
        opposite: Pos,
        /// The rectangle's cell in `opposite`'s row.
        row_mate: Pos,
        /// The rectangle's cell in `opposite`'s column.
        column_mate: Pos,
        /// The pair's digit with the two strong links.
        digit: u8,
        /// The pair's other digit.
        removed: u8,
        /// `opposite`'s row.
        row: Unit,
        /// `opposite`'s column.
        column: Unit,
    },
    // The ALS family and Sue de Coq.
    /// ALS-XY-Wing: three almost locked sets sharing no cell. The middle
    /// set `c` has a restricted common digit `x` with the wing `a` and a
    /// different one, `y`, with the wing `b`. If neither wing held a
    /// common digit Z (the removed digits), `a` would be locked and hold
    /// `x`, so `c` would lack `x` and hold `y`, so `b` would lack `y` and
    /// hold Z: a cell seeing every Z of both wings loses it.
    AlsXyWing {
        /// The first wing.
        a: AlsSet,
        /// The second wing.
        b: AlsSet,
        /// The middle set.
        c: AlsSet,
        /// The restricted common of `a` and `c`.
        x: u8,
        /// The restricted common of `b` and `c`.
        y: u8,
    },
    /// ALS-XY-Chain: almost locked sets `sets[0]`, `sets[1]`, … each
    /// linked to the next by the restricted common `links[i]` (between
    /// `sets[i]` and `sets[i + 1]`), consecutive links different. If the
    /// first set lacked a digit Z it shares with the last (the removed
    /// digits), it would hold `links[0]`, so the next set would lack it
    /// and hold `links[1]`, and so on, until the last set lacks the last
    /// link and holds Z: a cell seeing every Z of both end sets loses it.
    AlsXyChain {
        /// The sets, end to end (four or more).
        sets: Vec<AlsSet>,
        /// The links' digits, one fewer than the sets.
        links: Vec<u8>,
    },
    /// Sue de Coq: `cells` (two or three cells where `line` meets `boxed`)
    /// hold `digits`, at least two more than cells; `line_set` (cells of
    /// the rest of the line) and `box_set` (of the rest of the box) hold
    /// the rest of those digits and a few of their own, with as many cells
    /// in all as digits (a digit of both sets outside `digits`, `shared`,
    /// counted twice). Each digit is then in the pattern once (a shared
    /// one twice): the rest of the line loses the line set's digits and
    /// the intersection's not in the box set, the rest of the box the box
    /// set's and the intersection's not in the line set, both the shared.
    SueDeCoq {
        /// The intersection's cells.
        cells: Vec<Pos>,
        /// Their digits.
        digits: Vec<u8>,
        /// The row or column.
        line: Unit,
        /// The box.
        boxed: Unit,
        /// The set in the rest of the line.
        line_set: AlsSet,
        /// The set in the rest of the box.
        box_set: AlsSet,
        /// Digits of both sets that the intersection lacks.
        shared: Vec<u8>,
    },
}

/// Why an aligned pair cannot hold `digit` in `cell`: every candidate of
/// `other` makes an impossible pair with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Excluded {
    /// The cell that loses the digit.
    pub cell: Pos,
    /// The digit removed.
    pub digit: u8,
    /// The pair's other cell.
    pub other: Pos,
    /// Whether `other` holds `digit` too and sees `cell` (so the two
    /// cannot both be it).
    pub same: bool,
    /// `other`'s candidates that a bivalue cell excludes with `digit`, in
    /// order, each with the bivalue cell (`by`, same order) holding
    /// exactly that pair.
    pub digits: Vec<u8>,
    /// The bivalue cell excluding each of `digits`.
    pub by: Vec<Pos>,
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
        /// Their candidates beyond the rectangle's pair.
        extra: Vec<u8>,
        /// The house of the set.
        house: Unit,
        /// The set's other cells: with the two cells counted as one, they
        /// make the set (a naked set of `digits`; or, hidden, the only
        /// other places of `digits` in `house`).
        set: Vec<Pos>,
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
    /// The inner steps of a nested chain, each once: a clause
    /// [`Why::Nested`]`(k)` rests on `inner[k]`.
    pub inner: Vec<Inner>,
}

/// A step a nested chain makes on the grid it has reduced so far (a
/// pointing, a pair, an X-Wing or a whole chain), which turns candidates
/// off for the chain.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Inner {
    /// The technique.
    pub technique: Technique,
    /// Its digits (the pointing's or X-Wing's digit, a pair's digits);
    /// empty for a chain.
    pub digits: Vec<u8>,
    /// Its houses: the box and line of a pointing or claiming, the house
    /// of a pair, the base lines of an X-Wing; empty for a chain.
    pub houses: Vec<Unit>,
    /// Its cells: the places of a pointing, a pair's cells, an X-Wing's
    /// corners, a chain's cells (start first).
    pub cells: Vec<Pos>,
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
    /// An alternating inference chain (X-Chain, XY-Chain, AIC): its first
    /// candidate false makes its last true, so one of the two is true.
    Alternating,
}

/// One link's conclusion: "r4c4 is 2" or "r4c4 is not 2", and why it
/// holds when that is more than the link from the clause before.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clause {
    /// The cell.
    pub pos: Pos,
    /// The digit.
    pub digit: Digit,
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
    /// The link from the clause before, inside one cell: a cell holds one
    /// digit ("is 8, so is not 5"), or a two-candidate cell holds its other
    /// ("is not 8, so is 5"). (Also a link between cells whose house the
    /// chain's own reductions make: no house is claimed for it.)
    Link,
    /// The link from the clause before, inside `house`: the two cells
    /// share it ("is 8, so the other is not 8"), or the digit has only
    /// these two places there ("is not 8, so the other is 8").
    House(Unit),
    /// The cell has no other candidate left: the chain has removed the
    /// others (the digits of the mask, bit `d - 1` for digit `d`).
    LastInCell(u16),
    /// No other place is left for the digit in the house: the chain has
    /// removed the others (the house's cells of the mask, bit `k` for its
    /// `k`-th cell in reading order).
    LastInHouse(Unit, u16),
    /// A step nested in the chain (the chain's `inner[k]`), made on the
    /// grid the chain has reduced so far.
    Nested(u16),
}

/// A cluster of conjugate pairs on one digit, coloured in two colours.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ColourCluster {
    /// The cells of each colour, in the order they were coloured (the
    /// first cell of colour 0 starts the cluster).
    pub colours: [Vec<Pos>; 2],
    /// Each link in colouring order: a cell already coloured, the cell it
    /// colours (the opposite colour), and the house where the two are the
    /// digit's only places.
    pub links: Vec<(Pos, Pos, Unit)>,
}

/// An almost locked set as a text names it: its cells, the house they
/// share and their digits (one more than cells for an ALS; any number for
/// a Sue de Coq's sets).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AlsSet {
    /// The cells.
    pub cells: Vec<Pos>,
    /// A house holding them all.
    pub house: Unit,
    /// Their digits, ascending.
    pub digits: Vec<u8>,
}
