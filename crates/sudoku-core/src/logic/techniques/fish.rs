//! Basic fish: X-Wing (3.2), Swordfish (3.8), Jellyfish (5.2). SE looks for
//! column-based fish first, then row-based, and has no finned fish.

use std::cell::RefCell;

use super::barren::Barren;
use super::{cand, Candidates};
use crate::logic::houses::{bits, combinations, unit_of, COLS, HOUSE_CELLS, ROWS};
use crate::logic::step::{Candidate, Step, Technique};

/// `positions[h][d]`: [`Candidates::positions`] of digit `d` in house `h`,
/// for every house at once.
fn all_positions(c: &Candidates) -> [[u16; 10]; 27] {
    let mut pos = [[0u16; 10]; 27];
    for (h, cells) in HOUSE_CELLS.iter().enumerate() {
        for (k, &x) in cells.iter().enumerate() {
            for d in bits(c.cands(x as usize)) {
                pos[h][d + 1] |= 1 << k;
            }
        }
    }
    pos
}

thread_local! {
    /// Per degree (2..=4), the digits where no fish of that degree removed
    /// anything in the last grid searched, keyed by all a digit's fish read:
    /// its candidate cells and (above bit 81) its placement count. Between
    /// two steps most digits keep their key, and a digit that keeps it still
    /// has no fish.
    static BARREN: RefCell<[Barren<10>; 5]> = const { RefCell::new([const { Barren::new() }; 5]) };
}

fn fish(c: &Candidates, degree: u32) -> Option<Step> {
    let placed: [u32; 10] =
        std::array::from_fn(|d| if d == 0 { 0 } else { c.placed_count(d as u8) });
    let cells = c.all_digit_cells();
    let keys: [u128; 10] = std::array::from_fn(|d| cells[d] | u128::from(placed[d]) << 81);
    let slot = (degree as usize).min(4);
    let skips = BARREN.with(|b| b.borrow()[slot].skips(&keys));
    let barren: [bool; 10] = std::array::from_fn(|d| d > 0 && skips[d]);
    let found = first_fish(c, degree, &placed, &barren);
    if found.is_none() {
        BARREN.with(|b| b.borrow_mut()[slot].record(&keys));
    }
    found
}

/// The first fish in SE's order, leaving out the `barren` digits.
fn first_fish(
    c: &Candidates,
    degree: u32,
    placed: &[u32; 10],
    barren: &[bool; 10],
) -> Option<Step> {
    let positions = all_positions(c);
    for &(base, cover) in &[(COLS, ROWS), (ROWS, COLS)] {
        // ok[d]: the base lines where `d` has 2..=degree positions, as
        // every line of a fish must.
        let ok: [u16; 10] = std::array::from_fn(|d| {
            if barren[d] {
                return 0;
            }
            (0..9)
                .filter(|&l| (2..=degree).contains(&positions[base + l][d].count_ones()))
                .fold(0u16, |m, l| m | 1 << l)
        });
        for lines in combinations(degree) {
            for d in 1..=9u8 {
                if placed[d as usize] + degree * 2 > 9 || lines & !ok[usize::from(d)] != 0 {
                    continue;
                }
                let mut union = 0u16;
                let mut ok = true;
                for l in bits(lines) {
                    let p = positions[base + l][usize::from(d)];
                    if p.count_ones() <= 1 {
                        ok = false;
                        break;
                    }
                    union |= p;
                }
                if !ok || union.count_ones() != degree {
                    continue;
                }
                // Cover line `k` (in `union`) crosses base line `l` at its position `l`.
                let mut elims: Vec<Candidate> = Vec::new();
                for k in bits(union) {
                    let p = positions[cover + k][usize::from(d)] & !lines;
                    for q in bits(p) {
                        elims.push(cand(HOUSE_CELLS[cover + k][q] as usize, d));
                    }
                }
                if elims.is_empty() {
                    continue;
                }
                let (tech, rating) = match degree {
                    2 => (Technique::XWing, 32),
                    3 => (Technique::Swordfish, 38),
                    _ => (Technique::Jellyfish, 52),
                };
                let mut s = Step::new(tech, rating);
                for l in bits(lines) {
                    for k in bits(union) {
                        let x = HOUSE_CELLS[base + l][k] as usize;
                        if c.has(x, d) {
                            s.cells.push(cand(x, d).pos);
                        }
                    }
                }
                s.houses = bits(lines)
                    .map(|l| unit_of(base + l))
                    .chain(bits(union).map(|k| unit_of(cover + k)))
                    .collect();
                s.eliminations = elims;
                return Some(s);
            }
        }
    }
    None
}

/// X-Wing (3.2).
pub(crate) fn find_x_wing(c: &Candidates) -> Option<Step> {
    fish(c, 2)
}
/// Swordfish (3.8).
pub(crate) fn find_swordfish(c: &Candidates) -> Option<Step> {
    fish(c, 3)
}
/// Jellyfish (5.2).
pub(crate) fn find_jellyfish(c: &Candidates) -> Option<Step> {
    fish(c, 4)
}
