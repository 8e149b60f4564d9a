//! Naked and hidden pairs, triplets and quads, scanned box, column, row as SE does.

use super::singles::SE_HOUSE_ORDER;
use super::{cand, digits_text, elims_text, Candidates};
use crate::sudoku::logic::houses::{bits, combinations, house_name, unit_of, HOUSE_CELLS};
use crate::sudoku::logic::step::{Candidate, Step, Technique};

fn naked_set(c: &Candidates, degree: u32) -> Option<Step> {
    for &h in &SE_HOUSE_ORDER {
        if c.empty_count(h) < degree * 2 {
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
            s.explanation = format!(
                "{} {{{}}} in {} removes {}",
                tech.name(),
                digits_text(union),
                house_name(h),
                elims_text(&elims)
            );
            s.eliminations = elims;
            return Some(s);
        }
    }
    None
}

fn hidden_set(c: &Candidates, degree: u32) -> Option<Step> {
    for &h in &SE_HOUSE_ORDER {
        if c.empty_count(h) <= degree * 2 {
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
            s.explanation = format!(
                "{} {{{}}} in {} removes {}",
                tech.name(),
                digits_text(values),
                house_name(h),
                elims_text(&elims)
            );
            s.eliminations = elims;
            return Some(s);
        }
    }
    None
}

/// Naked pair (3.0).
pub fn find_naked_pair(c: &Candidates) -> Option<Step> {
    naked_set(c, 2)
}
/// Naked triplet (3.6).
pub fn find_naked_triple(c: &Candidates) -> Option<Step> {
    naked_set(c, 3)
}
/// Naked quad (5.0).
pub fn find_naked_quad(c: &Candidates) -> Option<Step> {
    naked_set(c, 4)
}
/// Hidden pair (3.4).
pub fn find_hidden_pair(c: &Candidates) -> Option<Step> {
    hidden_set(c, 2)
}
/// Hidden triplet (4.0).
pub fn find_hidden_triple(c: &Candidates) -> Option<Step> {
    hidden_set(c, 3)
}
/// Hidden quad (5.4).
pub fn find_hidden_quad(c: &Candidates) -> Option<Step> {
    hidden_set(c, 4)
}
