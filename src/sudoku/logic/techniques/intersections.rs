//! Pointing (2.6) and claiming (2.8): all of a digit's places in one house
//! lie inside a crossing house, so the digit leaves the rest of that house.

use super::{cand, elims_text, Candidates};
use crate::sudoku::logic::houses::{
    bits, crosses, house_name, in_house, is_box, unit_of, BOXES, COLS, HOUSE_CELLS, ROWS,
};
use crate::sudoku::logic::step::{Step, Technique};

/// SE's pair order: (box, column), (box, row), (column, box), (row, box).
pub(crate) const LOCKING_TYPES: [(usize, usize); 4] =
    [(BOXES, COLS), (BOXES, ROWS), (COLS, BOXES), (ROWS, BOXES)];

/// Whether every cell of `house1` marked in `positions` lies in `house2`.
pub(crate) fn inside(house1: usize, positions: u16, house2: usize) -> bool {
    bits(positions).all(|k| in_house(house2, HOUSE_CELLS[house1][k] as usize))
}

/// Visits every locked (house1, house2, digit) in SE's order until `f`
/// returns a step.
pub(crate) fn scan_locked(
    c: &Candidates,
    mut f: impl FnMut(usize, usize, usize, u8) -> Option<Step>,
) -> Option<Step> {
    for &(t1, t2) in &LOCKING_TYPES {
        for d in 1..=9u8 {
            for i1 in 0..9 {
                let h1 = t1 + i1;
                let p = c.positions(h1, d);
                if p.count_ones() < 2 {
                    continue;
                }
                for i2 in 0..9 {
                    let h2 = t2 + i2;
                    if crosses(h1, h2) && inside(h1, p, h2) {
                        if let Some(s) = f(t1, h1, h2, d) {
                            return Some(s);
                        }
                    }
                }
            }
        }
    }
    None
}

/// Pointing (box to line, 2.6) or claiming (line to box, 2.8).
pub fn find_locking(c: &Candidates) -> Option<Step> {
    scan_locked(c, |_, h1, h2, d| {
        let elims: Vec<_> = HOUSE_CELLS[h2]
            .iter()
            .map(|&x| x as usize)
            .filter(|&x| !in_house(h1, x) && c.has(x, d))
            .map(|x| cand(x, d))
            .collect();
        if elims.is_empty() {
            return None;
        }
        let (tech, rating) = if is_box(h1) {
            (Technique::Pointing, 26)
        } else {
            (Technique::Claiming, 28)
        };
        let mut s = Step::new(tech, rating);
        s.cells = HOUSE_CELLS[h1]
            .iter()
            .map(|&x| x as usize)
            .filter(|&x| c.has(x, d))
            .map(|x| cand(x, d).pos)
            .collect();
        s.houses = vec![unit_of(h1), unit_of(h2)];
        s.explanation = format!(
            "{} in {} only in {}: removes {}",
            d,
            house_name(h1),
            house_name(h2),
            elims_text(&elims)
        );
        s.eliminations = elims;
        Some(s)
    })
}
