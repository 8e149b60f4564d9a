//! ALS-XZ, singly and doubly linked, as HoDoKu's: two almost locked sets
//! (`n` cells of one house with `n + 1` digits; a bivalue cell is one of
//! size 1) with no cell in common and a restricted common digit X.
//!
//! Scan order: sets listed house by house (rows, columns, boxes), smaller
//! sets first, each cell set once; pairs in that order. Sets have at most
//! [`MAX_CELLS`] cells, which bounds the search.

use super::{cand, mask_digits, Candidates};
use crate::logic::houses::{
    cells_of, combinations, pos, unit_of, COLS, HOUSE_CELLS, PEER_BITS, ROWS,
};
use crate::logic::reason::Reason;
use crate::logic::step::{Step, Technique};

/// The largest set searched: eight cells, as many as a house can give one
/// (HoDoKu searches every size; with four, a quarter of its ALS-XZ steps
/// on magictour went unfound).
const MAX_CELLS: u32 = 8;

/// An almost locked set found by [`sets`].
pub(crate) struct Als {
    pub(crate) cells: u128,
    pub(crate) digits: u16,
    pub(crate) house: usize,
    /// Per digit (index `d`), the set's cells holding it.
    pub(crate) places: [u128; 10],
}

/// Every almost locked set of up to [`MAX_CELLS`] cells, in the scan
/// order of the module docs (the ALS-XY-Wing and chain search them too).
pub(crate) fn sets(c: &Candidates) -> Vec<Als> {
    let mut out: Vec<Als> = Vec::new();
    let order = (ROWS..COLS).chain(COLS..27).chain(0..ROWS);
    for h in order {
        let empty: Vec<usize> = HOUSE_CELLS[h]
            .iter()
            .map(|&x| x as usize)
            .filter(|&x| c.value(x) == 0)
            .collect();
        for n in 1..=MAX_CELLS.min(empty.len() as u32) {
            for pick in combinations(n) {
                if usize::from(16 - pick.leading_zeros() as u16) > empty.len() {
                    continue;
                }
                let mut cells = 0u128;
                let mut digits = 0u16;
                for (k, &x) in empty.iter().enumerate() {
                    if pick & (1 << k) != 0 {
                        cells |= 1u128 << x;
                        digits |= c.cands(x);
                    }
                }
                if digits.count_ones() != n + 1 || out.iter().any(|a| a.cells == cells) {
                    continue;
                }
                let mut places = [0u128; 10];
                for x in cells_of(cells) {
                    for d in mask_digits(c.cands(x)) {
                        places[usize::from(d)] |= 1u128 << x;
                    }
                }
                out.push(Als {
                    cells,
                    digits,
                    house: h,
                    places,
                });
            }
        }
    }
    out
}

/// Cells outside `not` holding `d` that see every cell of `all`.
pub(crate) fn seeing_all(c: &Candidates, d: u8, all: u128, not: u128) -> u128 {
    let mut m = c.digit_cells(d) & !not;
    for x in cells_of(all) {
        m &= PEER_BITS[x];
    }
    m
}

/// ALS-XZ: the first pair of sets, in scan order, that removes something.
pub(crate) fn find_als_xz(c: &Candidates) -> Option<Step> {
    let all = sets(c);
    for (i, a) in all.iter().enumerate() {
        for b in &all[i + 1..] {
            if a.cells & b.cells != 0 {
                continue;
            }
            let common = a.digits & b.digits;
            if common.count_ones() < 2 {
                continue;
            }
            let rcs: Vec<u8> = mask_digits(common)
                .into_iter()
                .filter(|&x| {
                    let (pa, pb) = (a.places[usize::from(x)], b.places[usize::from(x)]);
                    cells_of(pa).all(|y| PEER_BITS[y] & pb == pb)
                })
                .collect();
            if rcs.is_empty() {
                continue;
            }
            let both = a.cells | b.cells;
            let mut removed: Vec<(usize, u8)> = Vec::new();
            let add = |m: u128, d: u8, removed: &mut Vec<(usize, u8)>| {
                for x in cells_of(m) {
                    if !removed.contains(&(x, d)) {
                        removed.push((x, d));
                    }
                }
            };
            let place = |d: u8| a.places[usize::from(d)] | b.places[usize::from(d)];
            if rcs.len() == 1 {
                for z in mask_digits(common).into_iter().filter(|&z| z != rcs[0]) {
                    add(seeing_all(c, z, place(z), both), z, &mut removed);
                }
            } else {
                let rcs = &rcs[..2];
                for &x in rcs {
                    add(seeing_all(c, x, place(x), both), x, &mut removed);
                }
                for set in [a, b] {
                    for d in mask_digits(set.digits)
                        .into_iter()
                        .filter(|d| !rcs.contains(d))
                    {
                        add(
                            seeing_all(c, d, set.places[usize::from(d)], both),
                            d,
                            &mut removed,
                        );
                    }
                }
            }
            if removed.is_empty() {
                continue;
            }
            removed.sort_unstable_by_key(|&(x, d)| (d, x));
            let t = Technique::AlsXz;
            let mut s = Step::new(t, t.facts().min.0);
            let ac: Vec<_> = cells_of(a.cells).map(pos).collect();
            let bc: Vec<_> = cells_of(b.cells).map(pos).collect();
            s.cells = ac.iter().chain(&bc).copied().collect();
            s.houses = vec![unit_of(a.house), unit_of(b.house)];
            let restricted: Vec<u8> = rcs.iter().copied().take(2).collect();
            s.digits = restricted.clone();
            s.eliminations = removed.iter().map(|&(x, d)| cand(x, d)).collect();
            s.reason = Box::new(Reason::AlsXz {
                a: ac,
                a_house: unit_of(a.house),
                a_digits: mask_digits(a.digits),
                b: bc,
                b_house: unit_of(b.house),
                b_digits: mask_digits(b.digits),
                restricted,
            });
            return Some(s);
        }
    }
    None
}
