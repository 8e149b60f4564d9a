//! Unique rectangles and unique loops, types 1-4 (SE 4.5 for a rectangle,
//! +0.1 for a 6-loop, +0.2 for 8, +0.5 for 10 or more; type 3 adds 0.1 per
//! extra cell of its naked or hidden set). These assume the puzzle has a
//! unique solution, as SukakuExplainer does.
//!
//! SE grows loops from every bivalue cell through cells holding both loop
//! digits, changing house type at each step, with at most two cells holding
//! extra digits (more only while all extras are one same digit). A loop is
//! kept when each house it touches is touched by exactly one cell of each
//! parity. SE then takes the easiest hint, lowest type first, first found.
//! Both the loop search and type 3 follow serate's default settings, where
//! lkSudoku's UR/UL fix (`--islkSudokuURUL=1`) is on; SE 1.2.1 differed.

use super::{cand, mask_digits, Candidates};
use crate::logic::houses::{
    bits, cells_of, combinations, pos, sees, unit_of, BOXES, CELL_HOUSES, COLS, HOUSE_BITS,
    HOUSE_CELLS, PEERS, ROWS,
};
use crate::logic::reason::{Reason, Unique};
use crate::logic::step::{Candidate, Step, Technique};

/// SE's region-type order for loops: box, row, column.
const TYPES: [usize; 3] = [BOXES, ROWS, COLS];

fn house_of(cell: usize, t: usize) -> usize {
    match t {
        BOXES => CELL_HOUSES[cell][0] as usize,
        ROWS => CELL_HOUSES[cell][1] as usize,
        _ => CELL_HOUSES[cell][2] as usize,
    }
}

struct Search<'a> {
    c: &'a Candidates,
    pair: u16,
    /// The cells holding both digits of `pair`.
    holders: u128,
    loop_: Vec<usize>,
    /// The cells of `loop_`.
    in_loop: u128,
    found: Vec<Vec<usize>>,
}

impl Search<'_> {
    fn grow(&mut self, cell: usize, allowed_ex: i32, ex: u16, last: Option<usize>) {
        self.loop_.push(cell);
        self.in_loop |= 1u128 << cell;
        let start = 1u128 << self.loop_[0];
        for &t in &TYPES {
            if Some(t) == last {
                continue;
            }
            let h = house_of(cell, t);
            // The house's cells in house order (ascending) that may close
            // or extend the loop: the start, or a holder not in the loop.
            for next in cells_of(HOUSE_BITS[h] & (start | (self.holders & !self.in_loop))) {
                if start == 1u128 << next {
                    if self.loop_.len() >= 4 && self.found.len() < 4096 {
                        self.found.push(self.loop_.clone());
                    }
                } else {
                    let m = self.c.cands(next);
                    // Each candidate next cell adds its own extras to the
                    // path's (SE's default `islkSudokuURUL` branch; without
                    // it SE let one sibling's extras leak into the next).
                    let ex = ex | (m & !self.pair);
                    let card = m.count_ones();
                    if card == 2 || ex.count_ones() == 1 || allowed_ex > 0 {
                        let left = if card > 2 { allowed_ex - 1 } else { allowed_ex };
                        self.grow(next, left, ex, Some(t));
                    }
                }
            }
        }
        self.in_loop &= !(1u128 << cell);
        self.loop_.pop();
    }
}

fn is_valid_loop(lp: &[usize]) -> bool {
    let mut even = [false; 27];
    let mut odd = [false; 27];
    for (i, &cell) in lp.iter().enumerate() {
        let seen = if i % 2 == 0 { &mut even } else { &mut odd };
        for &h in &CELL_HOUSES[cell] {
            if seen[h as usize] {
                return false;
            }
            seen[h as usize] = true;
        }
    }
    even == odd
}

fn base_rating(len: usize) -> u16 {
    let mut r = 45;
    if len >= 10 {
        r += 3;
    }
    if len >= 8 {
        r += 2;
    } else if len >= 6 {
        r += 1;
    }
    r
}

struct Hint {
    rating: u16,
    kind: u8,
    lp: Vec<usize>,
    pair: u16,
    elims: Vec<Candidate>,
    detail: Unique,
}

fn push(
    out: &mut Vec<Hint>,
    rating: u16,
    kind: u8,
    lp: &[usize],
    pair: u16,
    elims: Vec<Candidate>,
    detail: Unique,
) {
    if !elims.is_empty() {
        out.push(Hint {
            rating,
            kind,
            lp: lp.to_vec(),
            pair,
            elims,
            detail,
        });
    }
}

fn type2(c: &Candidates, lp: &[usize], extra_cells: &[usize], pair: u16, out: &mut Vec<Hint>) {
    let common = c.cands(extra_cells[0]) & !pair;
    if common == 0 {
        return;
    }
    let d = common.trailing_zeros() as u8 + 1;
    let elims: Vec<Candidate> = PEERS[extra_cells[0]]
        .iter()
        .map(|&v| v as usize)
        .filter(|&v| {
            !extra_cells.contains(&v) && extra_cells.iter().all(|&e| sees(v, e)) && c.has(v, d)
        })
        .map(|v| cand(v, d))
        .collect();
    let detail = Unique::Type2 {
        cells: extra_cells.iter().map(|&x| pos(x)).collect(),
        digit: d,
    };
    push(out, base_rating(lp.len()), 2, lp, pair, elims, detail);
}

fn type3(c: &Candidates, lp: &[usize], c1: usize, c2: usize, pair: u16, out: &mut Vec<Hint>) {
    let extra = (c.cands(c1) | c.cands(c2)) & !pair;
    let base = base_rating(lp.len());
    // SE's default (serate's `islkSudokuURUL`, on unless `--islkSudokuURUL=0`)
    // runs the degree from 2: naked sets still need at least the extras'
    // count, but hidden sets of the loop digits are also sought below it.
    let min_naked = extra.count_ones();
    for degree in 2u32..=7 {
        for &t in &TYPES {
            let h = house_of(c1, t);
            if h != house_of(c2, t) {
                continue;
            }
            let empty = c.empty_count(h);
            let cells: [usize; 9] = std::array::from_fn(|k| HOUSE_CELLS[h][k] as usize);
            let (Some(i1), Some(i2)) = (
                cells.iter().position(|&x| x == c1),
                cells.iter().position(|&x| x == c2),
            ) else {
                continue;
            };
            if degree * 2 <= empty && degree >= min_naked {
                for set in combinations(degree) {
                    if set & (1 << i1) == 0 || set & (1 << i2) != 0 {
                        continue;
                    }
                    let mut naked = extra & c.cands(c1) & c.cands(c2);
                    let mut union = 0u16;
                    let mut ok = true;
                    for k in bits(set) {
                        let m = if k == i1 { extra } else { c.cands(cells[k]) };
                        if k != i1 {
                            naked |= m;
                        }
                        if m.count_ones() <= 1 {
                            ok = false;
                        }
                        union |= m;
                    }
                    if !ok || naked.count_ones() != degree || union.count_ones() != degree {
                        continue;
                    }
                    let mut elims = Vec::new();
                    for (k, &x) in cells.iter().enumerate() {
                        if set & (1 << k) != 0 || x == c2 {
                            continue;
                        }
                        for d in bits(c.cands(x) & union) {
                            elims.push(cand(x, d as u8 + 1));
                        }
                    }
                    let detail = Unique::Type3 {
                        cells: vec![pos(c1), pos(c2)],
                        extra: mask_digits(extra),
                        house: unit_of(h),
                        set: bits(set & !(1 << i1)).map(|k| pos(cells[k])).collect(),
                        digits: mask_digits(union),
                        hidden: false,
                    };
                    push(out, base + (degree as u16 - 1), 3, lp, pair, elims, detail);
                }
            }
            if degree * 2 < empty {
                let rem = 0x1ff & !pair & !extra;
                if degree - 2 > rem.count_ones() {
                    continue;
                }
                let rem_digits: Vec<usize> = bits(rem).collect();
                let picks: Vec<u16> = if degree == 2 {
                    vec![0]
                } else {
                    combinations(degree - 2)
                        .filter(|m| *m < (1 << rem_digits.len()))
                        .collect()
                };
                for pick in picks {
                    let mut values = pair;
                    for k in bits(pick) {
                        values |= 1 << rem_digits[k];
                    }
                    let mut union = 0u16;
                    let mut ok = true;
                    for d in bits(values) {
                        let p = c.positions(h, d as u8 + 1) & !(1 << i2);
                        if p == 0 {
                            ok = false;
                        }
                        union |= p;
                    }
                    if !ok || union.count_ones() != degree {
                        continue;
                    }
                    let others = union & !(1 << i1) & !(1 << i2);
                    let mut elims = Vec::new();
                    for k in bits(others) {
                        let x = cells[k];
                        for d in bits(c.cands(x) & !values) {
                            elims.push(cand(x, d as u8 + 1));
                        }
                    }
                    let detail = Unique::Type3 {
                        cells: vec![pos(c1), pos(c2)],
                        extra: mask_digits(extra),
                        house: unit_of(h),
                        set: bits(others).map(|k| pos(cells[k])).collect(),
                        digits: mask_digits(values),
                        hidden: true,
                    };
                    push(
                        out,
                        base + (others.count_ones() as u16).saturating_sub(1),
                        3,
                        lp,
                        pair,
                        elims,
                        detail,
                    );
                }
            }
        }
    }
}

fn type4(c: &Candidates, lp: &[usize], c1: usize, c2: usize, pair: u16, out: &mut Vec<Hint>) {
    let mut it = bits(pair);
    let (Some(a), Some(b)) = (it.next(), it.next()) else {
        return;
    };
    let (mut r1, mut r2) = (None, None);
    for &t in &TYPES {
        let h = house_of(c1, t);
        if h != house_of(c2, t) {
            continue;
        }
        let others = HOUSE_CELLS[h]
            .iter()
            .map(|&x| x as usize)
            .filter(|&x| x != c1 && x != c2);
        let (mut has_a, mut has_b) = (false, false);
        for x in others {
            has_a |= c.has(x, a as u8 + 1);
            has_b |= c.has(x, b as u8 + 1);
        }
        if !has_a {
            r1 = Some(h);
        }
        if !has_b {
            r2 = Some(h);
        }
    }
    let (lock, rem, house) = match (r1, r2) {
        (Some(h), _) => (a, b, h),
        (None, Some(h)) => (b, a, h),
        (None, None) => return,
    };
    let d = rem as u8 + 1;
    let elims: Vec<Candidate> = [c1, c2]
        .iter()
        .filter(|&&x| c.has(x, d))
        .map(|&x| cand(x, d))
        .collect();
    let detail = Unique::Type4 {
        cells: vec![pos(c1), pos(c2)],
        locked: lock as u8 + 1,
        house: unit_of(house),
    };
    push(out, base_rating(lp.len()), 4, lp, pair, elims, detail);
}

/// The easiest unique rectangle or loop (types 1-4), as SE orders them.
pub(crate) fn find_unique_loop(c: &Candidates) -> Option<Step> {
    let mut hints: Vec<Hint> = Vec::new();
    for cell in 0..81 {
        let pair = c.cands(cell);
        if pair.count_ones() != 2 {
            continue;
        }
        let mut s = Search {
            c,
            pair,
            holders: (0..81)
                .filter(|&x| c.cands(x) & pair == pair)
                .fold(0u128, |m, x| m | 1u128 << x),
            loop_: Vec::new(),
            in_loop: 0,
            found: Vec::new(),
        };
        s.grow(cell, 2, 0, None);
        for lp in s.found {
            if !is_valid_loop(&lp) {
                continue;
            }
            let extra_cells: Vec<usize> = lp
                .iter()
                .copied()
                .filter(|&x| c.cands(x).count_ones() > 2)
                .collect();
            match extra_cells.len() {
                1 => {
                    let x = extra_cells[0];
                    let elims = bits(pair).map(|d| cand(x, d as u8 + 1)).collect();
                    let detail = Unique::Type1 { cell: pos(x) };
                    push(
                        &mut hints,
                        base_rating(lp.len()),
                        1,
                        &lp,
                        pair,
                        elims,
                        detail,
                    );
                }
                2 => {
                    let (c1, c2) = (extra_cells[0], extra_cells[1]);
                    let rest = (c.cands(c1) | c.cands(c2)) & !pair;
                    if rest.count_ones() == 1 {
                        type2(c, &lp, &extra_cells, pair, &mut hints);
                    } else if rest.count_ones() >= 2 {
                        type3(c, &lp, c1, c2, pair, &mut hints);
                    }
                    type4(c, &lp, c1, c2, pair, &mut hints);
                }
                n if n > 2 => type2(c, &lp, &extra_cells, pair, &mut hints),
                _ => {}
            }
        }
    }
    let best = hints.into_iter().min_by_key(|h| (h.rating, h.kind))?;
    let technique = match best.kind {
        1 => Technique::UniqueRectangle1,
        2 => Technique::UniqueRectangle2,
        3 => Technique::UniqueRectangle3,
        _ => Technique::UniqueRectangle4,
    };
    let mut s = Step::new(technique, best.rating);
    s.cells = best.lp.iter().map(|&x| cand(x, 1).pos).collect();
    s.digits = mask_digits(best.pair);
    s.reason = Box::new(Reason::Unique(best.detail));
    s.eliminations = best.elims;
    Some(s)
}

#[cfg(test)]
mod tests {
    use crate::logic::{rate_candidates, Candidates, Technique};
    use crate::{Budget, Grid};

    /// Issue 17's two puzzles: SukakuExplainer (serate, default settings)
    /// rates both 4.5 through a unique rectangle type 3 whose extras hold
    /// three digits, by a hidden pair of the rectangle's digits (degree 2,
    /// below the extras' count); its own path removes exactly these.
    #[test]
    fn type3_hidden_pair_below_the_extras_count_as_se() {
        let cases = [
            (
                ".234.6...4.6.............5..9.7..4.3...2.9.7.8.....29.3.......8.7..3.9.6.....5.37",
                [(8, 4, 6), (8, 4, 8)],
            ),
            (
                ".239..5..45.1.......9.....62.8..59..5..8..........6......4..82....7.3..4....29.1.",
                [(2, 6, 2), (2, 6, 3)],
            ),
        ];
        for (puzzle, elims) in cases {
            let g: Grid = puzzle.parse().unwrap();
            let r = rate_candidates(Candidates::from_grid(&g), &Budget::unlimited(), true);
            assert_eq!(r.triple(), "4.5/1.2/1.2", "{puzzle}");
            assert_eq!(r.hardest, Some(Technique::UniqueRectangle3), "{puzzle}");
            let step = r
                .path
                .iter()
                .find(|s| s.technique == Technique::UniqueRectangle3)
                .unwrap();
            let got: Vec<(u8, u8, u8)> = step
                .eliminations
                .iter()
                .map(|e| (e.pos.row, e.pos.col, e.digit.get()))
                .collect();
            assert_eq!(got, elims, "{puzzle}");
        }
    }

    /// A 17-clue puzzle SE rates 4.6/1.5/1.5 through a 6-cell unique loop
    /// type 2 (r1c6 r1c5 r8c5 r8c4 r6c4 r6c6 on {8, 9}, extra 4 in three
    /// cells): the loop is reached only if a sibling cell's extras do not
    /// leak into the path's, as in SE's default loop search.
    #[test]
    fn loop_search_keeps_each_siblings_extras_apart_as_se() {
        let puzzle =
            "........1.....2..3..4.5...........4..3.1.....6...7..5....3.......5...67.8..2.....";
        let g: Grid = puzzle.parse().unwrap();
        let r = rate_candidates(Candidates::from_grid(&g), &Budget::unlimited(), true);
        assert_eq!(r.triple(), "4.6/1.5/1.5");
        assert_eq!(r.hardest, Some(Technique::UniqueRectangle2));
        let step = r
            .path
            .iter()
            .find(|s| s.technique == Technique::UniqueRectangle2)
            .unwrap();
        let cells: Vec<(u8, u8)> = step.cells.iter().map(|p| (p.row, p.col)).collect();
        assert_eq!(cells, [(0, 5), (0, 4), (7, 4), (7, 3), (5, 3), (5, 5)]);
    }
}
