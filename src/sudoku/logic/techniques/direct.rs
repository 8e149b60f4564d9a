//! SukakuExplainer's "direct" techniques: an intersection or a hidden set
//! whose eliminations would leave a hidden single. SE rates the placement,
//! and applies only the placement (not the other eliminations).

use super::intersections::{inside, scan_locked};
use super::{cand, digits_text, Candidates};
use crate::sudoku::logic::houses::{
    bits, cell_name, crosses, house_name, in_house, is_box, unit_of, HOUSE_CELLS,
};
use crate::sudoku::logic::step::{Step, Technique};

use super::singles::SE_HOUSE_ORDER;
use crate::sudoku::logic::houses::combinations;

/// Direct pointing (1.7) or direct claiming (1.9).
pub fn find_direct_locking(c: &Candidates) -> Option<Step> {
    scan_locked(c, |t1, h1, h2, d| {
        for i3 in 0..9 {
            let h3 = t1 + i3;
            if h3 == h1 || !crosses(h3, h2) {
                continue;
            }
            let p3 = c.positions(h3, d);
            if p3.count_ones() <= 1 {
                continue;
            }
            let outside: Vec<usize> = bits(p3)
                .map(|k| HOUSE_CELLS[h3][k] as usize)
                .filter(|&x| !in_house(h2, x))
                .collect();
            if outside.len() == 1 {
                let cell = outside[0];
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
                s.explanation = format!(
                    "{d} in {} lies in {}, so {} is the only place left for {d} in {}",
                    house_name(h1),
                    house_name(h2),
                    cell_name(cell),
                    house_name(h3)
                );
                debug_assert!(inside(h1, c.positions(h1, d), h2));
                return Some(s);
            }
        }
        None
    })
}

fn direct_hidden_set(c: &Candidates, degree: u32) -> Option<Step> {
    for &h in &SE_HOUSE_ORDER {
        if c.empty_count(h) <= degree {
            continue;
        }
        let pos: [u16; 9] = std::array::from_fn(|k| c.positions(h, k as u8 + 1));
        for values in combinations(degree) {
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
                    s.placements.push(cand(cell, d));
                    s.explanation = format!(
                        "hidden set {{{}}} in {} leaves {} as the only place for {d}",
                        digits_text(values),
                        house_name(h),
                        cell_name(cell)
                    );
                    return Some(s);
                }
            }
        }
    }
    None
}

/// Direct hidden pair (2.0).
pub fn find_direct_hidden_pair(c: &Candidates) -> Option<Step> {
    direct_hidden_set(c, 2)
}

/// Direct hidden triplet (2.5).
pub fn find_direct_hidden_triple(c: &Candidates) -> Option<Step> {
    direct_hidden_set(c, 3)
}
