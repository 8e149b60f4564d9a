//! Practice puzzles: puzzles whose solving path uses a chosen technique
//! (at least one step of it, or, asked for, with no step harder than its
//! hardest).
//!
//! **The index.** `pool/techniques.bin` (written by
//! `examples/build_practice_index.rs`) holds, per pool seed in file order,
//! two 16-byte little-endian masks over [`Technique::ALL`]: the techniques
//! of the rater's path on the seed itself, and those among them whose
//! hardest step is the path's hardest (ER); a learner technique's bits
//! (which SE's path never sets) are the learner path's instead, its
//! "hardest" meaning the learner path's highest-rated step
//! ([`masks_with_learner`]). Seeds rating [`PRACTICE_MAX_ER`]
//! or more are not rated (both masks 0): checking a transformed puzzle of
//! theirs costs seconds, more than a request may take.
//!
//! **A puzzle.** Among the seeds the index lists for the technique (and
//! the spec's ER range, symmetry and minimality), the [`EASIEST`] easiest
//! by ER are drawn from (a practice puzzle should need little beyond the
//! technique practised); the seed gets a random isomorphism keeping the
//! symmetry, and the result is rated again: the rater takes the first step
//! its scan finds, so a transformed puzzle can take another path. It is
//! answered only when its path (the learner path, for a learner
//! technique) still uses the technique (as the hardest
//! when asked) and its ER is in the target; up to [`PRACTICE_ATTEMPTS`]
//! draws. Same spec and seed, same puzzle.
//!
//! **Verified pairs.** A technique rated too slowly to rate every draw
//! (the dynamic forcing chains) has pairs of a seed and a transform rated
//! offline ([`practice_verified`]). When some
//! of its pairs fit the spec (mode, ER range, symmetry, minimality), one
//! of them is drawn and answered with its stored rating, which is the
//! rater's rating of that puzzle; otherwise the draw above.

use std::sync::OnceLock;

use super::pool::{self, Seed};
use super::practice_verified::{self, HARDEST, USED};
use super::rng::SplitMix64;
use super::symmetry::{Symmetry, Transform};
use super::{fresh, unique, GenerateError, Generated, Grade, Spec, POOL_ATTEMPTS};
use crate::budget::Budget;
use crate::logic::{rate, Incomplete, Level, Rating, Style, Technique};

/// The `generator` of a practice puzzle. Changes whenever the index, the
/// pool or the way a seed is drawn and transformed changes.
pub const PRACTICE_VERSION: &str = "practice-6";

/// Seeds rated for the index: those below this ER.
pub const PRACTICE_MAX_ER: Rating = Rating(90);

/// Seeds drawn from per technique: the easiest this many.
pub const EASIEST: usize = 64;

/// Draws before a practice spec is given up.
pub const PRACTICE_ATTEMPTS: u32 = 2 * POOL_ATTEMPTS;

/// Bytes per index record.
pub const INDEX_RECORD: usize = 32;

/// The shipped index.
pub(crate) static INDEX: &[u8] = include_bytes!("pool/techniques.bin");

/// What to practise.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Practice {
    /// The technique the path must use.
    pub technique: Technique,
    /// Whether no step may be harder than its hardest step.
    pub hardest: bool,
}

/// The index bit of a technique (its place in [`Technique::ALL`]).
pub fn bit(t: Technique) -> u128 {
    Technique::ALL
        .iter()
        .position(|&x| x == t)
        .map_or(0, |i| 1u128 << i)
}

/// The two masks of a rating path: techniques used, and those whose
/// hardest step is the path's ER.
pub fn masks(report: &crate::logic::RatingReport) -> (u128, u128) {
    let mut used = 0;
    let mut hardest = 0;
    for u in &report.histogram {
        used |= bit(u.technique);
        if u.max_rating == report.er {
            hardest |= bit(u.technique);
        }
    }
    (used, hardest)
}

/// The bits of the learner techniques, which only the learner path takes:
/// SE's path never sets them.
fn learner_bits() -> u128 {
    Technique::ALL
        .iter()
        .filter(|t| t.facts().learner())
        .fold(0, |m, &t| m | bit(t))
}

/// The two masks of a puzzle: [`masks`] of SE's path, with the learner
/// techniques' bits from the learner path (`learner`, rated from the same
/// givens): used, and whose hardest step is the learner path's hardest.
pub fn masks_with_learner(
    se: &crate::logic::RatingReport,
    learner: &crate::logic::RatingReport,
) -> (u128, u128) {
    let (used, hardest) = masks(se);
    let (l_used, l_hardest) = masks(learner);
    let l = learner_bits();
    (used | l_used & l, hardest | l_hardest & l)
}

/// The learner path from a puzzle's givens.
pub fn learner_path(puzzle: &crate::Grid, budget: &Budget) -> crate::logic::RatingReport {
    crate::logic::rate_candidates_in(
        Style::Learner,
        crate::logic::Candidates::from_grid(puzzle),
        budget,
        false,
    )
}

/// One index record.
pub fn encode(used: u128, hardest: u128) -> [u8; INDEX_RECORD] {
    let mut out = [0u8; INDEX_RECORD];
    out[..16].copy_from_slice(&used.to_le_bytes());
    out[16..].copy_from_slice(&hardest.to_le_bytes());
    out
}

/// The masks of seed `i` of the pool (`(0, 0)` past the index's end).
pub fn index_masks(i: usize) -> (u128, u128) {
    let Some(rec) = INDEX.get(i * INDEX_RECORD..(i + 1) * INDEX_RECORD) else {
        return (0, 0);
    };
    let mut a = [0u8; 16];
    let mut b = [0u8; 16];
    a.copy_from_slice(&rec[..16]);
    b.copy_from_slice(&rec[16..]);
    (u128::from_le_bytes(a), u128::from_le_bytes(b))
}

/// The seeds listed for `p`, easiest ER first (pool order among equals).
fn listed(p: Practice) -> Vec<Seed> {
    let mut out: Vec<Seed> = pool::seeds()
        .enumerate()
        .filter(|(i, _)| {
            let (used, hardest) = index_masks(*i);
            let mask = if p.hardest { hardest } else { used };
            mask & bit(p.technique) != 0
        })
        .map(|(_, s)| s)
        .collect();
    out.sort_by_key(|s| s.er);
    out
}

/// Whether practice puzzles of `p` can be made at all (some seed of the
/// index uses it), and why not. Reads the union of the seeds' masks, made
/// once: `GET /techniques` asks this of every technique, and listing the
/// seeds each time decodes the whole pool per technique.
pub fn servable(p: Practice) -> Result<(), String> {
    static UNION: OnceLock<(u128, u128)> = OnceLock::new();
    let (used, hardest) = *UNION.get_or_init(|| {
        // The index holds one record per seed that decodes, in order (a
        // test checks), so this is the union over the seeds `listed` lists.
        (0..INDEX.len() / INDEX_RECORD).fold((0, 0), |(u, h), i| {
            let (a, b) = index_masks(i);
            (u | a, h | b)
        })
    });
    let mask = if p.hardest { hardest } else { used };
    if mask & bit(p.technique) == 0 {
        return Err(never_met(p));
    }
    Ok(())
}

fn never_met(p: Practice) -> String {
    let name = p.technique.id();
    if crate::logic::catalogue::entry(p.technique).min >= PRACTICE_MAX_ER {
        format!(
            "{name} rates {} or more, and checking that a puzzle uses it takes longer than a \
             request may; practice puzzles are made for techniques rated below {PRACTICE_MAX_ER}",
            crate::logic::catalogue::entry(p.technique).min
        )
    } else if p.hardest {
        format!("no puzzle of the generator's pool has {name} as its hardest step")
    } else {
        format!("no puzzle of the generator's pool uses {name} on its solving path")
    }
}

/// A practice puzzle for `spec` (whose `practice` is `p`) from `seed`.
pub(super) fn generate(
    spec: &Spec,
    p: Practice,
    seed: u64,
    budget: &Budget,
) -> Result<Generated, GenerateError> {
    let all = listed(p);
    if all.is_empty() {
        return Err(GenerateError::CannotGenerate(never_met(p)));
    }
    let range = spec.target.range();
    let fits: Vec<&Seed> = all
        .iter()
        .filter(|s| {
            range.contains(&s.er)
                && (s.minimal || !spec.minimal)
                && (spec.symmetry == Symmetry::None || s.symmetry == spec.symmetry)
        })
        .take(EASIEST)
        .collect();
    if fits.is_empty() {
        let (lo, hi) = (all[0].er, all[all.len() - 1].er);
        return Err(GenerateError::CannotGenerate(format!(
            "the generator's pool has {} puzzles {} {} (ER {lo}-{hi}), none with ER {}-{}{}{}",
            all.len(),
            if p.hardest {
                "with their hardest step"
            } else {
                "using"
            },
            p.technique.id(),
            range.start(),
            range.end(),
            if spec.symmetry == Symmetry::None {
                String::new()
            } else {
                format!(", symmetry {}", spec.symmetry)
            },
            if spec.minimal { ", minimal" } else { "" },
        )));
    }
    let mut rng = SplitMix64::new(seed ^ 0x7072_6163_7469_6365);
    if let Some(g) = from_verified(spec, p, seed, &mut rng, budget)? {
        return Ok(g);
    }
    for _ in 0..PRACTICE_ATTEMPTS {
        if budget.is_exhausted() {
            return Err(GenerateError::Cancelled);
        }
        let s = fits[rng.below(fits.len())];
        let cells = Transform::random(&mut rng, spec.symmetry).apply(&s.cells);
        let Some((puzzle, solution)) = unique(cells, budget)? else {
            continue;
        };
        let r = rate(&puzzle, budget);
        if r.incomplete == Some(Incomplete::Budget) {
            return Err(GenerateError::Cancelled);
        }
        let (used, hardest) = if p.technique.facts().learner() {
            let l = learner_path(&puzzle, budget);
            if l.incomplete == Some(Incomplete::Budget) {
                return Err(GenerateError::Cancelled);
            }
            masks_with_learner(&r, &l)
        } else {
            masks(&r)
        };
        let mask = if p.hardest { hardest } else { used };
        if !r.complete() || mask & bit(p.technique) == 0 || !range.contains(&r.er) {
            continue;
        }
        if spec.minimal && !fresh::is_minimal(&cells) {
            continue;
        }
        return Ok(Generated {
            puzzle,
            solution,
            rating: Grade {
                er: r.er,
                ep: r.ep,
                ed: r.ed,
            },
            level: Level::for_er(r.er),
            seed,
            generator: PRACTICE_VERSION,
        });
    }
    Err(GenerateError::CannotGenerate(format!(
        "{PRACTICE_ATTEMPTS} transformed puzzles of the pool all took a path without {}{}",
        p.technique.id(),
        if p.hardest {
            " as the hardest step"
        } else {
            ""
        },
    )))
}

/// A puzzle from the verified pairs of `p` that fit `spec`, if any.
fn from_verified(
    spec: &Spec,
    p: Practice,
    seed: u64,
    rng: &mut SplitMix64,
    budget: &Budget,
) -> Result<Option<Generated>, GenerateError> {
    let range = spec.target.range();
    let flag = if p.hardest { HARDEST } else { USED };
    let fits: Vec<_> = practice_verified::of(p.technique)
        .into_iter()
        .filter_map(|v| Some((v, v.pool_seed()?)))
        .filter(|(v, s)| {
            v.flags & flag != 0
                && range.contains(&v.er)
                && (s.minimal || !spec.minimal)
                && (spec.symmetry == Symmetry::None || s.symmetry == spec.symmetry)
        })
        .collect();
    if fits.is_empty() {
        return Ok(None);
    }
    let (v, s) = fits[rng.below(fits.len())];
    // A transform of a seed with one solution has one solution: `None`
    // would mean a broken pool, answered by the draw-and-rate path.
    let Some((puzzle, solution)) = unique(v.cells(&s), budget)? else {
        return Ok(None);
    };
    Ok(Some(Generated {
        puzzle,
        solution,
        rating: Grade {
            er: v.er,
            ep: v.ep,
            ed: v.ed,
        },
        level: Level::for_er(v.er),
        seed,
        generator: PRACTICE_VERSION,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;

    #[test]
    fn servable_is_exactly_some_seed_listed() {
        for &technique in Technique::ALL {
            for hardest in [false, true] {
                let p = Practice { technique, hardest };
                assert_eq!(servable(p).is_ok(), !listed(p).is_empty(), "{p:?}");
            }
        }
    }

    #[test]
    fn learner_techniques_are_practised_on_the_learner_path() {
        let spec = Spec::new(super::super::Target::Er {
            min: Rating(10),
            max: Rating(255),
        })
        .with_practice(Practice {
            technique: Technique::WWing,
            hardest: false,
        });
        let g = super::super::generate(&spec, 3).unwrap();
        let l = learner_path(&g.puzzle, &Budget::unlimited());
        assert!(l.histogram.iter().any(|u| u.technique == Technique::WWing));
        // The rating stays SE's.
        assert_eq!(g.rating.er, rate(&g.puzzle, &Budget::unlimited()).er);
    }

    #[test]
    fn the_index_covers_the_pool_and_agrees_with_the_rater() {
        assert_eq!(INDEX.len(), pool::seeds().count() * INDEX_RECORD);
        assert!(Technique::ALL.len() <= 128);
        // A sample of the cheap seeds (a debug build rates slowly); the
        // builder's `--check` compares every record.
        for (i, s) in pool::seeds().enumerate().step_by(53) {
            if s.er >= Rating(45) {
                continue;
            }
            let g = Grid::from_cells(s.cells).unwrap();
            let r = rate(&g, &Budget::unlimited());
            let l = learner_path(&g, &Budget::unlimited());
            let (used, hardest) = index_masks(i);
            assert_eq!(
                (used, hardest),
                masks_with_learner(&r, &l),
                "seed {i}: rebuild the index"
            );
            // SE's bits are SE's path's alone.
            let se = !learner_bits();
            assert_eq!((used & se, hardest & se), masks(&r), "seed {i}");
        }
    }

    #[test]
    fn dynamic_chains_are_answered_from_verified_pairs() {
        let t = Technique::DynamicRegionForcingChain;
        let spec = Spec::new(super::super::Target::Er {
            min: Rating(10),
            max: Rating(255),
        })
        .with_practice(Practice {
            technique: t,
            hardest: true,
        });
        let g = super::super::generate(&spec, 11).unwrap();
        let v = practice_verified::of(t)
            .into_iter()
            .find(|v| &v.cells(&v.pool_seed().unwrap()) == g.puzzle.cells())
            .expect("a verified pair");
        assert_ne!(v.flags & HARDEST, 0);
        assert_eq!((g.rating.er, g.rating.ep, g.rating.ed), (v.er, v.ep, v.ed));
        assert_eq!(super::super::generate(&spec, 11).unwrap(), g);
    }

    #[test]
    fn practice_puzzles_use_the_technique_and_reproduce() {
        let p = Practice {
            technique: Technique::XWing,
            hardest: true,
        };
        let spec = Spec::new(super::super::Target::Er {
            min: Rating(10),
            max: Rating(255),
        })
        .with_practice(p);
        let g = super::super::generate(&spec, 7).unwrap();
        assert_eq!(g.generator, PRACTICE_VERSION);
        let r = rate(&g.puzzle, &Budget::unlimited());
        assert_eq!(masks(&r).1 & bit(Technique::XWing), bit(Technique::XWing));
        assert_eq!(super::super::generate(&spec, 7).unwrap(), g);
    }
}
