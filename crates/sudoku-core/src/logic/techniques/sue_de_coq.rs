//! Sue de Coq, as HoDoKu's: two or three empty cells `I` where a row or
//! column meets a box, holding `V_I`, at least two digits more than cells;
//! a set `L` of other cells of the line and a set `B` of other cells of
//! the box (sharing no cell), with `V_L` and `V_B` their digits. `L` takes
//! some of `V_I` and `B` others, `B` none of `V_L`'s digits of `V_I`, and
//! the three parts have as many cells as digits, a digit of both `L` and
//! `B` outside `V_I` (HoDoKu's extended form) counted twice.
//!
//! Then every digit is in the pattern exactly once (a shared one twice,
//! once in `L` and once in `B`): the line's digits (`V_L` and those of
//! `V_I` not in `V_B`) leave the rest of the line, the box's (`V_B` and
//! those of `V_I` not in `V_L`) the rest of the box, a shared digit both.
//!
//! Scan order, HoDoKu's: rows then columns, each with the boxes in order;
//! intersection cells in order (pairs, each followed by the triples it
//! starts); then the line's sets and the box's, each as a depth-first
//! walk of the remaining cells in order.

use super::{cand, mask_digits, Candidates};
use crate::logic::houses::{cells_of, pos, unit_of, HOUSE_CELLS, ROWS};
use crate::logic::reason::{AlsSet, Reason};
use crate::logic::step::{Step, Technique};

/// Every subset of `cells` (at most nine), in a depth-first walk:
/// `{0}, {0,1}, {0,1,2}, …, {0,2}, …, {1}, …`, as bit masks over `cells`.
fn walk(n: usize) -> Vec<u16> {
    fn go(n: usize, from: usize, acc: u16, out: &mut Vec<u16>) {
        for i in from..n {
            let m = acc | 1 << i;
            out.push(m);
            go(n, i + 1, m, out);
        }
    }
    let mut out = Vec::new();
    go(n, 0, 0, &mut out);
    out
}

fn union(c: &Candidates, cells: &[usize], pick: u16) -> (u128, u16) {
    let mut m = 0u128;
    let mut d = 0u16;
    for (k, &x) in cells.iter().enumerate() {
        if pick & 1 << k != 0 {
            m |= 1u128 << x;
            d |= c.cands(x);
        }
    }
    (m, d)
}

/// Sue de Coq: the first pattern, in scan order, that removes something.
pub(crate) fn find_sue_de_coq(c: &Candidates) -> Option<Step> {
    let empty = |h: usize| -> Vec<usize> {
        HOUSE_CELLS[h]
            .iter()
            .map(|&x| usize::from(x))
            .filter(|&x| c.value(x) == 0)
            .collect()
    };
    for line in ROWS..27 {
        let line_cells = empty(line);
        for boxed in 0..ROWS {
            let box_cells = empty(boxed);
            let inter: Vec<usize> = line_cells
                .iter()
                .copied()
                .filter(|x| box_cells.contains(x))
                .collect();
            if inter.len() < 2 {
                continue;
            }
            let mut picks: Vec<Vec<usize>> = Vec::new();
            for i in 0..inter.len() {
                for j in i + 1..inter.len() {
                    picks.push(vec![inter[i], inter[j]]);
                    for &k in &inter[j + 1..] {
                        picks.push(vec![inter[i], inter[j], k]);
                    }
                }
            }
            for i_cells in picks {
                let vi = i_cells.iter().fold(0u16, |m, &x| m | c.cands(x));
                let nplus = vi.count_ones() as i32 - i_cells.len() as i32;
                if nplus < 2 {
                    continue;
                }
                if let Some(s) =
                    with_intersection(c, line, boxed, &line_cells, &box_cells, &i_cells, vi, nplus)
                {
                    return Some(s);
                }
            }
        }
    }
    None
}

#[allow(clippy::too_many_arguments)]
fn with_intersection(
    c: &Candidates,
    line: usize,
    boxed: usize,
    line_cells: &[usize],
    box_cells: &[usize],
    i_cells: &[usize],
    vi: u16,
    nplus: i32,
) -> Option<Step> {
    let im = i_cells.iter().fold(0u128, |m, &x| m | 1u128 << x);
    let l_src: Vec<usize> = line_cells
        .iter()
        .copied()
        .filter(|x| im & 1u128 << x == 0)
        .collect();
    for lp in walk(l_src.len()) {
        let (lm, vl) = union(c, &l_src, lp);
        let l_len = lp.count_ones() as i32;
        let l_extra = (vl & !vi).count_ones() as i32;
        if vl & vi == 0 || l_len <= l_extra || l_len - l_extra >= nplus {
            continue;
        }
        let left = nplus - (l_len - l_extra);
        // The box set may not take the line set's digits of the
        // intersection.
        let forbidden = vl & vi;
        let b_src: Vec<usize> = box_cells
            .iter()
            .copied()
            .filter(|x| (im | lm) & 1u128 << x == 0)
            .collect();
        for bp in walk(b_src.len()) {
            let (bm, vb) = union(c, &b_src, bp);
            let b_extra = (vb & !vi).count_ones() as i32;
            if vb & forbidden != 0 || vb & vi == 0 || bp.count_ones() as i32 - b_extra != left {
                continue;
            }
            let shared = vb & vl;
            let to_box = ((vi | vb) & !vl) | shared;
            let to_line = ((vi | vl) & !vb) | shared;
            let mut removed: Vec<(usize, u8)> = Vec::new();
            for &x in box_cells {
                if (im | bm) & 1u128 << x == 0 {
                    for d in mask_digits(c.cands(x) & to_box) {
                        removed.push((x, d));
                    }
                }
            }
            for &x in line_cells {
                if (im | lm) & 1u128 << x == 0 {
                    for d in mask_digits(c.cands(x) & to_line) {
                        if !removed.contains(&(x, d)) {
                            removed.push((x, d));
                        }
                    }
                }
            }
            if removed.is_empty() {
                continue;
            }
            removed.sort_unstable_by_key(|&(x, d)| (d, x));
            let t = Technique::SueDeCoq;
            let mut s = Step::new(t, t.facts().min.0);
            let named = |m: u128, h: usize, d: u16| AlsSet {
                cells: cells_of(m).map(pos).collect(),
                house: unit_of(h),
                digits: mask_digits(d),
            };
            s.cells = cells_of(im | lm | bm).map(pos).collect();
            s.houses = vec![unit_of(line), unit_of(boxed)];
            s.digits = mask_digits(vi);
            s.eliminations = removed.iter().map(|&(x, d)| cand(x, d)).collect();
            s.reason = Box::new(Reason::SueDeCoq {
                cells: cells_of(im).map(pos).collect(),
                digits: mask_digits(vi),
                line: unit_of(line),
                boxed: unit_of(boxed),
                line_set: named(lm, line, vl),
                box_set: named(bm, boxed, vb),
                shared: mask_digits(shared),
            });
            return Some(s);
        }
    }
    None
}
