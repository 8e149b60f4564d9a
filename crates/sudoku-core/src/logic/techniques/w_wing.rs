//! W-Wing (learner technique; SE has none, HoDoKu's definition): two
//! bivalue cells holding the same pair {x, z} that do not see each other,
//! and a strong link on x whose one end sees the first cell and whose
//! other end sees the second. If the first cell is not z it is x, so the
//! link's end it sees is not x, the other end is, and the second cell is
//! not x but z: one of the two cells is z, and z leaves every cell that
//! sees both.

use super::{cand, Candidates};
use crate::logic::houses::{sees, unit_of, HOUSE_CELLS};
use crate::logic::reason::Reason;
use crate::logic::step::{Candidate, Link, Step, Technique};

/// The first W-Wing: first cell ascending, second cell ascending, the
/// link's digit ascending, the link's house in house order (boxes, rows,
/// columns).
pub(crate) fn find_w_wing(c: &Candidates) -> Option<Step> {
    let bivalue: Vec<usize> = (0..81)
        .filter(|&i| c.value(i) == 0 && c.cands(i).count_ones() == 2)
        .collect();
    for (ia, &a) in bivalue.iter().enumerate() {
        for &b in &bivalue[ia + 1..] {
            if c.cands(a) != c.cands(b) || sees(a, b) {
                continue;
            }
            let m = c.cands(a);
            let lo = m.trailing_zeros() as u8 + 1;
            let hi = 16 - m.leading_zeros() as u8;
            for (x, z) in [(lo, hi), (hi, lo)] {
                let elims: Vec<Candidate> = (0..81)
                    .filter(|&i| i != a && i != b && sees(i, a) && sees(i, b) && c.has(i, z))
                    .map(|i| cand(i, z))
                    .collect();
                if elims.is_empty() {
                    continue;
                }
                for (h, cells) in HOUSE_CELLS.iter().enumerate() {
                    let p = c.positions(h, x);
                    if p.count_ones() != 2 {
                        continue;
                    }
                    let e1 = cells[p.trailing_zeros() as usize] as usize;
                    let e2 = cells[15 - p.leading_zeros() as usize] as usize;
                    if [e1, e2].iter().any(|&e| e == a || e == b) {
                        continue;
                    }
                    let ends = if sees(e1, a) && sees(e2, b) {
                        (e1, e2)
                    } else if sees(e2, a) && sees(e1, b) {
                        (e2, e1)
                    } else {
                        continue;
                    };
                    let tech = Technique::WWing;
                    let mut s = Step::new(tech, tech.facts().min.0);
                    s.cells = [a, b, ends.0, ends.1]
                        .iter()
                        .map(|&i| cand(i, x).pos)
                        .collect();
                    s.houses = vec![unit_of(h)];
                    s.links = vec![Link {
                        from: cand(ends.0, x),
                        to: cand(ends.1, x),
                        strong: true,
                    }];
                    s.digits = vec![lo, hi];
                    s.eliminations = elims;
                    s.reason = Box::new(Reason::WWing {
                        x,
                        z,
                        bivalues: [cand(a, x).pos, cand(b, x).pos],
                        link_house: unit_of(h),
                        ends: [cand(ends.0, x).pos, cand(ends.1, x).pos],
                    });
                    return Some(s);
                }
            }
        }
    }
    None
}
