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
use crate::sudoku::logic::candidates::{bit, Candidates};
use crate::sudoku::logic::houses::{CELL_HOUSES, HOUSE_CELLS};

fn same_box(a: usize, b: usize) -> bool {
    a / 27 == b / 27 && (a % 9) / 3 == (b % 9) / 3
}

/// Nodes forced off when node `p` (an "on" potential) holds; appended to `out`.
pub(super) fn on_to_off(g: &Candidates, arena: &mut Arena, p: u32, y: bool, out: &mut Vec<u32>) {
    let node = arena.node(p);
    let cell = cell_of(node.cand);
    let d = digit_of(node.cand);
    if y {
        let m = g.cands(cell);
        for v in 1..=9u8 {
            if v != d && m & bit(v) != 0 {
                out.push(arena.child(cand_of(cell, v), false, p));
            }
        }
    }
    let [bx, row, col] = CELL_HOUSES[cell];
    for (i, h) in [bx, row, col].into_iter().enumerate() {
        for &o in &HOUSE_CELLS[h as usize] {
            let o = o as usize;
            if o == cell || (i > 0 && same_box(o, cell)) || !g.has(o, d) {
                continue;
            }
            out.push(arena.child(cand_of(o, d), false, p));
        }
    }
}

/// Nodes forced on when node `p` (an "off" potential) holds; appended to
/// `out`. `source` is the grid before a dynamic search started removing
/// candidates (pass `None` for a static search: no hidden parents).
#[allow(clippy::too_many_arguments)]
pub(super) fn off_to_on(
    g: &Candidates,
    source: Option<&Candidates>,
    offs: &PSet,
    arena: &mut Arena,
    p: u32,
    y: bool,
    x: bool,
    out: &mut Vec<u32>,
) {
    let node = arena.node(p);
    let cell = cell_of(node.cand);
    let d = digit_of(node.cand);
    if y {
        let m = g.cands(cell);
        if m.count_ones() == 2 {
            let other = (m & !bit(d)).trailing_zeros() as u8 + 1;
            if m & bit(d) != 0 {
                let n = arena.child(cand_of(cell, other), true, p);
                if let Some(src) = source {
                    let gone = src.cands(cell) & !m;
                    for v in 1..=9u8 {
                        if gone & bit(v) != 0 {
                            if let Some(par) = offs.get(key(cand_of(cell, v), false)) {
                                arena.add_parent(n, par);
                            }
                        }
                    }
                }
                out.push(n);
            }
        }
    }
    if x {
        for &h in &CELL_HOUSES[cell] {
            let cells = &HOUSE_CELLS[h as usize];
            let mut count = 0;
            let mut other = usize::MAX;
            for &o in cells {
                let o = o as usize;
                if g.has(o, d) {
                    count += 1;
                    if o != cell {
                        other = o;
                    }
                }
            }
            if count != 2 || other == usize::MAX || !g.has(cell, d) {
                continue;
            }
            let n = arena.child(cand_of(other, d), true, p);
            if let Some(src) = source {
                for &o in cells {
                    let o = o as usize;
                    if src.has(o, d) && !g.has(o, d) {
                        if let Some(par) = offs.get(key(cand_of(o, d), false)) {
                            arena.add_parent(n, par);
                        }
                    }
                }
            }
            out.push(n);
        }
    }
}
