//! Static geometry of the grid: the 27 houses in SukakuExplainer's order and
//! each cell's houses and peers.
//!
//! House numbering (used throughout `logic`): `0..9` are the boxes in
//! reading order, `9..18` the rows, `18..27` the columns. Within a house the
//! cells are listed in reading order (boxes row by row, rows left to right,
//! columns top to bottom), which is also SukakuExplainer's order, so a
//! "position in a house" bitmask means the same thing as there.

use crate::grid::Pos;
use crate::rules::{Unit, UnitKind};

/// First house index of the boxes.
pub(crate) const BOXES: usize = 0;
/// First house index of the rows.
pub(crate) const ROWS: usize = 9;
/// First house index of the columns.
pub(crate) const COLS: usize = 18;

/// The 9 cell indexes (0..81) of each of the 27 houses.
pub(crate) static HOUSE_CELLS: [[u8; 9]; 27] = build_house_cells();

/// For each cell: its box, row and column house indexes.
pub(crate) static CELL_HOUSES: [[u8; 3]; 81] = build_cell_houses();

/// For each cell, the 20 other cells sharing a house with it, ascending.
pub(crate) static PEERS: [[u8; 20]; 81] = build_peers();

/// For each cell, its 20 peers as a bit set (bit `i` = cell `i`).
pub(crate) static PEER_BITS: [u128; 81] = build_peer_bits();

/// For each house, its 9 cells as a bit set (bit `i` = cell `i`).
pub(crate) static HOUSE_BITS: [u128; 27] = build_house_bits();

const fn build_house_cells() -> [[u8; 9]; 27] {
    let mut h = [[0u8; 9]; 27];
    let mut i = 0;
    while i < 9 {
        let mut k = 0;
        while k < 9 {
            let br = (i / 3) * 3 + k / 3;
            let bc = (i % 3) * 3 + k % 3;
            h[BOXES + i][k] = (br * 9 + bc) as u8;
            h[ROWS + i][k] = (i * 9 + k) as u8;
            h[COLS + i][k] = (k * 9 + i) as u8;
            k += 1;
        }
        i += 1;
    }
    h
}

const fn build_cell_houses() -> [[u8; 3]; 81] {
    let mut out = [[0u8; 3]; 81];
    let mut c = 0;
    while c < 81 {
        let r = c / 9;
        let col = c % 9;
        out[c] = [
            (BOXES + (r / 3) * 3 + col / 3) as u8,
            (ROWS + r) as u8,
            (COLS + col) as u8,
        ];
        c += 1;
    }
    out
}

const fn build_peers() -> [[u8; 20]; 81] {
    let mut out = [[0u8; 20]; 81];
    let mut c = 0;
    while c < 81 {
        let mut n = 0;
        let mut o = 0;
        while o < 81 {
            if o != c
                && (o / 9 == c / 9
                    || o % 9 == c % 9
                    || (o / 27 == c / 27 && (o % 9) / 3 == (c % 9) / 3))
            {
                out[c][n] = o as u8;
                n += 1;
            }
            o += 1;
        }
        c += 1;
    }
    out
}

const fn build_peer_bits() -> [u128; 81] {
    let peers = build_peers();
    let mut out = [0u128; 81];
    let mut c = 0;
    while c < 81 {
        let mut k = 0;
        while k < 20 {
            out[c] |= 1u128 << peers[c][k];
            k += 1;
        }
        c += 1;
    }
    out
}

const fn build_house_bits() -> [u128; 27] {
    let h = build_house_cells();
    let mut out = [0u128; 27];
    let mut i = 0;
    while i < 27 {
        let mut k = 0;
        while k < 9 {
            out[i] |= 1u128 << h[i][k];
            k += 1;
        }
        i += 1;
    }
    out
}

/// Iterate the cells (0..81) of a cell bit set, ascending.
pub(crate) fn cells_of(mut m: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let b = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(b)
        }
    })
}

/// Whether two cells share a house (a cell does not see itself).
pub(crate) fn sees(a: usize, b: usize) -> bool {
    a != b && (a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && (a % 9) / 3 == (b % 9) / 3))
}

/// The public [`Unit`] for a house index (0..27).
pub(crate) fn unit_of(house: usize) -> Unit {
    let (kind, index) = match house {
        0..=8 => (UnitKind::Box, house),
        9..=17 => (UnitKind::Row, house - ROWS),
        _ => (UnitKind::Column, house - COLS),
    };
    Unit {
        kind,
        index: index as u8,
    }
}

/// Whether the house is a box.
pub(crate) fn is_box(house: usize) -> bool {
    house < ROWS
}

/// The [`Pos`] of a cell index.
pub(crate) fn pos(cell: usize) -> Pos {
    Pos {
        row: (cell / 9) as u8,
        col: (cell % 9) as u8,
    }
}

/// Whether cell `cell` lies in house `house`.
#[inline]
pub(crate) fn in_house(house: usize, cell: usize) -> bool {
    HOUSE_BITS[house] >> cell & 1 != 0
}

/// All 9-bit masks with exactly `k` bits set, in increasing numeric order
/// (SukakuExplainer's `Permutations` order: bit 0 is the first element).
pub(crate) fn combinations(k: u32) -> impl Iterator<Item = u16> {
    let k = (k as usize).min(10);
    let n = if k <= 9 { COMBINATIONS.1[k] } else { 0 };
    COMBINATIONS.0[k.min(9)][..n].iter().copied()
}

/// `combinations(k)` precomputed: for each `k`, the masks (at most
/// C(9, 4) = 126) and how many there are.
static COMBINATIONS: ([[u16; 126]; 10], [usize; 10]) = build_combinations();

const fn build_combinations() -> ([[u16; 126]; 10], [usize; 10]) {
    let mut out = [[0u16; 126]; 10];
    let mut len = [0usize; 10];
    let mut m = 0u16;
    while m < 512 {
        let k = m.count_ones() as usize;
        out[k][len[k]] = m;
        len[k] += 1;
        m += 1;
    }
    (out, len)
}

/// Iterate the set bits (0-based) of a mask, ascending.
pub(crate) fn bits(mut m: u16) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let b = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(b)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn geometry_is_consistent() {
        for c in 0..81 {
            for &h in &CELL_HOUSES[c] {
                assert!(HOUSE_CELLS[h as usize].contains(&(c as u8)));
            }
            for &p in &PEERS[c] {
                assert!(sees(c, p as usize));
            }
            assert_eq!((0..81).filter(|&o| sees(c, o)).count(), 20);
        }
        assert_eq!(HOUSE_CELLS[BOXES + 4][0], 30);
        assert_eq!(HOUSE_CELLS[COLS + 2][1], 11);
        assert_eq!(combinations(2).count(), 36);
        assert_eq!(combinations(2).next(), Some(0b11));
        for k in 0..=10 {
            let slow: Vec<u16> = (0u16..512).filter(|m| m.count_ones() == k).collect();
            assert_eq!(combinations(k).collect::<Vec<_>>(), slow);
        }
        // Box 1 and row 3 share cells; box 1 and row 4 do not.
        assert_ne!(HOUSE_BITS[BOXES] & HOUSE_BITS[ROWS + 2], 0);
        assert_eq!(HOUSE_BITS[BOXES] & HOUSE_BITS[ROWS + 3], 0);
        assert_eq!(bits(0b1010).collect::<Vec<_>>(), vec![1, 3]);
        for (c, peers) in PEER_BITS.iter().enumerate() {
            assert_eq!(peers.count_ones(), 20);
            assert!(cells_of(*peers).all(|p| sees(c, p)));
        }
        assert_eq!(
            cells_of(HOUSE_BITS[ROWS + 1]).collect::<Vec<_>>(),
            (9..18).collect::<Vec<_>>()
        );
    }
}
