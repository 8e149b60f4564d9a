//! Full house, hidden single and naked single.

use super::{cand, Candidates};
use crate::logic::houses::{is_box, unit_of, BOXES, COLS, HOUSE_CELLS, ROWS};
use crate::logic::step::{Step, Technique};

/// SE scans boxes, then columns, then rows.
pub(crate) const SE_HOUSE_ORDER: [usize; 27] = {
    let mut o = [0usize; 27];
    let mut i = 0;
    while i < 9 {
        o[i] = BOXES + i;
        o[9 + i] = COLS + i;
        o[18 + i] = ROWS + i;
        i += 1;
    }
    o
};

fn single_in_house(c: &Candidates, full_house: bool) -> Option<Step> {
    for &h in &SE_HOUSE_ORDER {
        let alone = c.empty_count(h) == 1;
        if alone != full_house {
            continue;
        }
        for d in 1..=9u8 {
            let p = c.positions(h, d);
            if p.count_ones() == 1 {
                let cell = HOUSE_CELLS[h][p.trailing_zeros() as usize] as usize;
                let (tech, rating) = if alone {
                    (Technique::FullHouse, 10)
                } else if is_box(h) {
                    (Technique::HiddenSingle, 12)
                } else {
                    (Technique::HiddenSingle, 15)
                };
                let mut s = Step::new(tech, rating);
                s.cells.push(cand(cell, d).pos);
                s.houses.push(unit_of(h));
                s.placements.push(cand(cell, d));
                return Some(s);
            }
        }
    }
    None
}

/// The last empty cell of a house (SE rates it 1.0 and calls it a hidden single).
pub(crate) fn find_full_house(c: &Candidates) -> Option<Step> {
    single_in_house(c, true)
}

/// A digit with one place left in a house: 1.2 in a box, 1.5 in a row or column.
pub(crate) fn find_hidden_single(c: &Candidates) -> Option<Step> {
    single_in_house(c, false)
}

/// A cell with one candidate left (2.3).
pub(crate) fn find_naked_single(c: &Candidates) -> Option<Step> {
    for i in 0..81 {
        if c.value(i) == 0 && c.cands(i).count_ones() == 1 {
            let d = c.cands(i).trailing_zeros() as u8 + 1;
            let mut s = Step::new(Technique::NakedSingle, 23);
            s.cells.push(cand(i, d).pos);
            s.placements.push(cand(i, d));
            return Some(s);
        }
    }
    None
}
