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
//! candidates, up to its first placement.)

use super::candidates::Candidates;
use super::rater::{apply, next_step_within, Incomplete};
use super::step::Step;
use crate::budget::Budget;

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
    let mut c = c.clone();
    let mut before = Vec::new();
    loop {
        if budget.is_exhausted() {
            return Err(Incomplete::Budget);
        }
        if (0..81).any(|i| c.value(i) == 0 && c.cands(i) == 0) {
            return Err(Incomplete::Contradiction);
        }
        let Some(step) = next_step_within(&c, budget) else {
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
