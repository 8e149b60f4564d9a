//! The techniques, one file per family. Each `find_*` function searches a
//! [`Candidates`] grid in SukakuExplainer's scan order and
//! returns the first step it finds, as SE's `serate` takes the first hint a
//! producer reports.
//!
//! | file | techniques (SE rating) |
//! |---|---|
//! | [`singles`] | full house 1.0, hidden single 1.2 box / 1.5 line, naked single 2.3 |
//! | [`direct`] | direct pointing 1.7, direct claiming 1.9, direct hidden pair 2.0, direct hidden triplet 2.5 |
//! | [`intersections`] | pointing 2.6, claiming 2.8 |
//! | [`subsets`] | naked pair 3.0 / triplet 3.6 / quad 5.0, hidden pair 3.4 / triplet 4.0 / quad 5.4 |
//! | [`fish`] | X-Wing 3.2, Swordfish 3.8, Jellyfish 5.2 |
//! | [`finned_fish`] | learner: finned / sashimi X-Wing, Swordfish, Jellyfish |
//! | [`empty_rectangle`] | learner: Empty Rectangle |
//! | [`w_wing`] | learner: W-Wing |
//! | [`strong_links`] | 2-4 links: skyscraper 4.0, kite / turbot 4.1, grouped 4.3; three links 5.4-5.6, grouped 5.7; four links 5.8-6.0, grouped 6.1; X-loops |
//! | [`wings`] | XY-Wing 4.2, XYZ-Wing 4.4 |
//! | [`uniqueness`] | unique rectangles and loops, types 1-4: 4.5 + loop length (+ set size for type 3) |
//! | [`rectangles`] | learner: unique rectangle types 5 and 6, hidden rectangle |
//! | [`bug`] | BUG type 1 5.6, type 2 5.7 |
//! | [`als_wings`] | WXYZ-Wing 5.5-5.6, VWXYZ-Wing 6.2-6.4, UVWXYZ-Wing 6.6, TUVWXYZ-Wing 7.5 |
//! | [`als_xz`] | learner only: ALS-XZ, singly and doubly linked |
//! | [`als_chains`] | learner only: ALS-XY-Wing, ALS-XY-Chain |
//! | [`sue_de_coq`] | learner only: Sue de Coq |
//! | [`colouring`] | learner only: simple colouring (Trap, Wrap), multi-colouring types 1 and 2 |
//! | [`aic`] | learner only: X-Chain, XY-Chain, AIC |
//! | [`aligned_exclusion`] | aligned pair exclusion 6.2, aligned triple exclusion 7.5 |
//! | [`chains`] | cycles 6.5+, forcing chains 6.6+, Nishio 7.5+, cell/region 8.0+, dynamic 8.5+, dynamic "(+)" 9.0+ (budget-aware) |

pub(crate) mod aic;
pub(crate) mod aligned_exclusion;
pub(crate) mod als_wings;
// Learner-only producers: nothing outside the learner path calls them.
pub(crate) mod als_xz;
// The ALS family and Sue de Coq (learner only).
pub(crate) mod als_chains;
mod barren;
pub(crate) mod bug;
pub(crate) mod chains;
pub(crate) mod colouring;
pub(crate) mod direct;
pub(crate) mod sue_de_coq;
// Only the learner path calls it (and the tests, until that path lands).
pub(crate) mod finned_fish;
pub(crate) mod fish;
pub(crate) mod intersections;
// Learner-only producers of the uniqueness family.
pub(crate) mod rectangles;
pub(crate) mod singles;
pub(crate) mod strong_links;
// Only the learner path calls it (and the tests, until that path lands).
pub(crate) mod empty_rectangle;
// Only the learner path calls it (and the tests, until that path lands).
pub(crate) mod subsets;
pub(crate) mod uniqueness;
pub(crate) mod w_wing;
pub(crate) mod wings;

use super::candidates::Candidates;
use super::houses::pos;
use super::step::{Candidate, Step};

/// A technique search: the first step found in SE's order, if any.
pub(crate) type Finder = fn(&Candidates) -> Option<Step>;

/// An expensive technique search that polls the budget and gives up
/// (`None`) when it runs out.
pub(crate) type BudgetedFinder = fn(&Candidates, &crate::budget::Budget) -> Option<Step>;

pub(crate) fn cand(cell: usize, digit: u8) -> Candidate {
    Candidate {
        pos: pos(cell),
        digit: crate::Digit::of(digit),
    }
}

/// The digits of a candidate mask, ascending.
pub(crate) fn mask_digits(mask: u16) -> Vec<u8> {
    (1..=9u8).filter(|&d| mask & (1 << (d - 1)) != 0).collect()
}
