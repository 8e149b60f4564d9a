//! Full house, hidden single and naked single.

use super::{cand, Candidates};
use crate::grid::Pos;
use crate::logic::houses::{is_box, pos, unit_of, BOXES, CELL_HOUSES, COLS, HOUSE_CELLS, ROWS};
use crate::logic::reason::Reason;
use crate::logic::step::{Step, Technique};
use crate::rules::Unit;

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
                if !alone {
                    s.reason = Box::new(hidden_reason(c, h, cell, d));
                }
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
            s.reason = Box::new(naked_reason(c, i));
            return Some(s);
        }
    }
    None
}

/// Which placed digits among `cell`'s peers rule out its other digits
/// (each in the first of row, column, box holding it), and which no peer
/// holds.
fn naked_reason(c: &Candidates, cell: usize) -> Reason {
    let mut seen = 0u16;
    let mut per = [Vec::new(), Vec::new(), Vec::new()];
    // CELL_HOUSES lists box, row, column; a player reads row, column, box.
    let order = [
        CELL_HOUSES[cell][1],
        CELL_HOUSES[cell][2],
        CELL_HOUSES[cell][0],
    ];
    for (k, &h) in order.iter().enumerate() {
        for &x in &HOUSE_CELLS[usize::from(h)] {
            let v = c.value(usize::from(x));
            if v != 0 && seen & (1 << (v - 1)) == 0 {
                seen |= 1 << (v - 1);
                per[k].push(v);
            }
        }
        per[k].sort_unstable();
    }
    let removed = (1..=9u8)
        .filter(|&d| seen & (1 << (d - 1)) == 0 && !c.has(cell, d))
        .collect();
    let [row, column, boxed] = per;
    Reason::NakedSingle {
        row,
        column,
        boxed,
        removed,
    }
}

/// Which placed copies of `d` rule out its other places in house `h`
/// (for each empty cell, the first of its row, column and box holding a
/// `d`), and which places earlier steps removed.
fn hidden_reason(c: &Candidates, h: usize, cell: usize, d: u8) -> Reason {
    let mut blockers: Vec<(Pos, Unit)> = Vec::new();
    let mut blocked: Vec<Vec<Pos>> = Vec::new();
    let mut removed = Vec::new();
    for &x in &HOUSE_CELLS[h] {
        let x = usize::from(x);
        if x == cell || c.value(x) != 0 {
            continue;
        }
        let houses = [CELL_HOUSES[x][1], CELL_HOUSES[x][2], CELL_HOUSES[x][0]];
        let by = houses.iter().map(|&u| usize::from(u)).find_map(|u| {
            HOUSE_CELLS[u]
                .iter()
                .map(|&y| usize::from(y))
                .find(|&y| c.value(y) == d)
                .map(|y| (pos(y), unit_of(u)))
        });
        match by {
            Some(b) => match blockers.iter().position(|&k| k == b) {
                Some(k) => blocked[k].push(pos(x)),
                None => {
                    blockers.push(b);
                    blocked.push(vec![pos(x)]);
                }
            },
            None => removed.push(pos(x)),
        }
    }
    Reason::HiddenSingle {
        blockers,
        blocked,
        removed,
    }
}
