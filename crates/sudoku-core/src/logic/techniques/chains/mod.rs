//! SukakuExplainer's chaining family, the last producers of its order:
//! bidirectional cycles and forcing chains (6.5-7.x), Nishio forcing chains
//! (7.5+), static cell and region forcing chains (8.0+), dynamic
//! forcing chains (8.5+) and SE's nested dynamic forcing chains: "(+)"
//! (9.0+), "(+ Forcing Chains)" (9.5+), "(+ Multiple Forcing Chains)"
//! (10.0+) and "(+ Dynamic Forcing Chains)" (10.5+).
//! Each finder runs one SE producer over the whole grid and returns its
//! easiest hint (SE sorts a chaining producer's hints
//! by difficulty, then complexity, then kind, and takes the first).
//!
//! | file | job |
//! |---|---|
//! | `graph` | the implication arena (nodes with parents) and SE's ordered potential sets |
//! | `links` | the on→off and off→on rules, static or on a shrinking grid |
//! | `hint` | length penalty, ranking, the best hint as a [`Step`] |
//! | `unary` | X/Y/XY cycles and forcing X/XY chains from one candidate |
//! | `multiple` | Nishio, cell/region and dynamic (double, contradiction) chains |
//! | `nested` | the rules nested dynamic chains also follow: level 1's subsets and fish, levels 2-4's whole chain producers on the reduced grid |
//! | `memo` | what those nested producers found on each reduced grid, remembered on the thread (exact, bounded) |
//! | `static_links` | each potential's successors on an unchanging grid, listed once per pass |
//! | `reach` | which potentials imply which in a static graph (skips searches bound to fail) |
//!
//! These searches are the expensive ones: each polls the [`Budget`] per
//! cell and gives up (returns `None`) once it is exhausted.

mod graph;
mod hint;
mod links;
mod memo;
mod multiple;
mod nested;
mod reach;
mod static_links;
mod unary;

use super::Candidates;
use crate::budget::Budget;
use crate::logic::step::Step;
use multiple::Mode;

/// SE's "Forcing Chains & Cycles" producer: bidirectional X-, Y- and
/// XY-cycles (6.5/7.0 + length) and forcing X- and XY-chains (6.6/7.0 +
/// length).
#[inline(never)] // one call per step; keeps the producers apart in profiles
pub(crate) fn find_cycles_and_forcing_chains(c: &Candidates, budget: &Budget) -> Option<Step> {
    unary::find(c, budget)
}

/// Nishio forcing chains (7.5 + length): a candidate whose truth or
/// falsity, followed through same-digit links on a shrinking grid, forces
/// a contradiction.
#[inline(never)] // one call per step; keeps the producers apart in profiles
pub(crate) fn find_nishio(c: &Candidates, budget: &Budget) -> Option<Step> {
    let mode = Mode {
        multiple: false,
        dynamic: true,
        nishio: true,
        level: 0,
        limit: 0,
    };
    multiple::find(c, mode, budget)
}

/// Static cell and region forcing chains (8.0 + length).
#[inline(never)] // one call per step; keeps the producers apart in profiles
pub(crate) fn find_multiple(c: &Candidates, budget: &Budget) -> Option<Step> {
    multiple::find(c, Mode::STATIC_MULTIPLE, budget)
}

/// Dynamic forcing chains: contradiction, double, cell and region chains
/// on a shrinking grid (8.5 + length).
#[inline(never)] // one call per step; keeps the producers apart in profiles
pub(crate) fn find_dynamic(c: &Candidates, budget: &Budget) -> Option<Step> {
    multiple::find(c, Mode::DYNAMIC, budget)
}

/// Dynamic forcing chains "(+ Forcing Chains)", SE's nesting level 2
/// (9.5 plus length): the "(+)" chains whose propagation, when the level-1
/// rules find nothing, also uses every forcing chain and bidirectional
/// cycle of the grid the chain has reduced.
#[inline(never)] // one call per step; keeps the producers apart in profiles
pub(crate) fn find_dynamic_fc(c: &Candidates, budget: &Budget) -> Option<Step> {
    let mode = Mode {
        multiple: true,
        dynamic: true,
        nishio: false,
        level: 2,
        limit: 0,
    };
    multiple::find(c, mode, budget)
}

/// Dynamic forcing chains "(+ Multiple Forcing Chains)", SE's nesting
/// level 3 (10.0 + length): as level 2, and when forcing chains and cycles
/// find nothing either, every static cell and region forcing chain of the
/// reduced grid.
#[inline(never)] // one call per step; keeps the producers apart in profiles
pub(crate) fn find_dynamic_mfc(c: &Candidates, budget: &Budget) -> Option<Step> {
    let mode = Mode {
        multiple: true,
        dynamic: true,
        nishio: false,
        level: 3,
        limit: 0,
    };
    multiple::find(c, mode, budget)
}

/// Dynamic forcing chains "(+ Dynamic Forcing Chains)", SE's nesting level
/// 4 (10.5 + length), whose propagation, when the level-1 rules find
/// nothing, uses every dynamic forcing chain of level `limit` (0, 1 or 2:
/// SE asks the three in turn) of the reduced grid.
pub(crate) fn find_dynamic_dfc(c: &Candidates, budget: &Budget, limit: u8) -> Option<Step> {
    let mode = Mode {
        multiple: true,
        dynamic: true,
        nishio: false,
        level: 4,
        limit,
    };
    multiple::find(c, mode, budget)
}

/// [`find_dynamic_dfc`] nesting plain dynamic chains.
#[inline(never)] // one call per step; keeps the producers apart in profiles
pub(crate) fn find_dynamic_dfc0(c: &Candidates, budget: &Budget) -> Option<Step> {
    find_dynamic_dfc(c, budget, 0)
}

/// [`find_dynamic_dfc`] nesting dynamic chains "(+)".
#[inline(never)] // one call per step; keeps the producers apart in profiles
pub(crate) fn find_dynamic_dfc1(c: &Candidates, budget: &Budget) -> Option<Step> {
    find_dynamic_dfc(c, budget, 1)
}

/// [`find_dynamic_dfc`] nesting dynamic chains "(+ Forcing Chains)".
#[inline(never)] // one call per step; keeps the producers apart in profiles
pub(crate) fn find_dynamic_dfc2(c: &Candidates, budget: &Budget) -> Option<Step> {
    find_dynamic_dfc(c, budget, 2)
}

/// Dynamic forcing chains "(+)", SE's nesting level 1 (9.0 + length): the
/// dynamic chains, whose propagation also applies pointing, claiming,
/// naked/hidden pairs and X-Wings to the grid each chain has reduced.
#[inline(never)] // one call per step; keeps the producers apart in profiles
pub(crate) fn find_dynamic_plus(c: &Candidates, budget: &Budget) -> Option<Step> {
    let mode = Mode {
        multiple: true,
        dynamic: true,
        nishio: false,
        level: 1,
        limit: 0,
    };
    multiple::find(c, mode, budget)
}
