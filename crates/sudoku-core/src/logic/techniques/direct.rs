//! SukakuExplainer's "direct" techniques: an intersection or a hidden set
//! whose eliminations would leave a hidden single. SE rates the placement,
//! and applies only the placement (not the other eliminations).

use std::cell::RefCell;

use super::barren::{house_keys, Barren};
use super::intersections::{crossing, scan_locked};
use super::{cand, mask_digits, Candidates};
use crate::logic::houses::{bits, is_box, unit_of, HOUSE_BITS, HOUSE_CELLS};
use crate::logic::step::{Step, Technique};

use super::singles::SE_HOUSE_ORDER;
use crate::logic::houses::combinations;

thread_local! {
    static DIRECT_LOCKING: RefCell<Barren<10>> = const { RefCell::new(Barren::new()) };
    static DIRECT_HIDDEN_PAIR: RefCell<Barren<27>> = const { RefCell::new(Barren::new()) };
    static DIRECT_HIDDEN_TRIPLE: RefCell<Barren<27>> = const { RefCell::new(Barren::new()) };
}

/// Direct pointing (1.7) or direct claiming (1.9).
pub(crate) fn find_direct_locking(c: &Candidates) -> Option<Step> {
    scan_locked(c, &DIRECT_LOCKING, |t1, h1, h2, d, dm| {
        for h3 in crossing(h2, t1) {
            if h3 == h1 {
                continue;
            }
            let p3 = dm & HOUSE_BITS[h3];
            if p3.count_ones() <= 1 {
                continue;
            }
            let outside = p3 & !HOUSE_BITS[h2];
            if outside.count_ones() == 1 {
                let cell = outside.trailing_zeros() as usize;
                let (tech, rating) = if is_box(h1) {
                    (Technique::DirectPointing, 17)
                } else {
                    (Technique::DirectClaiming, 19)
                };
                let mut s = Step::new(tech, rating);
                s.cells = bits(c.positions(h1, d))
                    .map(|k| cand(HOUSE_CELLS[h1][k] as usize, d).pos)
                    .collect();
                s.houses = vec![unit_of(h1), unit_of(h2), unit_of(h3)];
                s.placements.push(cand(cell, d));
                return Some(s);
            }
        }
        None
    })
}

fn direct_hidden_set(c: &Candidates, degree: u32) -> Option<Step> {
    let keys = house_keys(c);
    let memo = if degree == 2 {
        &DIRECT_HIDDEN_PAIR
    } else {
        &DIRECT_HIDDEN_TRIPLE
    };
    let skip = memo.with(|m| m.borrow().skips(&keys));
    let found = first_direct_hidden_set(c, degree, &skip);
    if found.is_none() {
        memo.with(|m| m.borrow_mut().record(&keys));
    }
    found
}

fn first_direct_hidden_set(c: &Candidates, degree: u32, skip: &[bool; 27]) -> Option<Step> {
    for &h in &SE_HOUSE_ORDER {
        if skip[h] || c.empty_count(h) <= degree {
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
            for (k, &pk) in pos.iter().enumerate() {
                if values & (1 << k) != 0 || pk.count_ones() <= 1 {
                    continue;
                }
                let rest = pk & !union;
                if rest.count_ones() == 1 {
                    let d = k as u8 + 1;
                    let cell = HOUSE_CELLS[h][rest.trailing_zeros() as usize] as usize;
                    let (tech, rating) = if degree == 2 {
                        (Technique::DirectHiddenPair, 20)
                    } else {
                        (Technique::DirectHiddenTriple, 25)
                    };
                    let mut s = Step::new(tech, rating);
                    s.cells = bits(union)
                        .map(|p| cand(HOUSE_CELLS[h][p] as usize, d).pos)
                        .collect();
                    s.houses = vec![unit_of(h)];
                    s.digits = mask_digits(values);
                    s.placements.push(cand(cell, d));
                    return Some(s);
                }
            }
        }
    }
    None
}

/// Direct hidden pair (2.0).
pub(crate) fn find_direct_hidden_pair(c: &Candidates) -> Option<Step> {
    direct_hidden_set(c, 2)
}

/// Direct hidden triplet (2.5).
pub(crate) fn find_direct_hidden_triple(c: &Candidates) -> Option<Step> {
    direct_hidden_set(c, 3)
}
