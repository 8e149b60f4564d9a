//! SukakuExplainer's Aligned Pair Exclusion (6.2) and Aligned Triplet
//! Exclusion (7.5).
//!
//! Aligned Pair Exclusion: for two cells, every
//! pair of digits they could take together is tried; a pair is excluded
//! when both cells see each other and the digits are equal, or when a
//! bivalue cell seen by both would lose both its candidates. A digit of one
//! cell that no allowed pair uses is removed.
//!
//! As SE: base cells hold 2+ candidates and see at least one bivalue cell
//! and no cell with a single candidate; pairs are tried in SE's
//! combination order (reading order of the later cell, then of the earlier
//! one); the two cells need at least two common bivalue cells; the first
//! pair that removes anything is the step.
//!
//! Aligned Triplet Exclusion does the same for three cells, with cells of
//! two or three candidates as excluders: a combination is excluded when it
//! would empty one of them. SE runs it in its chaining tier, after forcing
//! chains and cycles (see [`crate::logic::rater::CHAIN_ORDER`]). Its search
//! order: the first two base cells as the pairs above, then a third base
//! cell among the excluders of the first (ascending), then among those of
//! the second; the three need at least two common excluders; the first
//! triple that removes anything is the step (SE does not sort them).

use super::{cand, Candidates};
use crate::logic::houses::pos;
use crate::logic::houses::{bits, cells_of, sees, PEER_BITS};
use crate::logic::reason::{Excluded, Reason};
use crate::logic::step::{Candidate, Step, Technique};

/// Aligned Pair Exclusion (6.2).
pub(crate) fn find_aligned_pair_exclusion(c: &Candidates) -> Option<Step> {
    let bivalue = (0..81)
        .filter(|&i| c.cands(i).count_ones() == 2)
        .fold(0u128, |m, i| m | 1u128 << i);
    let single = (0..81)
        .filter(|&i| c.cands(i).count_ones() == 1)
        .fold(0u128, |m, i| m | 1u128 << i);
    let base: Vec<(usize, u128)> = (0..81)
        .filter(|&i| c.cands(i).count_ones() >= 2)
        .map(|i| (i, PEER_BITS[i] & bivalue))
        .filter(|&(i, ex)| ex != 0 && PEER_BITS[i] & single == 0)
        .collect();
    for j in 1..base.len() {
        for i in 0..j {
            let (a, ea) = base[i];
            let (b, eb) = base[j];
            let common = ea & eb;
            if common.count_ones() < 2 {
                continue;
            }
            let (va, vb) = (c.cands(a), c.cands(b));
            // A pair is excluded by a common bivalue cell holding exactly
            // that pair (a bivalue cell is never inside a single digit).
            let mut excluders = [0u16; 20];
            let mut count = 0;
            for x in cells_of(common) {
                excluders[count] = c.cands(x);
                count += 1;
            }
            let excluders = &excluders[..count];
            let same_house = sees(a, b);
            let (mut allowed_a, mut allowed_b) = (0u16, 0u16);
            for pa in bits(va) {
                for pb in bits(vb) {
                    if pa == pb && same_house {
                        continue;
                    }
                    let pair = (1u16 << pa) | (1 << pb);
                    if excluders.contains(&pair) {
                        continue;
                    }
                    allowed_a |= 1 << pa;
                    allowed_b |= 1 << pb;
                }
            }
            let mut elims: Vec<Candidate> = Vec::new();
            for (cell, v, allowed) in [(a, va, allowed_a), (b, vb, allowed_b)] {
                for p in 0..9u8 {
                    if v & !allowed & (1 << p) != 0 {
                        elims.push(cand(cell, p + 1));
                    }
                }
            }
            if elims.is_empty() {
                continue;
            }
            let mut s = Step::new(Technique::AlignedPairExclusion, 62);
            s.cells = [a, b].iter().map(|&x| cand(x, 1).pos).collect();
            let excluders: Vec<usize> = cells_of(common).collect();
            // The first removal, worked through: every candidate of the
            // other cell makes an impossible pair with it.
            let first = elims[0];
            let y = if pos(a) == first.pos { b } else { a };
            let p = first.digit.get() - 1;
            let mut shown = Excluded {
                cell: first.pos,
                digit: first.digit.get(),
                other: pos(y),
                same: same_house && c.cands(y) & (1 << p) != 0,
                digits: Vec::new(),
                by: Vec::new(),
            };
            for q in bits(c.cands(y)).filter(|&q| q != usize::from(p)) {
                let pair = (1u16 << p) | (1 << q);
                if let Some(&v) = excluders.iter().find(|&&v| c.cands(v) == pair) {
                    shown.digits.push(q as u8 + 1);
                    shown.by.push(pos(v));
                }
            }
            s.reason = Box::new(Reason::AlignedPair {
                bivalues: excluders.iter().map(|&x| pos(x)).collect(),
                excluded: Box::new(shown),
            });
            s.eliminations = elims;
            return Some(s);
        }
    }
    None
}

/// Aligned Triplet Exclusion (7.5).
pub fn find_aligned_triple_exclusion(c: &Candidates) -> Option<Step> {
    let mut single = 0u128;
    let mut small = 0u128;
    for i in 0..81 {
        match c.cands(i).count_ones() {
            1 => single |= 1u128 << i,
            2 | 3 => small |= 1u128 << i,
            _ => {}
        }
    }
    // Each base cell with its excluders (the cells of 2-3 candidates it sees).
    let mut excluders = [0u128; 81];
    let mut base: Vec<usize> = Vec::new();
    for i in 0..81 {
        let ex = PEER_BITS[i] & small;
        if c.cands(i).count_ones() >= 2 && ex != 0 && PEER_BITS[i] & single == 0 {
            excluders[i] = ex;
            base.push(i);
        }
    }
    if base.len() < 3 {
        return None;
    }
    let base_bits = base.iter().fold(0u128, |m, &i| m | 1u128 << i);
    for j in 1..base.len() {
        for i in 0..j {
            let (a, b) = (base[i], base[j]);
            let pair = 1u128 << a | 1u128 << b;
            let first = excluders[a] & base_bits & !pair;
            let then = excluders[b] & base_bits & !pair & !first;
            for t in cells_of(first).chain(cells_of(then)) {
                let common = excluders[a] & excluders[b] & excluders[t];
                if common.count_ones() < 2 {
                    continue;
                }
                if let Some(s) = exclude_triple(c, [a, b, t], common) {
                    return Some(s);
                }
            }
        }
    }
    None
}

/// The step for base cells `cells` and their common excluders, if any
/// digit of theirs belongs to no allowed combination.
fn exclude_triple(c: &Candidates, cells: [usize; 3], common: u128) -> Option<Step> {
    let masks: Vec<u16> = cells_of(common).map(|x| c.cands(x)).collect();
    let v = cells.map(|x| c.cands(x));
    let see = [
        sees(cells[0], cells[1]),
        sees(cells[0], cells[2]),
        sees(cells[1], cells[2]),
    ];
    let mut allowed = [0u16; 3];
    for p0 in bits(v[0]) {
        for p1 in bits(v[1]) {
            if p0 == p1 && see[0] {
                continue;
            }
            for p2 in bits(v[2]) {
                if (p0 == p2 && see[1]) || (p1 == p2 && see[2]) {
                    continue;
                }
                let taken = (1u16 << p0) | (1 << p1) | (1 << p2);
                // An excluder whose every candidate is taken would be empty.
                if masks.iter().any(|&m| m & !taken == 0) {
                    continue;
                }
                allowed[0] |= 1 << p0;
                allowed[1] |= 1 << p1;
                allowed[2] |= 1 << p2;
            }
        }
    }
    let mut elims: Vec<Candidate> = Vec::new();
    for k in 0..3 {
        for p in bits(v[k] & !allowed[k]) {
            elims.push(cand(cells[k], p as u8 + 1));
        }
    }
    if elims.is_empty() {
        return None;
    }
    let mut s = Step::new(Technique::AlignedTripleExclusion, 75);
    s.cells = cells.iter().map(|&x| pos(x)).collect();
    s.reason = Box::new(Reason::AlignedTriple {
        excluders: cells_of(common).map(pos).collect(),
    });
    s.eliminations = elims;
    Some(s)
}
