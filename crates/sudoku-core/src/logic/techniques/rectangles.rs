//! Unique rectangle types 5 and 6 and the hidden rectangle (learner
//! techniques; HoDoKu's `UNIQUENESS_5`, `UNIQUENESS_6`, `HIDDEN_RECTANGLE`).
//! Like SE's unique rectangles they assume the puzzle has one solution.
//!
//! A rectangle is four unsolved cells in two rows, two columns and two
//! boxes that all hold the same two digits {a, b}. If they held nothing
//! else, a and b could swap places among them: two solutions. HoDoKu
//! starts from a cell holding only a and b, so each rectangle here has one
//! or two such cells; the others hold extras.
//!
//! - **Type 5**: every extra cell holds exactly one extra, the same digit
//!   z, and the extra cells are three or two on a diagonal (two in one
//!   row or column are type 2). One of them is z, so z leaves every cell
//!   that sees them all. SE finds the same pattern and calls it type 2;
//!   the learner path names it as HoDoKu does.
//! - **Type 6**: the two cells holding only a and b lie on a diagonal, and
//!   in both rows and both columns x (a or b) has no place outside the
//!   rectangle. If an extra cell were x, its row and column partners
//!   would be y, the other extra cell the only x left in its row: all four
//!   cells a and b. So neither extra cell is x.
//! - **Hidden rectangle**: a corner holds only a and b, and in the row and
//!   the column of the opposite corner x has no place outside the
//!   rectangle. If the opposite corner were y, its row and column
//!   partners would be x, the corner y: all four cells a and b. So the
//!   opposite corner is not y.

use super::{cand, Candidates};
use crate::grid::Pos;
use crate::logic::houses::{pos, sees, unit_of, COLS, HOUSE_BITS, ROWS};
use crate::logic::reason::{Reason, Unique};
use crate::logic::step::{Candidate, Step, Technique};

/// A rectangle on the pair {a, b}: its cells in loop order (r1c1, r1c2,
/// r2c2, r2c1, so neighbours share a row or column and 0-2, 1-3 are
/// diagonals).
struct Rect {
    cells: [usize; 4],
    rows: [usize; 2],
    cols: [usize; 2],
    pair: u16,
}

impl Rect {
    /// The cells holding only the pair.
    fn bivalues(&self, c: &Candidates) -> Vec<usize> {
        self.cells
            .iter()
            .copied()
            .filter(|&x| c.cands(x) == self.pair)
            .collect()
    }

    fn mask(&self) -> u128 {
        self.cells.iter().fold(0, |m, &x| m | 1u128 << x)
    }

    fn digits(&self) -> [u8; 2] {
        let a = self.pair.trailing_zeros() as u8 + 1;
        let b = 16 - self.pair.leading_zeros() as u8;
        [a, b]
    }
}

/// Every rectangle of unsolved cells in two boxes, on every pair of
/// digits all four hold, with one or two cells holding only the pair:
/// rows, then columns, then the pair ascending.
fn rectangles(c: &Candidates) -> impl Iterator<Item = Rect> + '_ {
    (0..9usize).flat_map(move |r1| {
        (r1 + 1..9).flat_map(move |r2| {
            (0..9usize).flat_map(move |c1| {
                (c1 + 1..9).flat_map(move |c2| {
                    let cells = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c2, r2 * 9 + c1];
                    let two_boxes = r1 / 3 == r2 / 3 || c1 / 3 == c2 / 3;
                    let common = if two_boxes && cells.iter().all(|&x| c.value(x) == 0) {
                        cells.iter().fold(0x1ff, |m, &x| m & c.cands(x))
                    } else {
                        0
                    };
                    pairs(common).filter_map(move |pair| {
                        let r = Rect {
                            cells,
                            rows: [ROWS + r1, ROWS + r2],
                            cols: [COLS + c1, COLS + c2],
                            pair,
                        };
                        let n = r.bivalues(c).len();
                        (n == 1 || n == 2).then_some(r)
                    })
                })
            })
        })
    })
}

/// Every two-digit subset of `m`, ascending.
fn pairs(m: u16) -> impl Iterator<Item = u16> {
    (0..9).flat_map(move |i| {
        (i + 1..9).filter_map(move |j| {
            let p = (1 << i) | (1 << j);
            (m & p == p).then_some(p)
        })
    })
}

fn step(t: Technique, r: &Rect, elims: Vec<Candidate>, reason: Reason) -> Step {
    let mut s = Step::new(t, t.facts().min.0);
    s.cells = r.cells.iter().map(|&x| pos(x)).collect();
    s.digits = r.digits().to_vec();
    s.eliminations = elims;
    s.reason = Box::new(reason);
    s
}

/// Whether the extra cells are HoDoKu's type 5 rather than type 2: three
/// of them, or two on a diagonal.
pub(crate) fn is_type5(extra: &[Pos]) -> bool {
    match extra {
        [a, b] => a.row != b.row && a.col != b.col,
        _ => extra.len() == 3,
    }
}

/// The first unique rectangle type 5, in [`rectangles`]' order.
pub(crate) fn find_unique_rectangle_5(c: &Candidates) -> Option<Step> {
    for r in rectangles(c) {
        let extra: Vec<usize> = r
            .cells
            .iter()
            .copied()
            .filter(|&x| c.cands(x) != r.pair)
            .collect();
        let ex = extra.iter().fold(0u16, |m, &x| m | (c.cands(x) & !r.pair));
        let extra_pos: Vec<Pos> = extra.iter().map(|&x| pos(x)).collect();
        if ex.count_ones() != 1 || !is_type5(&extra_pos) {
            continue;
        }
        let z = ex.trailing_zeros() as u8 + 1;
        let elims: Vec<Candidate> = (0..81)
            .filter(|&v| r.mask() & (1u128 << v) == 0 && c.has(v, z))
            .filter(|&v| extra.iter().all(|&e| sees(v, e)))
            .map(|v| cand(v, z))
            .collect();
        if elims.is_empty() {
            continue;
        }
        let reason = Reason::Unique(Unique::Type2 {
            cells: extra_pos,
            digit: z,
        });
        return Some(step(Technique::UniqueRectangle5, &r, elims, reason));
    }
    None
}

/// The first unique rectangle type 6, in [`rectangles`]' order, the
/// pair's lower digit first.
pub(crate) fn find_unique_rectangle_6(c: &Candidates) -> Option<Step> {
    for r in rectangles(c) {
        let bivalues = r.bivalues(c);
        // The two bivalue cells on a diagonal: 0 and 2, or 1 and 3.
        let (bi, ex) = match bivalues.as_slice() {
            [p, q] if *p == r.cells[0] && *q == r.cells[2] => {
                ([r.cells[0], r.cells[2]], [r.cells[1], r.cells[3]])
            }
            [p, q] if *p == r.cells[1] && *q == r.cells[3] => {
                ([r.cells[1], r.cells[3]], [r.cells[0], r.cells[2]])
            }
            _ => continue,
        };
        let lines = [r.rows[0], r.rows[1], r.cols[0], r.cols[1]];
        let outside = lines.iter().fold(0u128, |m, &h| m | HOUSE_BITS[h]) & !r.mask();
        let [a, b] = r.digits();
        for (x, y) in [(a, b), (b, a)] {
            if c.digit_cells(x) & outside != 0 {
                continue;
            }
            let elims: Vec<Candidate> = ex.iter().map(|&e| cand(e, x)).collect();
            let reason = Reason::UniqueRectangle6 {
                bivalues: bi.map(pos),
                extra: ex.map(pos),
                digit: x,
                other: y,
                lines: lines.map(unit_of),
            };
            return Some(step(Technique::UniqueRectangle6, &r, elims, reason));
        }
    }
    None
}

/// The first hidden rectangle, in [`rectangles`]' order, each bivalue
/// corner in loop order, the pair's lower digit first as the linked one.
pub(crate) fn find_hidden_rectangle(c: &Candidates) -> Option<Step> {
    for r in rectangles(c) {
        let bivalues = r.bivalues(c);
        if let [p, q] = bivalues.as_slice() {
            if p / 9 == q / 9 || p % 9 == q % 9 {
                continue;
            }
        }
        let [a, b] = r.digits();
        for &corner in &bivalues {
            let k = r.cells.iter().position(|&x| x == corner).unwrap_or(0);
            let opposite = r.cells[(k + 2) % 4];
            // The opposite corner's partners: the one in its row, and the
            // one in its column.
            let (n1, n2) = (r.cells[(k + 1) % 4], r.cells[(k + 3) % 4]);
            let (row_mate, column_mate) = if n1 / 9 == opposite / 9 {
                (n1, n2)
            } else {
                (n2, n1)
            };
            let row = ROWS + opposite / 9;
            let column = COLS + opposite % 9;
            for (x, y) in [(a, b), (b, a)] {
                let places = c.digit_cells(x) & (HOUSE_BITS[row] | HOUSE_BITS[column]);
                if places & !r.mask() != 0 || !c.has(opposite, y) {
                    continue;
                }
                let reason = Reason::HiddenRectangle {
                    corner: pos(corner),
                    opposite: pos(opposite),
                    row_mate: pos(row_mate),
                    column_mate: pos(column_mate),
                    digit: x,
                    removed: y,
                    row: unit_of(row),
                    column: unit_of(column),
                };
                let elims = vec![cand(opposite, y)];
                return Some(step(Technique::HiddenRectangle, &r, elims, reason));
            }
        }
    }
    None
}
