//! SukakuExplainer's WXYZ-Wing (5.5-5.6), VWXYZ-Wing (6.2-6.4),
//! UVWXYZ-Wing (6.6) and TUVWXYZ-Wing (7.5): an almost locked set of 3 (4,
//! 5, 6) mutually visible cells holding 4 (5, 6, 7) digits, plus a bivalue
//! cell `xz` whose two digits are both in the set.
//! When every set cell holding `x` sees the bivalue cell, `x` is a
//! restricted common, and `z` leaves every cell seeing the bivalue cell and
//! all set cells holding `z`. When both digits are restricted (doubly
//! linked) both go from such cells, and every other digit of the set goes
//! from cells seeing all the set cells holding it.
//!
//! SE's rating depends only on the largest set cell: `5.5 + (1 - |3 - b|)/10`
//! for WXYZ and `6.2 + (2 - |3 - b|)/10` for VWXYZ; UVWXYZ is always 6.6
//! and TUVWXYZ 7.5 (SE asks for TUVWXYZ in its chaining tier, after
//! forcing chains and cycles, see [`crate::logic::rater::CHAIN_ORDER`]). SE collects every
//! pattern and takes the easiest, then the one removing most, then the
//! highest suffix (`<1 or 2 links><b><total candidates>`), then the first found.

use super::{cand, mask_digits, Candidates};
use crate::logic::houses::pos;
use crate::logic::houses::{bits, cells_of, PEER_BITS};
use crate::logic::reason::Reason;
use crate::logic::step::{Candidate, Step, Technique};

struct Found {
    rating: u16,
    suffix: String,
    als: Vec<usize>,
    yz: usize,
    restricted: u16,
    elims: Vec<Candidate>,
}

/// Cells (not in `skip`) seeing every cell of `must_see` and holding `d`;
/// none when `must_see` is empty.
fn common_victims(c: &Candidates, must_see: u128, skip: u128, d: u8) -> u128 {
    if must_see == 0 {
        return 0;
    }
    let seen = cells_of(must_see).fold(!skip, |m, x| m & PEER_BITS[x]);
    cells_of(seen)
        .filter(|&v| c.has(v, d))
        .fold(0u128, |m, v| m | 1u128 << v)
}

fn evaluate(
    c: &Candidates,
    als: &[usize],
    union: u16,
    yz: usize,
    best: &mut Option<Found>,
    n: usize,
) {
    let yzm = c.cands(yz);
    // Sets of cells as bit masks: this runs for every set and bivalue cell,
    // and most return before anything is removed.
    let holders = |d: usize| -> u128 {
        als.iter()
            .filter(|&&a| c.cands(a) & (1 << d) != 0)
            .fold(0u128, |m, &a| m | 1u128 << a)
    };
    let restricted = |d: usize| holders(d) & !PEER_BITS[yz] == 0;
    let mut it = bits(yzm);
    let (Some(x), Some(z)) = (it.next(), it.next()) else {
        return;
    };
    let (rx, rz) = (restricted(x), restricted(z));
    if !rx && !rz {
        return;
    }
    let pattern = als.iter().fold(1u128 << yz, |m, &a| m | 1u128 << a);
    let mut elims: Vec<Candidate> = Vec::new();
    let mut push = |cells: u128, d: usize| {
        for v in cells_of(cells) {
            let e = cand(v, d as u8 + 1);
            if !elims.contains(&e) {
                elims.push(e);
            }
        }
    };
    let strong = |d: usize| common_victims(c, holders(d) | 1u128 << yz, pattern, d as u8 + 1);
    let mut double = rx && rz;
    if double {
        let mut weak = false;
        for w in bits(union & !yzm) {
            let v = common_victims(c, holders(w), pattern, w as u8 + 1);
            weak |= v != 0;
            push(v, w);
        }
        let sx = strong(x);
        let sz = strong(z);
        let (has_x, has_z) = (sx != 0, sz != 0);
        push(sx, x);
        push(sz, z);
        if !(weak || (has_x && has_z)) {
            double = false;
        }
    } else {
        // Only one restricted digit: the other one goes.
        let other = if rx { z } else { x };
        push(strong(other), other);
    }
    if elims.is_empty() {
        return;
    }
    let b = als
        .iter()
        .map(|&a| c.cands(a).count_ones())
        .max()
        .unwrap_or(0) as i32;
    let size: u32 = als.iter().map(|&a| c.cands(a).count_ones()).sum();
    let rating = match n {
        3 => (56 - (3 - b).abs()) as u16,
        4 => (64 - (3 - b).abs()) as u16,
        5 => 66,
        _ => 75,
    };
    let suffix = format!("{}{}{}", if double { 2 } else { 1 }, b, size);
    let better = match best {
        None => true,
        Some(f) => {
            (
                rating,
                std::cmp::Reverse(elims.len()),
                std::cmp::Reverse(&suffix),
            ) < (
                f.rating,
                std::cmp::Reverse(f.elims.len()),
                std::cmp::Reverse(&f.suffix),
            )
        }
    };
    if better {
        let restricted = (if rx { 1u16 << x } else { 0 }) | (if rz { 1u16 << z } else { 0 });
        *best = Some(Found {
            rating,
            suffix,
            als: als.to_vec(),
            yz,
            restricted,
            elims,
        });
    }
}

/// Grows the set cell by cell in increasing cell order (SE's order):
/// `open` holds the cells that may still join (later than the last one,
/// seeing every member, with 2..=n+1 candidates); `seen` the cells seeing
/// at least one member.
#[allow(clippy::too_many_arguments)]
fn search(
    c: &Candidates,
    n: usize,
    als: &mut Vec<usize>,
    union: u16,
    open: u128,
    seen: u128,
    bivalue: u128,
    best: &mut Option<Found>,
) {
    let digits = n as u32 + 1;
    if als.len() == n {
        if union.count_ones() != digits {
            return;
        }
        let members = als.iter().fold(0u128, |m, &a| m | 1u128 << a);
        for yz in cells_of(bivalue & seen & !members) {
            let m = c.cands(yz);
            if m & union == m {
                evaluate(c, als, union, yz, best, n);
            }
        }
        return;
    }
    // The last cell must bring the union to exactly `digits`.
    let last = als.len() + 1 == n;
    for cell in cells_of(open) {
        let u = union | c.cands(cell);
        if u.count_ones() > digits || (last && u.count_ones() != digits) {
            continue;
        }
        let later = !((2u128 << cell) - 1);
        als.push(cell);
        search(
            c,
            n,
            als,
            u,
            open & PEER_BITS[cell] & later,
            seen | PEER_BITS[cell],
            bivalue,
            best,
        );
        als.pop();
    }
}

fn als_wing(c: &Candidates, n: usize) -> Option<Step> {
    let mut best = None;
    let (mut eligible, mut bivalue) = (0u128, 0u128);
    for i in 0..81 {
        let k = c.cands(i).count_ones();
        if (2..=n as u32 + 1).contains(&k) {
            eligible |= 1u128 << i;
        }
        if k == 2 {
            bivalue |= 1u128 << i;
        }
    }
    search(
        c,
        n,
        &mut Vec::with_capacity(n),
        0,
        eligible,
        0,
        bivalue,
        &mut best,
    );
    let f = best?;
    let technique = match n {
        3 => Technique::WXYZWing,
        4 => Technique::VWXYZWing,
        5 => Technique::UVWXYZWing,
        _ => Technique::TUVWXYZWing,
    };
    let mut s = Step::new(technique, f.rating);
    s.cells = f
        .als
        .iter()
        .chain(std::iter::once(&f.yz))
        .map(|&x| cand(x, 1).pos)
        .collect();
    let set_digits = f.als.iter().fold(0u16, |m, &x| m | c.cands(x));
    s.reason = Box::new(Reason::AlsWing {
        set: f.als.iter().map(|&x| pos(x)).collect(),
        bivalue: pos(f.yz),
        set_digits: mask_digits(set_digits),
        restricted: mask_digits(f.restricted),
    });
    s.eliminations = f.elims;
    Some(s)
}

/// WXYZ-Wing: a 3-cell, 4-digit set and a bivalue cell (5.5-5.6).
pub(crate) fn find_wxyz_wing(c: &Candidates) -> Option<Step> {
    als_wing(c, 3)
}

/// VWXYZ-Wing: a 4-cell, 5-digit set and a bivalue cell (6.2-6.4).
pub(crate) fn find_vwxyz_wing(c: &Candidates) -> Option<Step> {
    als_wing(c, 4)
}

/// UVWXYZ-Wing: a 5-cell, 6-digit set and a bivalue cell (6.6 whatever
/// its shape).
pub(crate) fn find_uvwxyz_wing(c: &Candidates) -> Option<Step> {
    als_wing(c, 5)
}

/// TUVWXYZ-Wing: a 6-cell, 7-digit set and a bivalue cell (7.5 whatever
/// its shape).
pub fn find_tuvwxyz_wing(c: &Candidates) -> Option<Step> {
    als_wing(c, 6)
}
