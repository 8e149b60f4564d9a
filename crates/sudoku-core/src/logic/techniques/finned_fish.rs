//! Finned and sashimi fish (learner techniques; SE has none): X-Wing,
//! Swordfish and Jellyfish whose base lines hold extra candidates, the
//! fins, all in one box. Either a fin is the digit, or the fish stands
//! and its cover lines lose every candidate outside the base lines: the
//! cover-line candidates outside the base lines that also see every fin
//! go in both cases. HoDoKu calls the fish sashimi when some base line
//! has at most one candidate left once the fins are taken out.

use super::{cand, Candidates};
use crate::logic::houses::{bits, combinations, unit_of, BOXES, COLS, HOUSE_CELLS, ROWS};
use crate::logic::reason::Reason;
use crate::logic::step::{Candidate, Step, Technique};

fn box_of(cell: usize) -> usize {
    (cell / 27) * 3 + (cell % 9) / 3
}

/// The first finned or sashimi fish of `degree` base lines: digits
/// ascending, row bases before column bases, base and cover sets in
/// ascending order.
fn finned_fish(c: &Candidates, degree: u32) -> Option<Step> {
    for d in 1..=9u8 {
        for &(base, cover) in &[(ROWS, COLS), (COLS, ROWS)] {
            // Lines where the digit is still open in two places or more: a
            // line with one place is a single, and a solved line is no base.
            let pos: [u16; 9] = std::array::from_fn(|l| c.positions(base + l, d));
            let ok = (0..9)
                .filter(|&l| pos[l].count_ones() >= 2)
                .fold(0u16, |m, l| m | 1 << l);
            for lines in combinations(degree) {
                if lines & !ok != 0 {
                    continue;
                }
                let union = bits(lines).fold(0u16, |m, l| m | pos[l]);
                // Fins lie in one box, so in at most three cover positions.
                if union.count_ones() <= degree || union.count_ones() > degree + 3 {
                    continue;
                }
                for covers in combinations(degree) {
                    if covers & !union != 0 {
                        continue;
                    }
                    if let Some(s) = try_fish(c, d, degree, base, cover, lines, covers, &pos) {
                        return Some(s);
                    }
                }
            }
        }
    }
    None
}

#[allow(clippy::too_many_arguments)] // the fish's parts, each needed once
fn try_fish(
    c: &Candidates,
    d: u8,
    degree: u32,
    base: usize,
    cover: usize,
    lines: u16,
    covers: u16,
    pos: &[u16; 9],
) -> Option<Step> {
    // Every base line meets a cover line, and every cover line a base line:
    // otherwise the pattern is a smaller fish with fins.
    if bits(lines).any(|l| pos[l] & covers == 0) {
        return None;
    }
    if bits(covers).any(|k| bits(lines).all(|l| pos[l] >> k & 1 == 0)) {
        return None;
    }
    let mut fins: Vec<usize> = Vec::new();
    for l in bits(lines) {
        for k in bits(pos[l] & !covers) {
            fins.push(HOUSE_CELLS[base + l][k] as usize);
        }
    }
    let first = *fins.first()?;
    let fin_box = box_of(first);
    if fins.iter().any(|&f| box_of(f) != fin_box) {
        return None;
    }
    let mut elims: Vec<Candidate> = Vec::new();
    for k in bits(covers) {
        for (q, &x) in HOUSE_CELLS[cover + k].iter().enumerate() {
            let x = x as usize;
            if lines >> q & 1 == 0 && box_of(x) == fin_box && c.has(x, d) {
                elims.push(cand(x, d));
            }
        }
    }
    if elims.is_empty() {
        return None;
    }
    let sashimi = bits(lines).any(|l| (pos[l] & covers).count_ones() <= 1);
    let tech = match (degree, sashimi) {
        (2, false) => Technique::FinnedXWing,
        (2, true) => Technique::SashimiXWing,
        (3, false) => Technique::FinnedSwordfish,
        (3, true) => Technique::SashimiSwordfish,
        (_, false) => Technique::FinnedJellyfish,
        (_, true) => Technique::SashimiJellyfish,
    };
    let mut s = Step::new(tech, tech.facts().min.0);
    for l in bits(lines) {
        for k in bits(pos[l] & covers) {
            s.cells.push(cand(HOUSE_CELLS[base + l][k] as usize, d).pos);
        }
    }
    let base_units: Vec<_> = bits(lines).map(|l| unit_of(base + l)).collect();
    let cover_units: Vec<_> = bits(covers).map(|k| unit_of(cover + k)).collect();
    s.houses = base_units
        .iter()
        .chain(cover_units.iter())
        .copied()
        .chain(std::iter::once(unit_of(BOXES + fin_box)))
        .collect();
    s.digits = vec![d];
    s.eliminations = elims;
    s.reason = Box::new(Reason::FinnedFish {
        digit: d,
        base: base_units,
        cover: cover_units,
        fins: fins.iter().map(|&f| cand(f, d).pos).collect(),
        fin_box: unit_of(BOXES + fin_box),
    });
    Some(s)
}

/// Finned or sashimi X-Wing.
pub(crate) fn find_finned_x_wing(c: &Candidates) -> Option<Step> {
    finned_fish(c, 2)
}
/// Finned or sashimi Swordfish.
pub(crate) fn find_finned_swordfish(c: &Candidates) -> Option<Step> {
    finned_fish(c, 3)
}
/// Finned or sashimi Jellyfish.
pub(crate) fn find_finned_jellyfish(c: &Candidates) -> Option<Step> {
    finned_fish(c, 4)
}
