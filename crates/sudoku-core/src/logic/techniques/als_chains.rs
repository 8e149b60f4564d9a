//! ALS-XY-Wing and ALS-XY-Chain, as HoDoKu's: almost locked sets (those of
//! [`als_xz`](super::als_xz), up to eight cells of one house) linked by
//! restricted common digits (RCs: every place of the digit in one set sees
//! every place of it in the other, so at most one of the two holds it).
//! Linked sets share no cell, as in HoDoKu's default search.
//!
//! A set that lacks the digit of one link holds all its other digits, the
//! next link's among them, so the next set lacks that one: along a chain
//! whose consecutive links differ, "the first set lacks Z" ends in "the
//! last set holds Z". Either end holds Z, and a cell seeing every Z of both
//! end sets loses it.
//!
//! - **ALS-XY-Wing**: three sets, the middle one linked to each wing by a
//!   different RC; Z is common to the wings and no RC of the wing. The
//!   wings share no cell. Scan order: middle set, then wing pairs, in the
//!   sets' order.
//! - **ALS-XY-Chain**: four to [`MAX_SETS`] sets, no set twice (HoDoKu
//!   takes four or more: two are an ALS-XZ, three an ALS-XY-Wing). Scan
//!   order: the first set in the sets' order, its first link's digit
//!   ascending, then the shortest chain from it (breadth first, links in
//!   the sets' order).

use super::als_xz::{sets, Als};
use super::{cand, mask_digits, Candidates};
use crate::logic::houses::{cells_of, pos, unit_of, PEER_BITS};
use crate::logic::reason::{AlsSet, Reason};
use crate::logic::step::{Step, Technique};

/// The longest chain searched, in sets. HoDoKu's own search has no
/// practical bound; of its ALS chains on the magictour paths, 174 have
/// four sets, 63 five, 21 six and 3 more, so six keeps 99 % of them and
/// the search within a hint's time.
const MAX_SETS: usize = 6;

/// The sets with what the searches ask of them again and again.
struct Net {
    sets: Vec<Als>,
    /// Per set and digit: the cells seeing every place of the digit in the
    /// set (nothing when the set lacks the digit).
    buddies: Vec<[u128; 10]>,
    /// Per set: each set sharing no cell with it and at least one RC,
    /// with the RCs' mask, in the sets' order.
    links: Vec<Vec<(usize, u16)>>,
}

impl Net {
    fn new(c: &Candidates) -> Net {
        let sets = sets(c);
        let buddies: Vec<[u128; 10]> = sets
            .iter()
            .map(|a| {
                let mut out = [0u128; 10];
                for d in mask_digits(a.digits) {
                    let d = usize::from(d);
                    out[d] = cells_of(a.places[d]).fold(!0u128, |m, x| m & PEER_BITS[x]);
                }
                out
            })
            .collect();
        let mut links: Vec<Vec<(usize, u16)>> = vec![Vec::new(); sets.len()];
        for i in 0..sets.len() {
            for j in i + 1..sets.len() {
                let (a, b) = (&sets[i], &sets[j]);
                if a.cells & b.cells != 0 {
                    continue;
                }
                let mut rc = 0u16;
                for d in mask_digits(a.digits & b.digits) {
                    let k = usize::from(d);
                    if b.places[k] & !buddies[i][k] == 0 {
                        rc |= 1 << (d - 1);
                    }
                }
                if rc != 0 {
                    links[i].push((j, rc));
                    links[j].push((i, rc));
                }
            }
        }
        for l in &mut links {
            l.sort_unstable_by_key(|&(j, _)| j);
        }
        Net {
            sets,
            buddies,
            links,
        }
    }

    /// The candidates of `zs` that cells outside sets `p` and `q` lose by
    /// seeing every place of them in both, sorted by digit then cell.
    fn removals(&self, c: &Candidates, p: usize, q: usize, zs: u16) -> Vec<(usize, u8)> {
        let outside = !(self.sets[p].cells | self.sets[q].cells);
        let mut out = Vec::new();
        for z in mask_digits(zs) {
            let k = usize::from(z);
            let m = c.digit_cells(z) & self.buddies[p][k] & self.buddies[q][k] & outside;
            out.extend(cells_of(m).map(|x| (x, z)));
        }
        out
    }

    /// The digits of `zs` that [`Net::removals`] would remove something of.
    fn removing(&self, c: &Candidates, p: usize, q: usize, zs: u16) -> u16 {
        let outside = !(self.sets[p].cells | self.sets[q].cells);
        let (bp, bq) = (&self.buddies[p], &self.buddies[q]);
        (1..=9u8)
            .filter(|&z| {
                let k = usize::from(z);
                zs & bit(z) != 0 && c.digit_cells(z) & bp[k] & bq[k] & outside != 0
            })
            .fold(0, |m, z| m | bit(z))
    }

    fn named(&self, i: usize) -> AlsSet {
        let a = &self.sets[i];
        AlsSet {
            cells: cells_of(a.cells).map(pos).collect(),
            house: unit_of(a.house),
            digits: mask_digits(a.digits),
        }
    }

    fn step(&self, t: Technique, chain: &[usize], removed: &[(usize, u8)]) -> Step {
        let mut s = Step::new(t, t.facts().min.0);
        let mut cells = 0u128;
        for &i in chain {
            cells |= self.sets[i].cells;
            let h = unit_of(self.sets[i].house);
            if !s.houses.contains(&h) {
                s.houses.push(h);
            }
        }
        s.cells = cells_of(cells).map(pos).collect();
        s.eliminations = removed.iter().map(|&(x, d)| cand(x, d)).collect();
        s
    }
}

fn bit(d: u8) -> u16 {
    1 << (d - 1)
}

/// ALS-XY-Wing: the first middle set and pair of wings, in scan order,
/// that removes something.
pub(crate) fn find_als_xy_wing(c: &Candidates) -> Option<Step> {
    let net = Net::new(c);
    for (ci, partners) in net.links.iter().enumerate() {
        for (k, &(ai, rca)) in partners.iter().enumerate() {
            for &(bi, rcb) in &partners[k + 1..] {
                // Two links on the same single digit are no wing.
                if rca == rcb && rca.count_ones() == 1 {
                    continue;
                }
                let (a, b) = (&net.sets[ai], &net.sets[bi]);
                if a.cells & b.cells != 0 {
                    continue;
                }
                // As HoDoKu: Z is no RC of either link.
                let zs = a.digits & b.digits & !rca & !rcb;
                if zs == 0 {
                    continue;
                }
                let removed = net.removals(c, ai, bi, zs);
                if removed.is_empty() {
                    continue;
                }
                let Some((x, y)) = mask_digits(rca)
                    .into_iter()
                    .flat_map(|x| mask_digits(rcb).into_iter().map(move |y| (x, y)))
                    .find(|(x, y)| x != y)
                else {
                    continue;
                };
                let t = Technique::AlsXyWing;
                let mut s = net.step(t, &[ai, ci, bi], &removed);
                s.digits = vec![x, y];
                s.reason = Box::new(Reason::AlsXyWing {
                    a: net.named(ai),
                    b: net.named(bi),
                    c: net.named(ci),
                    x,
                    y,
                });
                return Some(s);
            }
        }
    }
    None
}

/// ALS-XY-Chain: the first chain, in scan order, that removes something.
pub(crate) fn find_als_xy_chain(c: &Candidates) -> Option<Step> {
    let net = Net::new(c);
    let n = net.sets.len();
    // A search state is a set entered by a link on a digit: `set * 10 +
    // digit`; `from` holds the state it was entered from (`START` for the
    // first set's links), `NONE` when not reached yet.
    const NONE: u32 = u32::MAX;
    const START: u32 = u32::MAX - 1;
    let mut from = vec![NONE; n * 10];
    let mut touched: Vec<usize> = Vec::new();
    for s in 0..n {
        // The sets that could end a chain from `s`, with the digits they
        // would remove (before the links' digits are known).
        let mut ends: Vec<u16> = vec![0; n];
        let mut any = false;
        for (e, z) in ends.iter_mut().enumerate() {
            if e == s {
                continue;
            }
            *z = net.removing(c, s, e, net.sets[s].digits & net.sets[e].digits);
            any |= *z != 0;
        }
        if !any {
            continue;
        }
        let first_digits = net.links[s].iter().fold(0u16, |m, &(_, rc)| m | rc);
        for d1 in mask_digits(first_digits) {
            for &k in &touched {
                from[k] = NONE;
            }
            touched.clear();
            let mut frontier: Vec<usize> = Vec::new();
            for &(t, rc) in &net.links[s] {
                if rc & bit(d1) != 0 {
                    let k = t * 10 + usize::from(d1);
                    from[k] = START;
                    touched.push(k);
                    frontier.push(k);
                }
            }
            for len in 3..=MAX_SETS {
                let mut next: Vec<usize> = Vec::new();
                for &k in &frontier {
                    let (t, din) = (k / 10, (k % 10) as u8);
                    for &(u, rc) in &net.links[t] {
                        if u == s {
                            continue;
                        }
                        for d in mask_digits(rc & !bit(din)) {
                            let j = u * 10 + usize::from(d);
                            if from[j] == NONE {
                                from[j] = k as u32;
                                touched.push(j);
                                next.push(j);
                            }
                        }
                    }
                }
                if len >= 4 {
                    for &k in &next {
                        let (e, dl) = (k / 10, (k % 10) as u8);
                        let zs = ends[e] & !bit(d1) & !bit(dl);
                        if zs == 0 {
                            continue;
                        }
                        // The chain, end to start, then turned round.
                        let mut chain = vec![e];
                        let mut links = vec![dl];
                        let mut at = from[k];
                        while at != START {
                            let a = at as usize;
                            chain.push(a / 10);
                            links.push((a % 10) as u8);
                            at = from[a];
                        }
                        chain.push(s);
                        chain.reverse();
                        links.reverse();
                        let mut sorted = chain.clone();
                        sorted.sort_unstable();
                        let simple = sorted.windows(2).all(|w| w[0] != w[1]);
                        if !simple {
                            continue;
                        }
                        let removed = net.removals(c, s, e, zs);
                        if removed.is_empty() {
                            continue;
                        }
                        let t = Technique::AlsXyChain;
                        let mut st = net.step(t, &chain, &removed);
                        let mut ds = links.clone();
                        ds.sort_unstable();
                        ds.dedup();
                        st.digits = ds;
                        st.reason = Box::new(Reason::AlsXyChain {
                            sets: chain.iter().map(|&i| net.named(i)).collect(),
                            links,
                        });
                        return Some(st);
                    }
                }
                if next.is_empty() {
                    break;
                }
                frontier = next;
            }
        }
    }
    None
}
