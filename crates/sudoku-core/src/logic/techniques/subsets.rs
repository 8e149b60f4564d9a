//! Naked and hidden pairs, triplets and quads, scanned box, column, row as SE does.

use std::cell::RefCell;

use super::barren::{house_keys, Barren};
use super::singles::SE_HOUSE_ORDER;
use super::{cand, mask_digits, Candidates};
use crate::logic::houses::{bits, combinations, unit_of, HOUSE_CELLS};
use crate::logic::step::{Candidate, Step, Technique};

/// A subset search over the houses not marked to skip.
type HouseSearch = fn(&Candidates, u32, &[bool; 27]) -> Option<Step>;

thread_local! {
    /// Per house, by kind (naked, hidden) and degree (2-4).
    static MEMO: [[RefCell<Barren<27>>; 3]; 2] = const {
        [
            [RefCell::new(Barren::new()), RefCell::new(Barren::new()), RefCell::new(Barren::new())],
            [RefCell::new(Barren::new()), RefCell::new(Barren::new()), RefCell::new(Barren::new())],
        ]
    };
}

/// Runs `search`, skipping the houses unchanged since it last found nothing
/// (a house's subsets read only that house).
fn memoised(c: &Candidates, kind: usize, degree: u32, search: HouseSearch) -> Option<Step> {
    let keys = house_keys(c);
    let slot = (degree as usize).clamp(2, 4) - 2;
    let skip = MEMO.with(|m| m[kind][slot].borrow().skips(&keys));
    let found = search(c, degree, &skip);
    if found.is_none() {
        MEMO.with(|m| m[kind][slot].borrow_mut().record(&keys));
    }
    found
}

fn naked_set(c: &Candidates, degree: u32, skip: &[bool; 27]) -> Option<Step> {
    for &h in &SE_HOUSE_ORDER {
        if skip[h] || c.empty_count(h) < degree * 2 {
            continue;
        }
        let cells: [usize; 9] = std::array::from_fn(|k| HOUSE_CELLS[h][k] as usize);
        // Cells that can be in the set: 2..=degree candidates.
        let fits = (0..9)
            .filter(|&k| (2..=degree).contains(&c.cands(cells[k]).count_ones()))
            .fold(0u16, |m, k| m | 1 << k);
        if fits.count_ones() < degree {
            continue;
        }
        for set in combinations(degree) {
            if set & !fits != 0 {
                continue;
            }
            let mut union = 0u16;
            let mut ok = true;
            for k in bits(set) {
                let m = c.cands(cells[k]);
                if m.count_ones() <= 1 {
                    ok = false;
                    break;
                }
                union |= m;
            }
            if !ok || union.count_ones() != degree {
                continue;
            }
            let mut elims: Vec<Candidate> = Vec::new();
            for (k, &x) in cells.iter().enumerate() {
                if set & (1 << k) == 0 {
                    for d in bits(c.cands(x) & union) {
                        elims.push(cand(x, d as u8 + 1));
                    }
                }
            }
            if elims.is_empty() {
                continue;
            }
            let (tech, rating) = match degree {
                2 => (Technique::NakedPair, 30),
                3 => (Technique::NakedTriple, 36),
                _ => (Technique::NakedQuad, 50),
            };
            let mut s = Step::new(tech, rating);
            s.cells = bits(set).map(|k| cand(cells[k], 1).pos).collect();
            s.houses = vec![unit_of(h)];
            s.digits = mask_digits(union);
            s.eliminations = elims;
            return Some(s);
        }
    }
    None
}

fn hidden_set(c: &Candidates, degree: u32, skip: &[bool; 27]) -> Option<Step> {
    for &h in &SE_HOUSE_ORDER {
        if skip[h] || c.empty_count(h) <= degree * 2 {
            continue;
        }
        let pos: [u16; 9] = std::array::from_fn(|k| c.positions(h, k as u8 + 1));
        // Digits that can be in the set: 2..=degree places in the house.
        let fits = (0..9)
            .filter(|&k| (2..=degree).contains(&pos[k].count_ones()))
            .fold(0u16, |m, k| m | 1 << k);
        if fits.count_ones() < degree {
            continue;
        }
        for values in combinations(degree) {
            if values & !fits != 0 {
                continue;
            }
            let mut union = 0u16;
            let mut ok = true;
            for k in bits(values) {
                if pos[k].count_ones() <= 1 {
                    ok = false;
                    break;
                }
                union |= pos[k];
            }
            if !ok || union.count_ones() != degree {
                continue;
            }
            let mut elims: Vec<Candidate> = Vec::new();
            for p in bits(union) {
                let x = HOUSE_CELLS[h][p] as usize;
                for d in bits(c.cands(x) & !values) {
                    elims.push(cand(x, d as u8 + 1));
                }
            }
            if elims.is_empty() {
                continue;
            }
            let (tech, rating) = match degree {
                2 => (Technique::HiddenPair, 34),
                3 => (Technique::HiddenTriple, 40),
                _ => (Technique::HiddenQuad, 54),
            };
            let mut s = Step::new(tech, rating);
            s.cells = bits(union)
                .map(|p| cand(HOUSE_CELLS[h][p] as usize, 1).pos)
                .collect();
            s.houses = vec![unit_of(h)];
            s.digits = mask_digits(values);
            s.eliminations = elims;
            return Some(s);
        }
    }
    None
}

/// Naked pair (3.0).
pub(crate) fn find_naked_pair(c: &Candidates) -> Option<Step> {
    memoised(c, 0, 2, naked_set)
}
/// Naked triplet (3.6).
pub(crate) fn find_naked_triple(c: &Candidates) -> Option<Step> {
    memoised(c, 0, 3, naked_set)
}
/// Naked quad (5.0).
pub(crate) fn find_naked_quad(c: &Candidates) -> Option<Step> {
    memoised(c, 0, 4, naked_set)
}
/// Hidden pair (3.4).
pub(crate) fn find_hidden_pair(c: &Candidates) -> Option<Step> {
    memoised(c, 1, 2, hidden_set)
}
/// Hidden triplet (4.0).
pub(crate) fn find_hidden_triple(c: &Candidates) -> Option<Step> {
    memoised(c, 1, 3, hidden_set)
}
/// Hidden quad (5.4).
pub(crate) fn find_hidden_quad(c: &Candidates) -> Option<Step> {
    memoised(c, 1, 4, hidden_set)
}
