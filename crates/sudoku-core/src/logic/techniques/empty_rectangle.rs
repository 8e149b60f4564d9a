//! Empty Rectangle (learner technique; SE has none, HoDoKu's definition):
//! in a box, a digit's candidates all lie in one row and one column of the
//! box, with some off the column in the row and some off the row in the
//! column. A conjugate pair on the digit in a line outside the box, one
//! end on the box's row (or column), proves: if the cell where the pair's
//! other end's line crosses the box's column (or row) were the digit, the
//! pair's far end would not be, its near end would, and the box would have
//! no place left for the digit.

use super::{cand, Candidates};
use crate::logic::houses::{unit_of, BOXES, COLS, ROWS};
use crate::logic::reason::Reason;
use crate::logic::step::{Link, Step, Technique};

fn at(r: usize, col: usize) -> usize {
    r * 9 + col
}

/// The first Empty Rectangle: digits ascending, boxes ascending, the box's
/// row and column ascending, a conjugate pair in a column (off the box's
/// row) before one in a row (off its column).
pub(crate) fn find_empty_rectangle(c: &Candidates) -> Option<Step> {
    for d in 1..=9u8 {
        for b in 0..9 {
            let (r0, c0) = ((b / 3) * 3, (b % 3) * 3);
            let in_box: Vec<usize> = (0..9)
                .map(|k| at(r0 + k / 3, c0 + k % 3))
                .filter(|&x| c.has(x, d))
                .collect();
            if in_box.len() < 2 {
                continue;
            }
            for er in r0..r0 + 3 {
                for ec in c0..c0 + 3 {
                    if in_box.iter().any(|&x| x / 9 != er && x % 9 != ec) {
                        continue;
                    }
                    // Some candidate in the row off the column, and some in
                    // the column off the row: else all lie in one line.
                    if !in_box.iter().any(|&x| x / 9 == er && x % 9 != ec)
                        || !in_box.iter().any(|&x| x % 9 == ec && x / 9 != er)
                    {
                        continue;
                    }
                    if let Some(s) = er_step(c, d, b, er, ec, &in_box) {
                        return Some(s);
                    }
                }
            }
        }
    }
    None
}

fn er_step(
    c: &Candidates,
    d: u8,
    b: usize,
    er: usize,
    ec: usize,
    in_box: &[usize],
) -> Option<Step> {
    let (r0, c0) = ((b / 3) * 3, (b % 3) * 3);
    // A conjugate pair in column `lc` (outside the box's stack): ends in
    // the box's row `er` and in a row `r2` outside the box's band; the
    // target is (r2, ec).
    for lc in (0..9).filter(|&k| k / 3 != c0 / 3) {
        let p = c.positions(COLS + lc, d);
        if p.count_ones() != 2 || p >> er & 1 == 0 {
            continue;
        }
        let r2 = (p & !(1 << er)).trailing_zeros() as usize;
        if r2 / 3 == r0 / 3 {
            continue;
        }
        let target = at(r2, ec);
        if c.has(target, d) {
            return Some(build(
                c,
                d,
                b,
                er,
                ec,
                in_box,
                (at(er, lc), at(r2, lc)),
                COLS + lc,
                target,
            ));
        }
    }
    // A conjugate pair in row `lr` (outside the box's band): ends in the
    // box's column `ec` and in a column `c2` outside the box's stack; the
    // target is (er, c2).
    for lr in (0..9).filter(|&k| k / 3 != r0 / 3) {
        let p = c.positions(ROWS + lr, d);
        if p.count_ones() != 2 || p >> ec & 1 == 0 {
            continue;
        }
        let c2 = (p & !(1 << ec)).trailing_zeros() as usize;
        if c2 / 3 == c0 / 3 {
            continue;
        }
        let target = at(er, c2);
        if c.has(target, d) {
            return Some(build(
                c,
                d,
                b,
                er,
                ec,
                in_box,
                (at(lr, ec), at(lr, c2)),
                ROWS + lr,
                target,
            ));
        }
    }
    None
}

#[allow(clippy::too_many_arguments)] // the pattern's parts, each needed once
fn build(
    _c: &Candidates,
    d: u8,
    b: usize,
    er: usize,
    ec: usize,
    in_box: &[usize],
    (near, far): (usize, usize),
    link_house: usize,
    target: usize,
) -> Step {
    let tech = Technique::EmptyRectangle;
    let mut s = Step::new(tech, tech.facts().min.0);
    s.cells = in_box.iter().map(|&x| cand(x, d).pos).collect();
    s.cells.push(cand(near, d).pos);
    s.cells.push(cand(far, d).pos);
    s.houses = vec![
        unit_of(BOXES + b),
        unit_of(ROWS + er),
        unit_of(COLS + ec),
        unit_of(link_house),
    ];
    s.links = vec![Link {
        from: cand(near, d),
        to: cand(far, d),
        strong: true,
    }];
    s.digits = vec![d];
    s.eliminations = vec![cand(target, d)];
    s.reason = Box::new(Reason::EmptyRectangle {
        digit: d,
        boxed: unit_of(BOXES + b),
        row: unit_of(ROWS + er),
        column: unit_of(COLS + ec),
        box_cells: in_box.iter().map(|&x| cand(x, d).pos).collect(),
        link_house: unit_of(link_house),
        near: cand(near, d).pos,
        far: cand(far, d).pos,
    });
    s
}
