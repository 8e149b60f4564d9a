//! The two implication rules of SukakuExplainer's chains, on a grid that a
//! dynamic search may be shrinking as it goes.
//!
//! * on → off: a candidate that is true turns off the other candidates of
//!   its cell (when "Y" links are allowed) and the same digit in its box,
//!   then its row, then its column (box cells once).
//! * off → on: a candidate that is false turns on the other candidate of a
//!   bivalue cell (Y links) and the other position of a digit with two
//!   places left in the box, row or column (X links). In a dynamic search
//!   the candidates already switched off are its extra ("hidden") parents.

use super::graph::{cand_of, cell_of, digit_of, key, Arena, PSet};
use crate::logic::candidates::{bit, Candidates};
use crate::logic::houses::{CELL_HOUSES, HOUSE_CELLS};

/// Position of each cell inside its box, row and column.
static INDEX_IN: [[u8; 3]; 81] = {
    let mut t = [[0u8; 3]; 81];
    let mut c = 0;
    while c < 81 {
        t[c] = [
            ((c / 9 % 3) * 3 + c % 3) as u8,
            (c % 9) as u8,
            (c / 9) as u8,
        ];
        c += 1;
    }
    t
};

/// The grid a chain search reads: candidates per cell and, per house and
/// digit, the positions still open (kept in step when a dynamic search
/// removes candidates).
#[derive(Clone)]
pub(super) struct Board {
    cands: [u16; 81],
    pos: [[u16; 9]; 27],
}

impl Board {
    pub(crate) fn new(c: &Candidates) -> Board {
        let mut b = Board {
            cands: [0; 81],
            pos: [[0; 9]; 27],
        };
        for cell in 0..81 {
            let m = c.cands(cell);
            b.cands[cell] = m;
            for d in 0..9 {
                if m & (1 << d) != 0 {
                    for (i, &h) in CELL_HOUSES[cell].iter().enumerate() {
                        b.pos[h as usize][d] |= 1 << INDEX_IN[cell][i];
                    }
                }
            }
        }
        b
    }

    #[inline]
    pub(crate) fn cands(&self, cell: usize) -> u16 {
        self.cands[cell]
    }

    #[inline]
    pub(crate) fn has(&self, cell: usize, d: u8) -> bool {
        self.cands[cell] & bit(d) != 0
    }

    /// Positions (bit k = k-th cell of the house) of digit `d` in house `h`.
    #[inline]
    pub(crate) fn positions(&self, h: usize, d: u8) -> u16 {
        self.pos[h][usize::from(d) - 1]
    }

    pub(crate) fn eliminate(&mut self, cell: usize, d: u8) {
        if self.has(cell, d) {
            self.cands[cell] &= !bit(d);
            for (i, &h) in CELL_HOUSES[cell].iter().enumerate() {
                self.pos[h as usize][usize::from(d) - 1] &= !(1 << INDEX_IN[cell][i]);
            }
        }
    }
}

/// Whether exactly two bits of `m` are set (cheaper than `count_ones`
/// where the target has no popcount instruction).
#[inline]
pub(super) fn two_bits(m: u16) -> bool {
    let rest = m & m.wrapping_sub(1);
    rest != 0 && rest & (rest - 1) == 0
}

/// The candidates that candidate `d` of `cell`, when true, turns off, in
/// the order SE makes them: the other candidates of the cell (when `y`),
/// then `d` in the box, in the row outside the box, in the column outside
/// the box.
#[inline]
pub(super) fn each_off(g: &Board, cell: usize, d: u8, y: bool, mut f: impl FnMut(u16)) {
    if y {
        // The cell's other digits, lowest first.
        let mut m = g.cands(cell) & !bit(d);
        while m != 0 {
            let v = m.trailing_zeros() as u8 + 1;
            m &= m - 1;
            f(cand_of(cell, v));
        }
    }
    let [bx, row, col] = CELL_HOUSES[cell];
    let mut box_cells = g.positions(bx as usize, d) & !(1 << INDEX_IN[cell][0]);
    while box_cells != 0 {
        let k = box_cells.trailing_zeros() as usize;
        box_cells &= box_cells - 1;
        f(cand_of(HOUSE_CELLS[bx as usize][k] as usize, d));
    }
    // Row and column cells outside the box.
    let bc = (cell % 9) / 3 * 3;
    let br = (cell / 9) / 3 * 3;
    let mut row_cells = g.positions(row as usize, d) & !(0b111 << bc);
    while row_cells != 0 {
        let k = row_cells.trailing_zeros() as usize;
        row_cells &= row_cells - 1;
        f(cand_of(HOUSE_CELLS[row as usize][k] as usize, d));
    }
    let mut col_cells = g.positions(col as usize, d) & !(0b111 << br);
    while col_cells != 0 {
        let k = col_cells.trailing_zeros() as usize;
        col_cells &= col_cells - 1;
        f(cand_of(HOUSE_CELLS[col as usize][k] as usize, d));
    }
}

/// Which strong link an off → on implication follows.
#[derive(Clone, Copy)]
pub(super) enum Via {
    /// The cell is bivalue.
    Cell,
    /// The digit has two places left in this house.
    House(usize),
}

/// The candidates that candidate `d` of `cell`, when false, turns on, in
/// the order SE makes them: the other candidate of a bivalue cell (when
/// `y`), then the other place of `d` in its box, row and column, for each
/// of them holding two places (when `x`).
#[inline]
pub(super) fn each_on(
    g: &Board,
    cell: usize,
    d: u8,
    (y, x): (bool, bool),
    mut f: impl FnMut(u16, Via),
) {
    if y {
        let m = g.cands(cell);
        if two_bits(m) && m & bit(d) != 0 {
            let other = (m & !bit(d)).trailing_zeros() as u8 + 1;
            f(cand_of(cell, other), Via::Cell);
        }
    }
    if x {
        for (i, &h) in CELL_HOUSES[cell].iter().enumerate() {
            let h = h as usize;
            let places = g.positions(h, d);
            let me = 1u16 << INDEX_IN[cell][i];
            if places & me == 0 || !two_bits(places) {
                continue;
            }
            let other = HOUSE_CELLS[h][(places & !me).trailing_zeros() as usize] as usize;
            f(cand_of(other, d), Via::House(h));
        }
    }
}

/// Nodes forced off when node `p` (an "on" potential) holds; appended to
/// `out`. Potentials already in `skip` are not produced again, except
/// `keep` (a search's target).
pub(super) fn on_to_off(
    g: &Board,
    arena: &mut Arena,
    p: u32,
    y: bool,
    (skip, keep): (Option<&PSet>, usize),
    out: &mut Vec<u32>,
) {
    let node = arena.node(p);
    let wanted = |c: u16| match skip {
        Some(s) => {
            let k = key(c, false);
            k == keep || s.get(k).is_none()
        }
        None => true,
    };
    // Collected first: a small closure inlines where a large one would not.
    // At most 8 other digits, 8 box cells, 6 row and 6 column cells.
    let mut buf = [0u16; 28];
    let mut n = 0;
    each_off(g, cell_of(node.cand), digit_of(node.cand), y, |c| {
        buf[n] = c;
        n += 1;
    });
    for &c in &buf[..n] {
        if wanted(c) {
            out.push(arena.child(c, false, p));
        }
    }
}

/// Nodes forced on when node `p` (an "off" potential) holds; appended to
/// `out`. `source` is the grid before a dynamic search started removing
/// candidates (pass `None` for a static search: no hidden parents).
#[allow(clippy::too_many_arguments)]
pub(super) fn off_to_on(
    g: &Board,
    source: Option<&Board>,
    offs: &PSet,
    arena: &mut Arena,
    p: u32,
    (y, x): (bool, bool),
    (skip, keep): (Option<&PSet>, usize),
    out: &mut Vec<u32>,
) {
    let wanted = |c: u16| match skip {
        Some(s) => {
            let k = key(c, true);
            k == keep || s.get(k).is_none()
        }
        None => true,
    };
    let node = arena.node(p);
    let cell = cell_of(node.cand);
    let d = digit_of(node.cand);
    let mut buf = [(0u16, Via::Cell); 4];
    let mut n = 0;
    each_on(g, cell, d, (y, x), |c, via| {
        buf[n] = (c, via);
        n += 1;
    });
    for &(c, via) in &buf[..n] {
        if !wanted(c) {
            continue;
        }
        let node = arena.child(c, true, p);
        arena.set_cause(
            node,
            match via {
                Via::Cell => 1,
                Via::House(h) => 2 + h as u8,
            },
        );
        if let Some(src) = source {
            match via {
                Via::Cell => {
                    let gone = src.cands(cell) & !g.cands(cell);
                    for v in 1..=9u8 {
                        if gone & bit(v) != 0 {
                            if let Some(par) = offs.get(key(cand_of(cell, v), false)) {
                                arena.add_parent(node, par);
                            }
                        }
                    }
                }
                Via::House(h) => {
                    let mut gone = src.positions(h, d) & !g.positions(h, d);
                    while gone != 0 {
                        let k = gone.trailing_zeros() as usize;
                        gone &= gone - 1;
                        let o = HOUSE_CELLS[h][k] as usize;
                        if let Some(par) = offs.get(key(cand_of(o, d), false)) {
                            arena.add_parent(node, par);
                        }
                    }
                }
            }
        }
        out.push(node);
    }
}
