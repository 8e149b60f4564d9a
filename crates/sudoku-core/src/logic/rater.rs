//! The rater: applies, one at a time, the first step SukakuExplainer's
//! `serate` would apply, and reports ER/EP/ED.
//!
//! SE asks its producers in a fixed order and takes the first hint reported
//! (a `SingleHintAccumulator`), so the step chosen is not always the lowest
//! rated one: the producer order below is SE's (direct producers, then the
//! indirect ones, then the chaining producers of [`CHAIN_ORDER`], each of
//! which sorts its own hints and reports the easiest first). Each step is
//! applied alone; singles are not batched.
//!
//! ER is the highest rating on the path, ED the rating of the first step,
//! EP the highest rating up to and including the first step that places a
//! digit.

use super::candidates::Candidates;
use super::step::{Rating, Step, Technique};
use super::techniques::{
    aligned_exclusion, als_wings, bug, chains, direct, fish, intersections, singles, strong_links,
    subsets, uniqueness, wings, BudgetedFinder, Finder,
};
use crate::budget::Budget;
use crate::grid::Grid;

/// SE's producer order, for the techniques implemented so far.
pub const SE_ORDER: &[(Technique, Finder)] = &[
    (Technique::FullHouse, singles::find_full_house),
    (Technique::HiddenSingle, singles::find_hidden_single),
    (Technique::DirectPointing, direct::find_direct_locking),
    (Technique::DirectHiddenPair, direct::find_direct_hidden_pair),
    (Technique::NakedSingle, singles::find_naked_single),
    (
        Technique::DirectHiddenTriple,
        direct::find_direct_hidden_triple,
    ),
    (Technique::Pointing, intersections::find_locking),
    (Technique::NakedPair, subsets::find_naked_pair),
    (Technique::XWing, fish::find_x_wing),
    (Technique::HiddenPair, subsets::find_hidden_pair),
    (Technique::NakedTriple, subsets::find_naked_triple),
    (Technique::Swordfish, fish::find_swordfish),
    (Technique::HiddenTriple, subsets::find_hidden_triple),
    (Technique::Skyscraper, strong_links::find_two_strong_links),
    (Technique::XYWing, wings::find_xy_wing),
    (Technique::XYZWing, wings::find_xyz_wing),
    (Technique::UniqueRectangle1, uniqueness::find_unique_loop),
    (Technique::NakedQuad, subsets::find_naked_quad),
    (Technique::Jellyfish, fish::find_jellyfish),
    (Technique::HiddenQuad, subsets::find_hidden_quad),
    (
        Technique::ThreeSkyscrapers,
        strong_links::find_three_strong_links,
    ),
    (Technique::WXYZWing, als_wings::find_wxyz_wing),
    (Technique::Bug1, bug::find_bug),
    (
        Technique::FourStrongLinks,
        strong_links::find_four_strong_links,
    ),
    (Technique::VWXYZWing, als_wings::find_vwxyz_wing),
    (
        Technique::AlignedPairExclusion,
        aligned_exclusion::find_aligned_pair_exclusion,
    ),
    // SE's StrongLinks(5) and StrongLinks(6) are off by default.
    (Technique::UVWXYZWing, als_wings::find_uvwxyz_wing),
    // SE's chaining tier follows, in CHAIN_ORDER.
];

/// SE's chaining producers, asked after every entry of [`SE_ORDER`], up
/// to its last ("advanced" and "experimental") nested ones. Most are
/// expensive, so they poll the budget. SE's TUVWXYZ-Wing and Aligned
/// Triplet Exclusion sit in this tier too, after forcing chains and
/// cycles; they finish quickly and ignore the budget.
pub const CHAIN_ORDER: &[(Technique, BudgetedFinder)] = &[
    (
        Technique::ForcingChain,
        chains::find_cycles_and_forcing_chains,
    ),
    (Technique::TUVWXYZWing, |c, _| {
        als_wings::find_tuvwxyz_wing(c)
    }),
    (Technique::AlignedTripleExclusion, |c, _| {
        aligned_exclusion::find_aligned_triple_exclusion(c)
    }),
    (Technique::NishioForcingChain, chains::find_nishio),
    (Technique::CellForcingChain, chains::find_multiple),
    (Technique::DynamicCellForcingChain, chains::find_dynamic),
    (
        Technique::DynamicCellForcingChainPlus,
        chains::find_dynamic_plus,
    ),
    // SE's "advanced" producers: nesting levels 2 and 3, then level 4
    // three times (nesting dynamic chains of level 0, 1, then 2).
    (
        Technique::DynamicCellForcingChainFc,
        chains::find_dynamic_fc,
    ),
    (
        Technique::DynamicCellForcingChainMfc,
        chains::find_dynamic_mfc,
    ),
    (
        Technique::DynamicCellForcingChainDfc,
        chains::find_dynamic_dfc0,
    ),
    (
        Technique::DynamicCellForcingChainDfc,
        chains::find_dynamic_dfc1,
    ),
    (
        Technique::DynamicCellForcingChainDfc,
        chains::find_dynamic_dfc2,
    ),
];

/// The lowest rating a step of each [`CHAIN_ORDER`] producer can have
/// (SE's base for it, before any length penalty): when a producer is cut
/// short by the budget, the step SE would take comes from it or a later
/// producer, and these floors rise along the order.
const CHAIN_FLOORS: [Rating; 12] = [
    Rating(65),
    Rating(75),
    Rating(75),
    Rating(75),
    Rating(80),
    Rating(85),
    Rating(90),
    Rating(95),
    Rating(100),
    Rating(105),
    Rating(105),
    Rating(105),
];

/// What a step none of our producers finds needs at least: SE's last
/// producer is level 4's (10.5); past it SE gives up too ("Beyond solver").
const BEYOND: Rating = Rating(105);

/// Why a rating stopped before the grid was solved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Incomplete {
    /// The budget ran out (deadline or cancel flag).
    Budget,
    /// No implemented technique applies.
    Stuck,
    /// A cell lost its last candidate: the puzzle has no solution.
    Contradiction,
}

/// One technique's share of a rating path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TechniqueCount {
    /// The technique.
    pub technique: Technique,
    /// Steps it made.
    pub count: u32,
    /// The highest rating among those steps.
    pub max_rating: Rating,
}

/// The outcome of rating one puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RatingReport {
    /// Hardest step on the path (SE's ER).
    pub er: Rating,
    /// Hardest step up to the first placement (SE's EP).
    pub ep: Rating,
    /// Rating of the first step (SE's ED).
    pub ed: Rating,
    /// The first technique reaching ER.
    pub hardest: Option<Technique>,
    /// Each technique applied, in order of first use, with how many steps
    /// it made and its hardest step.
    pub histogram: Vec<TechniqueCount>,
    /// Steps applied.
    pub steps: u32,
    /// Why the rating stopped before the grid was solved; `None` when it
    /// was solved ([`RatingReport::complete`]).
    pub incomplete: Option<Incomplete>,
    /// The steps themselves, when asked for.
    pub path: Vec<Step>,
}

impl RatingReport {
    /// Whether the grid was solved (no [`Incomplete`] reason).
    pub fn complete(&self) -> bool {
        self.incomplete.is_none()
    }

    /// `ER/EP/ED` as SE prints it, e.g. `2.6/1.2/1.2`.
    pub fn triple(&self) -> String {
        format!("{}/{}/{}", self.er, self.ep, self.ed)
    }
}

/// The first step SE would take, if any implemented technique applies.
pub fn next_step(c: &Candidates) -> Option<Step> {
    next_step_within(c, &Budget::unlimited())
}

/// [`next_step`] under a budget: `None` also when the budget ran out in
/// one of the expensive searches.
pub fn next_step_within(c: &Candidates, budget: &Budget) -> Option<Step> {
    search(c, budget).ok()
}

/// The first step SE would take, or, when none was found (no implemented
/// producer applies, or the budget ran out in one), the lowest rating
/// that step is known to need: the floor of the producer that was cut
/// short, or of the first producer not implemented.
pub(crate) fn search(c: &Candidates, budget: &Budget) -> Result<Step, Rating> {
    match SE_ORDER.iter().find_map(|(_, f)| f(c)) {
        Some(s) => Ok(s),
        None => chain_search(c, budget),
    }
}

/// SE's chaining tier ([`CHAIN_ORDER`]) alone: the first step it finds, or
/// the floor of the producer the budget cut short (the learner path ends
/// in it too).
pub(crate) fn chain_search(c: &Candidates, budget: &Budget) -> Result<Step, Rating> {
    for ((_, f), &floor) in CHAIN_ORDER.iter().zip(&CHAIN_FLOORS) {
        if let Some(s) = f(c, budget) {
            return Ok(s);
        }
        if budget.is_exhausted() {
            return Err(floor);
        }
    }
    Err(BEYOND)
}

/// Applies a step's eliminations then its placements.
pub fn apply(c: &mut Candidates, step: &Step) {
    for e in &step.eliminations {
        c.eliminate(e.pos.index(), e.digit.get());
    }
    for p in &step.placements {
        c.place(p.pos.index(), p.digit.get());
    }
}

/// Rates a puzzle (which should have a unique solution) from its givens.
pub fn rate(grid: &Grid, budget: &Budget) -> RatingReport {
    rate_candidates(Candidates::from_grid(grid), budget, false)
}

/// Rates from a candidate grid; `keep_path` keeps every step in the report.
pub fn rate_candidates(c: Candidates, budget: &Budget, keep_path: bool) -> RatingReport {
    rate_with(c, budget, keep_path, search)
}

/// The rating loop with its step search: SE's (`search`) for
/// [`rate_candidates`], another path's for the learner path
/// ([`super::learner::rate_candidates_in`]).
pub(crate) fn rate_with(
    mut c: Candidates,
    budget: &Budget,
    keep_path: bool,
    search: impl Fn(&Candidates, &Budget) -> Result<Step, Rating>,
) -> RatingReport {
    let mut r = RatingReport {
        er: Rating(0),
        ep: Rating(0),
        ed: Rating(0),
        hardest: None,
        histogram: Vec::new(),
        steps: 0,
        incomplete: None,
        path: Vec::new(),
    };
    let mut placed_yet = false;
    while !c.is_solved() {
        if budget.is_exhausted() {
            r.incomplete = Some(Incomplete::Budget);
            return r;
        }
        if (0..81).any(|i| c.value(i) == 0 && c.cands(i) == 0) {
            r.incomplete = Some(Incomplete::Contradiction);
            return r;
        }
        let step = match search(&c, budget) {
            Ok(step) => step,
            Err(floor) => {
                r.incomplete = Some(if budget.is_exhausted() {
                    Incomplete::Budget
                } else {
                    Incomplete::Stuck
                });
                // The unfinished step needs `floor`: ER, and EP or ED while
                // that step would still count towards them, are at least it.
                r.er = r.er.max(floor);
                if !placed_yet {
                    r.ep = r.er;
                }
                if r.steps == 0 {
                    r.ed = r.er;
                }
                return r;
            }
        };
        if step.rating > r.er {
            r.er = step.rating;
            r.hardest = Some(step.technique);
        }
        apply(&mut c, &step);
        if r.steps == 0 {
            r.ed = r.er;
        }
        if !placed_yet && !step.placements.is_empty() {
            placed_yet = true;
            r.ep = r.er;
        }
        r.steps += 1;
        match r
            .histogram
            .iter_mut()
            .find(|u| u.technique == step.technique)
        {
            Some(u) => {
                u.count += 1;
                u.max_rating = u.max_rating.max(step.rating);
            }
            None => r.histogram.push(TechniqueCount {
                technique: step.technique,
                count: 1,
                max_rating: step.rating,
            }),
        }
        if keep_path {
            r.path.push(step);
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::budget::CancelFlag;

    #[test]
    fn chain_floors_follow_the_chain_order() {
        assert_eq!(CHAIN_FLOORS.len(), CHAIN_ORDER.len());
        assert!(CHAIN_FLOORS.windows(2).all(|w| w[0] <= w[1]));
        assert!(CHAIN_FLOORS.iter().all(|&f| f <= BEYOND));
    }

    #[test]
    fn a_search_cut_short_reports_the_floor_of_the_producer_it_stopped_in() {
        // Every candidate open: no producer before the chains applies, and
        // the first chain producer sees the spent budget.
        let c = Candidates::from_grid(&Grid::EMPTY);
        let flag = CancelFlag::new();
        flag.cancel();
        let spent = Budget::unlimited().with_flag(flag);
        assert_eq!(search(&c, &spent).err(), Some(CHAIN_FLOORS[0]));
    }
}
