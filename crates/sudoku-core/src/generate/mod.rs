//! Puzzle generation at a chosen difficulty: [`generate`].
//!
//! A [`Spec`] names a [`Target`] (a [`Level`] or an ER range), a
//! [`Symmetry`] of the givens and whether the puzzle must be minimal. The
//! answer, [`Generated`], is a puzzle with exactly one solution (checked by
//! the solver), that solution, the rater's ER/EP/ED inside the target, its
//! level, the seed and the `generator` version. The same spec, seed and
//! version give the same puzzle on every machine: the random numbers are
//! this crate's own [SplitMix64](rng), and nothing depends on time.
//!
//! Two ways, tried in this order:
//!
//! - **Pool** ([`POOL_VERSION`]): a seed puzzle of the spec's band and
//!   symmetry from [`pool`] (pre-graded, shipped in the binary, one seed
//!   per isomorphism class), under an isomorphism ([`Transform`]) that
//!   keeps the symmetry: for master and extreme seeds one of the seed's
//!   transforms verified offline to keep its exact rating (no rating on
//!   the hot path); for the others a random one, and the transformed
//!   puzzle is rated again (see below), another seed and transformation
//!   being drawn when the rating left the band.
//! - **Fresh** ([`FRESH_VERSION`]): a random solution grid, clues removed by
//!   symmetric orbits while the solution stays unique, then rated; retried
//!   up to [`FRESH_ATTEMPTS`] times. Slow for the top bands.
//!
//! A spec that neither can serve is [`GenerateError::CannotGenerate`].
//!
//! A spec with a [`Practice`] (a technique to practise) is served by
//! [`practice`] alone: pool seeds whose path uses the technique, by an
//! index built offline, transformed and rated again, or, for techniques
//! too slow to rate on every draw, one of the pairs of a seed and a
//! transform rated offline ([`practice_verified`]).
//!
//! **Isomorphisms and the rating.** SukakuExplainer's ladder takes the
//! *first* step its scan finds, in cell and digit order, so relabelling or
//! moving the grid can change the path, and with it ER (the
//! `isomorphisms_and_er` test and `examples/iso_er.rs` measure how often;
//! no class of transformations but the identity keeps every rating). The
//! pool therefore answers a seed's stored rating only for the transforms
//! of that seed that the pool builder rated and found to give exactly that
//! rating ([`pool::Seed::verified`]); every other transformed puzzle is
//! rated again, and only a rating inside the target is answered.
//!
//! ```
//! use sudoku_core::generate::{generate, Spec, Symmetry, Target};
//! use sudoku_core::logic::Level;
//!
//! let spec = Spec::new(Target::Level(Level::Hard)).with_symmetry(Symmetry::Central);
//! let g = generate(&spec, 42).unwrap();
//! assert_eq!(g.level, Level::Hard);
//! assert!(Level::Hard.range().contains(&g.rating.er));
//! assert_eq!(generate(&spec, 42).unwrap(), g); // reproducible
//! ```

pub mod canon;
pub mod fresh;
pub mod pool;
pub mod practice;
pub mod practice_verified;
pub mod rng;
pub mod symmetry;

use std::ops::RangeInclusive;

use thiserror::Error;

use crate::budget::Budget;
use crate::grid::Grid;
use crate::logic::{rate, Incomplete, Level, Rating};
use crate::solver::{solve_unique, Uniqueness};

pub use practice::{Practice, PRACTICE_VERSION};
pub use rng::{derive_seed, SplitMix64};
pub use symmetry::{Symmetry, Transform};

/// The `generator` of a puzzle from the pool. Changes whenever the pool
/// file or the way a seed is drawn and transformed changes.
pub const POOL_VERSION: &str = "pool-4";

/// The `generator` of a freshly generated puzzle. Changes whenever the
/// fresh algorithm (or the random number stream it uses) changes.
pub const FRESH_VERSION: &str = "fresh-1";

/// Fresh attempts (solution grid, clue removal, rating) before a spec is
/// given up as [`GenerateError::CannotGenerate`].
pub const FRESH_ATTEMPTS: u32 = 200;

/// Pool draws (seed, transformation, rating) before the pool gives up on a
/// spec and fresh generation is tried.
pub(crate) const POOL_ATTEMPTS: u32 = 32;

/// The difficulty asked for: a named level or an ER range (exactly one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// A named band of the ER scale.
    Level(Level),
    /// An inclusive ER range, in SE's tenths (`Rating(72)` is 7.2).
    Er {
        /// Lowest ER accepted.
        min: Rating,
        /// Highest ER accepted.
        max: Rating,
    },
}

impl Target {
    /// The ratings accepted.
    pub fn range(self) -> RangeInclusive<Rating> {
        match self {
            Target::Level(l) => l.range(),
            Target::Er { min, max } => min..=max,
        }
    }
}

/// What to generate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spec {
    /// The difficulty.
    pub target: Target,
    /// The symmetry of the givens.
    pub symmetry: Symmetry,
    /// When `true`, no clue of the puzzle can be removed with the solution
    /// staying unique.
    pub minimal: bool,
    /// A technique the solving path must use, when practising one.
    pub practice: Option<Practice>,
}

impl Spec {
    /// A spec for `target`, no symmetry, not necessarily minimal.
    pub fn new(target: Target) -> Spec {
        Spec {
            target,
            symmetry: Symmetry::None,
            minimal: false,
            practice: None,
        }
    }

    /// The same spec, for practising a technique.
    pub fn with_practice(self, practice: Practice) -> Spec {
        Spec {
            practice: Some(practice),
            ..self
        }
    }

    /// The same spec with `symmetry`.
    pub fn with_symmetry(self, symmetry: Symmetry) -> Spec {
        Spec { symmetry, ..self }
    }

    /// The same spec, minimal or not.
    pub fn with_minimal(self, minimal: bool) -> Spec {
        Spec { minimal, ..self }
    }

    /// Checks the spec: an ER range must not be reversed, and its top must
    /// be at least 1.0 (the easiest step). The error names the field.
    pub fn check(&self) -> Result<(), GenerateError> {
        if let Target::Er { min, max } = self.target {
            if min > max {
                return Err(GenerateError::InvalidSpec {
                    field: "er_min",
                    reason: format!("er_min {min} is above er_max {max}"),
                });
            }
            if max < Rating(10) {
                return Err(GenerateError::InvalidSpec {
                    field: "er_max",
                    reason: format!("er_max {max} is below 1.0, the easiest step"),
                });
            }
        }
        Ok(())
    }
}

/// ER, EP and ED of a generated puzzle (complete ratings, never bounds).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Grade {
    /// Hardest step.
    pub er: Rating,
    /// Hardest step up to the first placement.
    pub ep: Rating,
    /// First step.
    pub ed: Rating,
}

/// A generated puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Generated {
    /// The puzzle (givens only).
    pub puzzle: Grid,
    /// Its one solution.
    pub solution: Grid,
    /// The rater's rating of the puzzle, inside the spec's target.
    pub rating: Grade,
    /// The level of its ER.
    pub level: Level,
    /// The seed it was generated from.
    pub seed: u64,
    /// How it was made: [`POOL_VERSION`] or [`FRESH_VERSION`].
    pub generator: &'static str,
}

/// Why no puzzle was generated.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GenerateError {
    /// The spec does not make sense; `field` names the offending field.
    #[error("{field}: {reason}")]
    InvalidSpec {
        /// The field (`er_min`, `er_max`, …).
        field: &'static str,
        /// What is wrong.
        reason: String,
    },
    /// A well-formed spec that neither the pool nor fresh generation could
    /// serve, and why.
    #[error("cannot generate: {0}")]
    CannotGenerate(String),
    /// The budget ran out (deadline or cancel flag).
    #[error("the budget ran out before a puzzle was generated")]
    Cancelled,
}

/// Generates one puzzle for `spec` from `seed` (see the [module](self)).
pub fn generate(spec: &Spec, seed: u64) -> Result<Generated, GenerateError> {
    generate_within(spec, seed, &Budget::unlimited())
}

/// [`generate`] under a budget. The answer does not depend on the budget:
/// either the same puzzle as [`generate`], or [`GenerateError::Cancelled`].
pub fn generate_within(
    spec: &Spec,
    seed: u64,
    budget: &Budget,
) -> Result<Generated, GenerateError> {
    spec.check()?;
    if let Some(p) = spec.practice {
        return practice::generate(spec, p, seed, budget);
    }
    if let Some(g) = from_pool(spec, seed, budget)? {
        return Ok(g);
    }
    if let Some(g) = generate_fresh(spec, seed, FRESH_ATTEMPTS, budget)? {
        return Ok(g);
    }
    Err(GenerateError::CannotGenerate(why_not(spec)))
}

/// Why neither the pool nor fresh generation served `spec`: the reason
/// that holds for it (the pool had no seed, or its draws all rated
/// outside the range; fresh puzzles rarely rate that high, or fresh
/// attempts just found none).
fn why_not(spec: &Spec) -> String {
    let range = spec.target.range();
    let what = format!(
        "ER {}-{}{}{}",
        range.start(),
        range.end(),
        if spec.symmetry == Symmetry::None {
            String::new()
        } else {
            format!(" with symmetry {}", spec.symmetry)
        },
        if spec.minimal { ", minimal" } else { "" },
    );
    let seeds = pool::SEEDS
        .chunks_exact(pool::RECORD)
        .filter(|r| serves(spec, r))
        .count();
    let pool_part = if seeds == 0 {
        format!("the pool has no seed for {what}")
    } else {
        format!(
            "{POOL_ATTEMPTS} draws among the pool's {seeds} seeds for {what} all rated outside \
             the range once transformed"
        )
    };
    let fresh_part = if *range.start() >= Rating(70) {
        format!("{FRESH_ATTEMPTS} fresh attempts found none (fresh puzzles rarely rate above 7.0)")
    } else {
        format!("{FRESH_ATTEMPTS} fresh attempts found none")
    };
    format!("{pool_part}, and {fresh_part}")
}

/// `count` distinct puzzles for `spec` from the run seed `seed`: the
/// puzzles of `generate_within(spec, derive_seed(seed, k), budget)` for
/// k = 0, 1, 2, …, a puzzle that repeats an earlier one of the answer
/// skipped. Without repeats puzzle `i` is the one of `derive_seed(seed, i)`
/// (as the command line's `generate --seed` makes them); each puzzle's own
/// `seed` reproduces it alone. Repeats matter at the top levels, whose
/// pool serves only transforms verified offline (tens of thousands of
/// puzzles per band, a few thousand for a rare band × symmetry), and for
/// tight ER ranges. After `4 * count + 16` tries without `count` distinct
/// puzzles the spec is [`GenerateError::CannotGenerate`].
pub fn generate_distinct(
    spec: &Spec,
    seed: u64,
    count: usize,
    budget: &Budget,
) -> Result<Vec<Generated>, GenerateError> {
    let mut out: Vec<Generated> = Vec::with_capacity(count);
    let mut seen = std::collections::HashSet::with_capacity(count);
    let tries = 4 * count as u64 + 16;
    for k in 0..tries {
        if out.len() == count {
            break;
        }
        let g = generate_within(spec, derive_seed(seed, k), budget)?;
        if seen.insert(g.puzzle) {
            out.push(g);
        }
    }
    if out.len() < count {
        return Err(GenerateError::CannotGenerate(format!(
            "only {} distinct puzzles in {tries} tries for ER {}-{} with symmetry {}{}",
            out.len(),
            spec.target.range().start(),
            spec.target.range().end(),
            spec.symmetry,
            spec.practice
                .map_or(String::new(), |p| format!(" using {}", p.technique.id())),
        )));
    }
    Ok(out)
}

/// Does the pool hold a seed for `spec`: its ER in the target, minimal when
/// asked, and the spec's symmetry (any seed serves [`Symmetry::None`]).
fn serves(spec: &Spec, rec: &[u8]) -> bool {
    let (er, sym, minimal) = pool::header(rec);
    spec.target.range().contains(&er)
        && (minimal || !spec.minimal)
        && (spec.symmetry == Symmetry::None || sym == spec.symmetry)
}

/// A pool puzzle for `spec`, or `None` when the pool has no seed for it or
/// [`POOL_ATTEMPTS`] draws all failed. A seed with verified transforms
/// ([`pool::Seed::verified`]) gets one of them and its stored rating, which
/// the builder checked is the rater's rating of exactly that puzzle; any
/// other seed gets a random transform and is rated again.
fn from_pool(spec: &Spec, seed: u64, budget: &Budget) -> Result<Option<Generated>, GenerateError> {
    let records = || {
        pool::SEEDS
            .chunks_exact(pool::RECORD)
            .filter(|r| serves(spec, r))
    };
    let n = records().count();
    if n == 0 {
        return Ok(None);
    }
    let mut rng = SplitMix64::new(seed);
    for _ in 0..POOL_ATTEMPTS {
        let Some(s) = records().nth(rng.below(n)).and_then(pool::Seed::decode) else {
            return Ok(None);
        };
        let found = if s.verified != 0 {
            let j = nth_set_bit(s.verified, rng.below(s.verified.count_ones() as usize));
            let t = pool::candidate(&s.cells, s.symmetry, j);
            finish_verified(spec, &s, t.apply(&s.cells), seed, budget)?
        } else {
            let t = Transform::random(&mut rng, spec.symmetry);
            finish(spec, t.apply(&s.cells), seed, POOL_VERSION, budget)?
        };
        if let Some(g) = found {
            return Ok(Some(g));
        }
    }
    Ok(None)
}

/// The index of the `k`-th set bit of `bits` (from bit 0; 127 past the end).
fn nth_set_bit(mut bits: u128, k: usize) -> usize {
    for _ in 0..k {
        bits &= bits.wrapping_sub(1);
    }
    bits.trailing_zeros().min(127) as usize
}

/// The puzzle of `cells` and its solution when it has exactly one; `None`
/// when it is not a valid grid or has none or several; cancelled when the
/// budget ran out first.
fn unique(cells: [u8; 81], budget: &Budget) -> Result<Option<(Grid, Grid)>, GenerateError> {
    let Ok(puzzle) = Grid::from_cells(cells) else {
        return Ok(None);
    };
    match solve_unique(&puzzle, budget).outcome {
        Uniqueness::Unique(solution) => Ok(Some((puzzle, solution))),
        _ if budget.is_exhausted() => Err(GenerateError::Cancelled),
        _ => Ok(None),
    }
}

/// A verified transform of seed `s`: solved for its solution (an
/// isomorphism keeps uniqueness, so this cannot fail for a sound pool),
/// checked for the symmetry and minimality asked, and answered with the
/// seed's rating, not rated again (the tests `verified_transforms_rate_as_stored`
/// and `top_level_puzzles_rate_exactly_as_answered` re-rate them).
fn finish_verified(
    spec: &Spec,
    s: &pool::Seed,
    cells: [u8; 81],
    seed: u64,
    budget: &Budget,
) -> Result<Option<Generated>, GenerateError> {
    let Some((puzzle, solution)) = unique(cells, budget)? else {
        return Ok(None);
    };
    if !spec.symmetry.holds(&cells) || !spec.target.range().contains(&s.er) {
        return Ok(None);
    }
    if spec.minimal && !fresh::is_minimal(&cells) {
        return Ok(None);
    }
    Ok(Some(Generated {
        puzzle,
        solution,
        rating: Grade {
            er: s.er,
            ep: s.ep,
            ed: s.ed,
        },
        level: Level::for_er(s.er),
        seed,
        generator: POOL_VERSION,
    }))
}

/// A freshly generated puzzle for `spec` within `attempts` tries, or `None`.
/// Public for the pool builder and the benchmark; [`generate`] calls it
/// with [`FRESH_ATTEMPTS`] when the pool cannot serve.
pub fn generate_fresh(
    spec: &Spec,
    seed: u64,
    attempts: u32,
    budget: &Budget,
) -> Result<Option<Generated>, GenerateError> {
    spec.check()?;
    // A stream apart from the pool's, so that the two never correlate.
    let mut rng = SplitMix64::new(rng::mix(seed ^ 0x6672_6573_6800_0000));
    for _ in 0..attempts {
        if budget.is_exhausted() {
            return Err(GenerateError::Cancelled);
        }
        let solution = fresh::random_solution(&mut rng);
        let cells = fresh::remove_clues(&solution, spec.symmetry, &mut rng);
        if let Some(g) = finish(spec, cells, seed, FRESH_VERSION, budget)? {
            return Ok(Some(g));
        }
    }
    Ok(None)
}

/// Checks a candidate puzzle: unique (by the solver), rated completely
/// inside the target, minimal when asked and with the symmetry.
fn finish(
    spec: &Spec,
    cells: [u8; 81],
    seed: u64,
    generator: &'static str,
    budget: &Budget,
) -> Result<Option<Generated>, GenerateError> {
    let Some((puzzle, solution)) = unique(cells, budget)? else {
        return Ok(None);
    };
    if !spec.symmetry.holds(&cells) {
        return Ok(None);
    }
    let r = rate(&puzzle, budget);
    if r.incomplete == Some(Incomplete::Budget) {
        return Err(GenerateError::Cancelled);
    }
    if !r.complete() || !spec.target.range().contains(&r.er) {
        return Ok(None);
    }
    if spec.minimal && !fresh::is_minimal(&cells) {
        return Ok(None);
    }
    Ok(Some(Generated {
        puzzle,
        solution,
        rating: Grade {
            er: r.er,
            ep: r.ep,
            ed: r.ed,
        },
        level: Level::for_er(r.er),
        seed,
        generator,
    }))
}
