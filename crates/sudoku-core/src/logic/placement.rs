//! Placement hints, for players who keep no pencil marks: the next step
//! that *places* a digit, with the elimination steps that lead to it.
//!
//! A player without marks cannot use an elimination: told "remove 7 from
//! r2c3", they have nowhere to write it, and the next hint on the same
//! grid finds the same elimination again. [`next_placement_within`]
//! therefore follows the rater's path on a scratch copy of the candidates,
//! applying elimination steps, until a step places a digit; it answers
//! that step and the eliminations it needed ([`Placement::before`]), so a
//! text can say "after removing …, r3c4 can only be 5".
//!
//! Every elimination step taken on the way is kept, in order: the rater
//! takes the first step SE's scan finds, so an earlier elimination can be
//! one the placement does not strictly need. (The path is the one
//! [`rate_candidates`](super::rate_candidates) takes from the same
//! candidates, up to its first placement.) The texts explain only the
//! ones it relies on ([`Placement::needed`]): a player without marks sees
//! none of them on the grid, so the hint starts from the first of them and
//! the full text walks through each, in order, before the placement.

use super::candidates::Candidates;
use super::learner::{next_step_in, Style};
use super::rater::{apply, Incomplete};
use super::reason::{Reason, Unique};
use super::step::Step;
use super::step::Technique;
use crate::budget::Budget;
use crate::grid::Pos;
use crate::rules::Unit;

/// A step that places a digit, and the elimination steps before it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placement {
    /// The step that places (its `placements` are not empty).
    pub step: Step,
    /// The elimination steps taken first, in order (empty when the
    /// placement needs none).
    pub before: Vec<Step>,
}

/// The next placement from `c` (see the [module](self) docs), or why
/// there is none: no implemented technique leads to one
/// ([`Incomplete::Stuck`]), the budget ran out, or a cell lost its last
/// candidate ([`Incomplete::Contradiction`], only for wrong marks).
pub fn next_placement_within(c: &Candidates, budget: &Budget) -> Result<Placement, Incomplete> {
    next_placement_in(Style::Se, c, budget)
}

/// [`next_placement_within`] along `style`'s path.
pub fn next_placement_in(
    style: Style,
    c: &Candidates,
    budget: &Budget,
) -> Result<Placement, Incomplete> {
    let mut c = c.clone();
    let mut before = Vec::new();
    loop {
        if budget.is_exhausted() {
            return Err(Incomplete::Budget);
        }
        if (0..81).any(|i| c.value(i) == 0 && c.cands(i) == 0) {
            return Err(Incomplete::Contradiction);
        }
        let Some(step) = next_step_in(style, &c, budget) else {
            return Err(if budget.is_exhausted() {
                Incomplete::Budget
            } else {
                Incomplete::Stuck
            });
        };
        if !step.placements.is_empty() {
            return Ok(Placement { step, before });
        }
        apply(&mut c, &step);
        before.push(step);
    }
}

/// Every candidate of a cell.
const ALL: u16 = 0x1ff;

/// The candidates a step's pattern reads, per cell (bit `d - 1` for digit
/// `d`): the cells of its pattern and houses, with every digit, or only
/// its digit for a one-digit technique; the whole grid for a chain or a
/// BUG (which rest on candidates anywhere). A step stays true when
/// candidates it does not read change.
fn reads(s: &Step) -> [u16; 81] {
    use Technique::*;
    let mut r = [0u16; 81];
    // A learner technique reads as a chain does: its pattern (a colouring,
    // two sets and their links, a fin's box) reaches past its cells and
    // houses, and taking every earlier step keeps its text true.
    if s.technique.facts().learner()
        || matches!(
            &*s.reason,
            Reason::Chain(_) | Reason::Bug1 { .. } | Reason::Bug2 { .. }
        )
    {
        return [ALL; 81];
    }
    let one_digit = matches!(
        s.technique,
        HiddenSingle
            | Pointing
            | Claiming
            | DirectPointing
            | DirectClaiming
            | XWing
            | Swordfish
            | Jellyfish
    ) || matches!(&*s.reason, Reason::StrongLinks { .. });
    let digit = s
        .eliminations
        .iter()
        .chain(&s.placements)
        .map(|c| c.digit)
        .next();
    let mask = match digit {
        Some(d) if one_digit => d.bit(),
        _ => ALL,
    };
    let mut cells: Vec<Pos> = s.cells.clone();
    let mut houses: Vec<Unit> = s.houses.clone();
    match &*s.reason {
        Reason::AlsWing { set, bivalue, .. } => {
            cells.extend_from_slice(set);
            cells.push(*bivalue);
        }
        Reason::StrongLinks { nodes, strong, .. } => {
            cells.extend(nodes.iter().flatten());
            houses.extend_from_slice(strong);
        }
        Reason::AlignedPair { bivalues, .. } => cells.extend_from_slice(bivalues),
        Reason::AlignedTriple { excluders } => cells.extend_from_slice(excluders),
        Reason::Unique(Unique::Type3 { house, .. } | Unique::Type4 { house, .. }) => {
            houses.push(*house);
        }
        _ => {}
    }
    for h in houses {
        cells.extend(h.cells());
    }
    for p in cells {
        r[usize::from(p.row) * 9 + usize::from(p.col)] |= mask;
    }
    r
}

impl Placement {
    /// The indexes of the elimination steps (in [`Placement::before`]) the
    /// placement relies on, in order: walking back from the placement, a
    /// step is kept when it removes a candidate that the placement or a
    /// step kept after it reads (see `reads`). The others change nothing
    /// the placement's argument looks at.
    pub fn needed(&self) -> Vec<usize> {
        let mut r = reads(&self.step);
        let mut keep = Vec::new();
        for (j, s) in self.before.iter().enumerate().rev() {
            let used = s.eliminations.iter().any(|e| {
                r[usize::from(e.pos.row) * 9 + usize::from(e.pos.col)] & e.digit.bit() != 0
            });
            if used {
                keep.push(j);
                for (x, y) in r.iter_mut().zip(reads(s)) {
                    *x |= y;
                }
            }
        }
        keep.reverse();
        keep
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::logic::rate_candidates;

    #[test]
    fn a_placement_follows_the_raters_path_to_its_first_placement() {
        // ER 2.6: pointing comes before some placement.
        let g: Grid =
            "..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2...."
                .parse()
                .unwrap();
        let mut c = Candidates::from_grid(&g);
        let path = rate_candidates(c.clone(), &Budget::unlimited(), true).path;
        let mut at = 0;
        let mut folded = 0;
        while !c.is_solved() {
            let p = next_placement_within(&c, &Budget::unlimited()).unwrap();
            assert!(!p.step.placements.is_empty());
            assert!(p.before.iter().all(|s| s.placements.is_empty()));
            // Same steps as the rater's path.
            for s in p.before.iter().chain([&p.step]) {
                assert_eq!(s, &path[at]);
                at += 1;
            }
            if !p.before.is_empty() {
                folded += 1;
                assert!(p.needed().iter().all(|&j| j < p.before.len()));
            }
            for s in p.before.iter().chain([&p.step]) {
                apply(&mut c, s);
            }
        }
        assert_eq!(at, path.len());
        assert!(
            folded > 0,
            "this puzzle needs eliminations before a placement"
        );
    }

    #[test]
    fn a_solved_or_stuck_grid_has_no_placement() {
        let c = Candidates::from_grid(&Grid::EMPTY);
        let flag = crate::budget::CancelFlag::new();
        flag.cancel();
        let spent = Budget::unlimited().with_flag(flag);
        assert_eq!(next_placement_within(&c, &spent), Err(Incomplete::Budget));
    }
}
