//! The learner path: the next step in the techniques players learn from
//! HoDoKu and SudokuWiki, in an order close to HoDoKu's default, beside
//! SukakuExplainer's path that the rating follows.
//!
//! SE asks its producers in its own order and lacks several techniques
//! most players learn (finned fish, the W-Wing, the empty rectangle,
//! colouring, Sue de Coq, ALS-XZ, the ALS-XY-Wing and ALS chain, the
//! X-Chain, XY-Chain and AIC): where
//! one of them applies, SE's next step is often a forcing chain or a wing
//! of another name. A hint in [`Style::Learner`]
//! asks [`LEARNER_ORDER`] instead, then SE's chaining tier for what none
//! of them finds.
//!
//! **The rating never follows this path.** ER, EP and ED are SE's, always
//! computed on SE's path ([`super::rate`]); a learner technique has no SE
//! rating, and its steps carry the placement on SE's scale that the
//! [`facts`](super::facts) table documents.
//!
//! **The order** is HoDoKu 2.2's default (`Options.DEFAULT_SOLVER_STEPS`,
//! read from its source), with two departures, each because the
//! technique HoDoKu would try first here is one we do not have: SE's
//! chains of two to four strong links with a grouped node stand in for
//! HoDoKu's grouped nice loops, and SE's forcing chains, which come last,
//! for its forcing chains and nets. A nice loop that HoDoKu reports as a
//! discontinuous loop is an AIC here (the same deduction, said from its
//! ends); a continuous nice loop has no producer of its own. Techniques
//! HoDoKu has and we do not (locked pair and triple, remote pair, which
//! an XY-Chain covers one digit at a time, avoidable rectangles, Franken
//! fish) are skipped; SE's direct
//! techniques (a pattern named after the single it leaves) are left out,
//! as a learner takes the pattern and the single as two steps. An
//! avoidable rectangle rests on which solved cells were not givens, and
//! [`Candidates`] holds digits without saying which were given: a
//! producer reading it would take a given for a solved cell and remove a
//! true candidate.

use super::candidates::Candidates;
use super::rater::{chain_search, rate_with, RatingReport};
use super::reason::{Reason, Unique};
use super::step::{Rating, Step, Technique};
use super::techniques::{
    aic, als_chains, als_wings, als_xz, bug, colouring, empty_rectangle, finned_fish, fish,
    intersections, rectangles, singles, strong_links, subsets, sue_de_coq, uniqueness, w_wing,
    wings, Finder,
};
use crate::budget::Budget;

/// Which path a hint or a grade's steps follow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub enum Style {
    /// SukakuExplainer's path, the one the rating follows.
    #[default]
    Se,
    /// The techniques players learn, in HoDoKu's order ([`LEARNER_ORDER`]).
    Learner,
}

impl Style {
    /// Every style.
    pub const ALL: [Style; 2] = [Style::Se, Style::Learner];

    /// The stable id (`se`, `learner`).
    pub fn as_str(self) -> &'static str {
        match self {
            Style::Se => "se",
            Style::Learner => "learner",
        }
    }

    /// The style of an id given by [`Style::as_str`].
    pub fn from_id(id: &str) -> Option<Style> {
        Style::ALL.into_iter().find(|s| s.as_str() == id)
    }
}

/// The learner path's producers before SE's chaining tier, in HoDoKu's
/// default order (see the [module](self) docs for where it departs).
pub const LEARNER_ORDER: &[(Technique, Finder)] = &[
    (Technique::FullHouse, singles::find_full_house),
    (Technique::NakedSingle, singles::find_naked_single),
    (Technique::HiddenSingle, singles::find_hidden_single),
    // Pointing and claiming (HoDoKu's locked candidates 1 and 2).
    (Technique::Pointing, intersections::find_locking),
    (Technique::NakedPair, subsets::find_naked_pair),
    (Technique::NakedTriple, subsets::find_naked_triple),
    (Technique::HiddenPair, subsets::find_hidden_pair),
    (Technique::HiddenTriple, subsets::find_hidden_triple),
    (Technique::NakedQuad, subsets::find_naked_quad),
    (Technique::HiddenQuad, subsets::find_hidden_quad),
    (Technique::XWing, fish::find_x_wing),
    (Technique::Swordfish, fish::find_swordfish),
    (Technique::Jellyfish, fish::find_jellyfish),
    // BUG+1 (and SE's BUG type 2, which HoDoKu does not name).
    (Technique::Bug1, bug::find_bug),
    // Skyscraper, 2-String Kite, Turbot Fish; their grouped forms come
    // after colouring, as HoDoKu's grouped nice loops do (an Empty
    // Rectangle or a finned X-Wing is one to SE).
    (Technique::Skyscraper, two_plain_strong_links),
    (
        Technique::EmptyRectangle,
        empty_rectangle::find_empty_rectangle,
    ),
    (Technique::WWing, w_wing::find_w_wing),
    (Technique::XYWing, wings::find_xy_wing),
    (Technique::XYZWing, wings::find_xyz_wing),
    // Uniqueness tests 1-4 (and SE's unique loops), then the uniqueness
    // family's learner techniques in HoDoKu's order.
    (Technique::UniqueRectangle1, unique_loop_but_type5),
    (
        Technique::UniqueRectangle5,
        rectangles::find_unique_rectangle_5,
    ),
    (
        Technique::UniqueRectangle6,
        rectangles::find_unique_rectangle_6,
    ),
    (
        Technique::HiddenRectangle,
        rectangles::find_hidden_rectangle,
    ),
    // Finned and sashimi fish: one producer per size finds both.
    (Technique::FinnedXWing, finned_fish::find_finned_x_wing),
    (
        Technique::FinnedSwordfish,
        finned_fish::find_finned_swordfish,
    ),
    (
        Technique::FinnedJellyfish,
        finned_fish::find_finned_jellyfish,
    ),
    // The ALS family and Sue de Coq: Sue de Coq before colouring.
    (Technique::SueDeCoq, sue_de_coq::find_sue_de_coq),
    (Technique::SimpleColouring, colouring::find_simple_colouring),
    (Technique::MultiColouring, colouring::find_multi_colouring),
    // HoDoKu's X-chains, XY-chains and nice loops (as AICs), then SE's
    // grouped chains of two to four strong links for its grouped nice
    // loops.
    (Technique::XChain, aic::find_x_chain),
    (Technique::XyChain, aic::find_xy_chain),
    (Technique::Aic, aic::find_aic),
    (
        Technique::GroupedTurbotFish,
        strong_links::find_two_strong_links,
    ),
    (
        Technique::ThreeSkyscrapers,
        strong_links::find_three_strong_links,
    ),
    (
        Technique::FourStrongLinks,
        strong_links::find_four_strong_links,
    ),
    (Technique::AlsXz, als_xz::find_als_xz),
    // The ALS family and Sue de Coq: the ALS-XY-Wing and chain after
    // ALS-XZ.
    (Technique::AlsXyWing, als_chains::find_als_xy_wing),
    (Technique::AlsXyChain, als_chains::find_als_xy_chain),
    (Technique::WXYZWing, als_wings::find_wxyz_wing),
    (Technique::VWXYZWing, als_wings::find_vwxyz_wing),
    (Technique::UVWXYZWing, als_wings::find_uvwxyz_wing),
];

/// SE's unique rectangles and loops, but for a type 2 on a rectangle
/// whose extra cells are three, or two on a diagonal: HoDoKu calls that
/// type 5 and tries it after types 1-4, as the learner path does. (SE
/// reports its lowest rating first, lowest type among equals, so a
/// rectangle's type 1 comes before it.)
fn unique_loop_but_type5(c: &Candidates) -> Option<Step> {
    uniqueness::find_unique_loop(c).filter(|s| {
        let type5 = match &*s.reason {
            Reason::Unique(Unique::Type2 { cells, .. }) => {
                s.cells.len() == 4 && rectangles::is_type5(cells)
            }
            _ => false,
        };
        !type5
    })
}

/// SE's two strong links without a grouped node: SE's producer reports its
/// easiest step first, and every grouped form rates above every plain one,
/// so a grouped step means no plain one is there.
fn two_plain_strong_links(c: &Candidates) -> Option<Step> {
    strong_links::find_two_strong_links(c).filter(|s| {
        !matches!(
            s.technique,
            Technique::GroupedSkyscraper
                | Technique::GroupedTwoStringKite
                | Technique::GroupedTurbotFish
                | Technique::GroupedStrongLinkLoop
        )
    })
}

/// [`rate_candidates`](super::rate_candidates) along `style`'s path.
/// Only [`Style::Se`] gives SE's ER, EP and ED; on the learner path they
/// are the highest ratings its steps carry, which for a learner technique
/// is a placement on SE's scale, not SE's rating: callers report SE's
/// rating beside its steps.
pub fn rate_candidates_in(
    style: Style,
    c: Candidates,
    budget: &Budget,
    keep_path: bool,
) -> RatingReport {
    rate_with(c, budget, keep_path, |c, b| search_in(style, c, b))
}

/// The learner path's producer keyed by `t` in [`LEARNER_ORDER`] (one
/// producer finds both the finned and the sashimi fish of a size, keyed
/// by the finned one).
#[cfg(test)]
pub(crate) fn finder(t: Technique) -> Option<Finder> {
    LEARNER_ORDER.iter().find(|(x, _)| *x == t).map(|&(_, f)| f)
}

/// The next step of `style`'s path, if any implemented technique applies
/// (`None` also when the budget ran out in an expensive search).
pub fn next_step_in(style: Style, c: &Candidates, budget: &Budget) -> Option<Step> {
    search_in(style, c, budget).ok()
}

/// The next step of `style`'s path, or the lowest rating the step not
/// found needs (see [`super::rater`]).
pub(crate) fn search_in(style: Style, c: &Candidates, budget: &Budget) -> Result<Step, Rating> {
    match style {
        Style::Se => super::rater::search(c, budget),
        Style::Learner => LEARNER_ORDER
            .iter()
            .find_map(|(_, f)| f(c))
            .map_or_else(|| chain_search(c, budget), Ok),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_order_lists_each_technique_once() {
        let mut seen = std::collections::HashSet::new();
        for (t, _) in LEARNER_ORDER {
            assert!(seen.insert(*t), "{t:?} twice");
        }
    }

    #[test]
    fn styles_round_trip_their_ids() {
        for s in Style::ALL {
            assert_eq!(Style::from_id(s.as_str()), Some(s));
        }
        assert_eq!(Style::from_id("hodoku"), None);
    }
}
