//! SukakuExplainer's Aligned Pair Exclusion (6.2): for two cells, every
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

use super::{cand, Candidates};
use crate::logic::houses::pos;
use crate::logic::houses::{bits, cells_of, sees, PEER_BITS};
use crate::logic::reason::Reason;
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
            s.reason = Box::new(Reason::AlignedPair {
                bivalues: excluders.iter().map(|&x| pos(x)).collect(),
            });
            s.eliminations = elims;
            return Some(s);
        }
    }
    None
}
