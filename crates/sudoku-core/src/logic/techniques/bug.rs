//! Bivalue Universal Grave, types 1 and 2 (SE 5.6 and 5.7). Like unique
//! rectangles, it assumes the puzzle has a unique solution.
//!
//! Follows SE's `BivalueUniversalGrave`: every digit that has neither 0 nor
//! 2 places in some house (boxes, rows, columns in that order) must have
//! exactly one place there in a cell with 3+ candidates: that cell is a BUG
//! cell and the digit a BUG value. Without the BUG values every empty cell
//! must be bivalue and every digit must have 0 or 2 places in each house.
//! Type 1 (one BUG cell) keeps only the BUG value(s) in it; type 2 (one BUG
//! value) removes it from cells seeing every BUG cell.

use super::{cand, mask_digits, Candidates};
use crate::logic::houses::pos;
use crate::logic::houses::{bits, sees, unit_of, CELL_HOUSES, HOUSE_CELLS, PEERS};
use crate::logic::reason::Reason;
use crate::logic::step::{Candidate, Step, Technique};

/// BUG type 1 or 2, when the grid is a BUG plus a few extra candidates.
pub(crate) fn find_bug(c: &Candidates) -> Option<Step> {
    let mut temp: [u16; 81] = std::array::from_fn(|i| c.cands(i));
    let mut bug_cells: Vec<usize> = Vec::new();
    let mut all_values = 0u16;
    let mut common: Option<Vec<usize>> = None;
    for (h, house) in HOUSE_CELLS.iter().enumerate() {
        for d in 1..=9u8 {
            let p = c.positions(h, d);
            let n = p.count_ones();
            if n == 0 || n == 2 {
                continue;
            }
            let new: Vec<usize> = bits(p)
                .map(|k| house[k] as usize)
                .filter(|&x| c.cands(x).count_ones() >= 3)
                .collect();
            if new.is_empty() {
                return None;
            }
            if new.len() == 1 {
                let cell = new[0];
                if !bug_cells.contains(&cell) {
                    bug_cells.push(cell);
                }
                all_values |= 1 << (d - 1);
                temp[cell] &= !(1 << (d - 1));
                let mut cc: Vec<usize> = match common.take() {
                    None => PEERS[cell].iter().map(|&v| v as usize).collect(),
                    Some(prev) => prev.into_iter().filter(|&v| sees(v, cell)).collect(),
                };
                cc.retain(|v| !bug_cells.contains(v));
                let empty = cc.is_empty();
                common = Some(cc);
                if bug_cells.len() > 1 && all_values.count_ones() > 1 && empty {
                    return None;
                }
            }
        }
    }
    if (0..81).any(|i| c.value(i) == 0 && temp[i].count_ones() != 2) {
        return None;
    }
    for house in &HOUSE_CELLS {
        for d in 0..9 {
            let n = house
                .iter()
                .filter(|&&x| temp[x as usize] & (1 << d) != 0)
                .count();
            if n != 0 && n != 2 {
                return None;
            }
        }
    }
    if bug_cells.len() == 1 {
        let cell = bug_cells[0];
        let elims: Vec<Candidate> = bits(c.cands(cell) & !all_values)
            .map(|d| cand(cell, d as u8 + 1))
            .collect();
        if elims.is_empty() {
            return None;
        }
        let mut s = Step::new(Technique::Bug1, 56);
        s.cells = vec![cand(cell, 1).pos];
        let keep = all_values & c.cands(cell);
        // The houses where a kept digit has a third place: the reason the
        // cell must be that digit.
        let houses = CELL_HOUSES[cell]
            .iter()
            .map(|&h| usize::from(h))
            .filter(|&h| bits(keep).any(|d| c.positions(h, d as u8 + 1).count_ones() > 2))
            .map(unit_of)
            .collect();
        s.reason = Box::new(Reason::Bug1 {
            cell: pos(cell),
            keep: mask_digits(keep),
            houses,
        });
        s.eliminations = elims;
        return Some(s);
    }
    if all_values.count_ones() == 1 {
        let d = all_values.trailing_zeros() as u8 + 1;
        let elims: Vec<Candidate> = common
            .unwrap_or_default()
            .into_iter()
            .filter(|&v| c.has(v, d))
            .map(|v| cand(v, d))
            .collect();
        if elims.is_empty() {
            return None;
        }
        let mut s = Step::new(Technique::Bug2, 57);
        s.cells = bug_cells.iter().map(|&x| cand(x, d).pos).collect();
        s.reason = Box::new(Reason::Bug2 { digit: d });
        s.eliminations = elims;
        return Some(s);
    }
    None
}
