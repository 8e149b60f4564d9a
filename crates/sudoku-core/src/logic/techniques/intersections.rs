//! Pointing (2.6) and claiming (2.8): all of a digit's places in one house
//! lie inside a crossing house, so the digit leaves the rest of that house.

use std::cell::RefCell;
use std::thread::LocalKey;

use super::barren::Barren;
use super::{cand, Candidates};
use crate::logic::houses::{in_house, is_box, unit_of, BOXES, COLS, HOUSE_BITS, HOUSE_CELLS, ROWS};
use crate::logic::step::{Step, Technique};

/// SE's pair order: (box, column), (box, row), (column, box), (row, box).
pub(crate) const LOCKING_TYPES: [(usize, usize); 4] =
    [(BOXES, COLS), (BOXES, ROWS), (COLS, BOXES), (ROWS, BOXES)];

/// The three houses of type `t` (`BOXES`, `ROWS` or `COLS`) crossing house
/// `h` of another type, ascending.
pub(crate) fn crossing(h: usize, t: usize) -> [usize; 3] {
    std::array::from_fn(|k| match (h, t) {
        (0..=8, ROWS) => ROWS + (h / 3) * 3 + k,
        (0..=8, _) => COLS + (h % 3) * 3 + k,
        (9..=17, _) => BOXES + ((h - ROWS) / 3) * 3 + k,
        _ => BOXES + (h - COLS) / 3 + 3 * k,
    })
}

thread_local! {
    static POINTING: RefCell<Barren<10>> = const { RefCell::new(Barren::new()) };
}

/// Visits every locked (house1, house2, digit) in SE's order until `f`
/// returns a step; `f` also gets the digit's candidate cells and must read
/// nothing else of the digit's (nor of other digits): digits whose cells
/// are unchanged since `memo` last came back empty are skipped.
pub(crate) fn scan_locked(
    c: &Candidates,
    memo: &'static LocalKey<RefCell<Barren<10>>>,
    mut f: impl FnMut(usize, usize, usize, u8, u128) -> Option<Step>,
) -> Option<Step> {
    let digit_cells = c.all_digit_cells();
    let skip = memo.with(|m| m.borrow().skips(&digit_cells));
    let found = scan_digits(&digit_cells, &skip, &mut f);
    if found.is_none() {
        memo.with(|m| m.borrow_mut().record(&digit_cells));
    }
    found
}

fn scan_digits(
    digit_cells: &[u128; 10],
    skip: &[bool; 10],
    f: &mut impl FnMut(usize, usize, usize, u8, u128) -> Option<Step>,
) -> Option<Step> {
    for &(t1, t2) in &LOCKING_TYPES {
        for d in 1..=9u8 {
            if skip[usize::from(d)] {
                continue;
            }
            let dm = digit_cells[d as usize];
            for i1 in 0..9 {
                let h1 = t1 + i1;
                let cells = dm & HOUSE_BITS[h1];
                if cells.count_ones() < 2 {
                    continue;
                }
                for h2 in crossing(h1, t2) {
                    if cells & !HOUSE_BITS[h2] == 0 {
                        if let Some(s) = f(t1, h1, h2, d, dm) {
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
pub(crate) fn find_locking(c: &Candidates) -> Option<Step> {
    scan_locked(c, &POINTING, |_, h1, h2, d, dm| {
        if dm & HOUSE_BITS[h2] & !HOUSE_BITS[h1] == 0 {
            return None;
        }
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
        s.eliminations = elims;
        Some(s)
    })
}
