//! XY-Wing (4.2) and XYZ-Wing (4.4), found pivot first in cell order as SE does.

use super::{cand, Candidates};
use crate::logic::houses::{cells_of, PEERS, PEER_BITS};
use crate::logic::reason::Reason;
use crate::logic::step::{Candidate, Link, Step, Technique};

fn wing(c: &Candidates, xyz: bool) -> Option<Step> {
    let target = if xyz { 3 } else { 2 };
    for (pivot, peers) in PEERS.iter().enumerate() {
        let xy = c.cands(pivot);
        if xy.count_ones() != target {
            continue;
        }
        for &xz_cell in peers {
            let xz_cell = xz_cell as usize;
            let xz = c.cands(xz_cell);
            if xz.count_ones() != 2 || (xy & !xz).count_ones() != 1 {
                continue;
            }
            for &yz_cell in peers {
                let yz_cell = yz_cell as usize;
                let yz = c.cands(yz_cell);
                if yz.count_ones() != 2 {
                    continue;
                }
                let union = xy | xz | yz;
                let inter = xy & xz & yz;
                let shape = if xyz {
                    union.count_ones() == 3 && inter.count_ones() == 1
                } else {
                    union.count_ones() == 3 && inter == 0
                };
                if !shape {
                    continue;
                }
                let z_mask = xz & yz;
                let z = z_mask.trailing_zeros() as u8 + 1;
                // Cells (ascending) seeing both wings, and the pivot for XYZ.
                let mut seeing = PEER_BITS[xz_cell] & PEER_BITS[yz_cell] & !(1u128 << pivot);
                if xyz {
                    seeing &= PEER_BITS[pivot];
                }
                let elims: Vec<Candidate> = cells_of(seeing)
                    .filter(|&v| c.has(v, z))
                    .map(|v| cand(v, z))
                    .collect();
                if elims.is_empty() {
                    continue;
                }
                let (tech, rating) = if xyz {
                    (Technique::XYZWing, 44)
                } else {
                    (Technique::XYWing, 42)
                };
                let mut s = Step::new(tech, rating);
                s.cells = vec![
                    cand(pivot, z).pos,
                    cand(xz_cell, z).pos,
                    cand(yz_cell, z).pos,
                ];
                let x = (xz & !z_mask).trailing_zeros() as u8 + 1;
                let y = (yz & !z_mask).trailing_zeros() as u8 + 1;
                s.links = vec![
                    Link {
                        from: cand(pivot, x),
                        to: cand(xz_cell, x),
                        strong: false,
                    },
                    Link {
                        from: cand(pivot, y),
                        to: cand(yz_cell, y),
                        strong: false,
                    },
                ];
                s.reason = Box::new(Reason::Wing {
                    pivot_digits: vec![x, y],
                    z,
                });
                s.eliminations = elims;
                return Some(s);
            }
        }
    }
    None
}

/// XY-Wing (4.2).
pub(crate) fn find_xy_wing(c: &Candidates) -> Option<Step> {
    wing(c, false)
}
/// XYZ-Wing (4.4).
pub(crate) fn find_xyz_wing(c: &Candidates) -> Option<Step> {
    wing(c, true)
}
