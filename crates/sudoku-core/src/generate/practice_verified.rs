//! Verified practice transforms: for techniques whose rating is too slow
//! to repeat on every draw (the dynamic forcing chains, about 13 ms a
//! rating), pairs of a pool seed and one of its [`pool::candidate`]
//! transforms that the builder (`examples/build_practice_verified.rs`)
//! rated offline, with what that rating gave. [`practice`](super::practice)
//! answers such a pair without rating it again: the stored ER/EP/ED are
//! the rater's rating of the answered puzzle by construction.
//!
//! `pool/practice_verified.bin` is a sequence of [`RECORD`]-byte records,
//! nothing else:
//!
//! | bytes | content |
//! |---|---|
//! | 0 | the technique's index in [`Technique::ALL`] |
//! | 1 | bit 0: the path uses it; bit 1: with it as the hardest step |
//! | 2, 3 | the seed's index in the pool file, little-endian |
//! | 4 | `j` of the seed's candidate transform |
//! | 5, 6, 7 | ER, EP, ED of the transformed puzzle, in tenths |
//!
//! The pool and the rater change together with this file: the builder's
//! `--check` rates every pair again.

use super::pool::{self, Seed};
use super::symmetry::Transform;
use crate::logic::{Rating, Technique};

/// Bytes per record.
pub const RECORD: usize = 8;

/// The shipped pairs.
pub(crate) static VERIFIED: &[u8] = include_bytes!("pool/practice_verified.bin");

/// Record flag: the transformed puzzle's path uses the technique.
pub const USED: u8 = 1;
/// Record flag: with the technique as its hardest step.
pub const HARDEST: u8 = 2;

/// One verified pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verified {
    /// The technique.
    pub technique: Technique,
    /// [`USED`] and/or [`HARDEST`].
    pub flags: u8,
    /// The seed's index in the pool file.
    pub seed: u16,
    /// The candidate transform of the seed.
    pub j: u8,
    /// ER of the transformed puzzle.
    pub er: Rating,
    /// EP.
    pub ep: Rating,
    /// ED.
    pub ed: Rating,
}

impl Verified {
    /// The record of this pair.
    pub fn encode(&self) -> [u8; RECORD] {
        let t = Technique::ALL
            .iter()
            .position(|&x| x == self.technique)
            .unwrap_or(0);
        let s = self.seed.to_le_bytes();
        let r = |x: Rating| u8::try_from(x.0).unwrap_or(u8::MAX);
        [
            u8::try_from(t).unwrap_or(u8::MAX),
            self.flags,
            s[0],
            s[1],
            self.j,
            r(self.er),
            r(self.ep),
            r(self.ed),
        ]
    }

    /// The pair of a record (`None` when it is not one).
    pub(crate) fn decode(rec: &[u8]) -> Option<Verified> {
        let rec: &[u8; RECORD] = rec.try_into().ok()?;
        Some(Verified {
            technique: *Technique::ALL.get(usize::from(rec[0]))?,
            flags: rec[1],
            seed: u16::from_le_bytes([rec[2], rec[3]]),
            j: rec[4],
            er: Rating(rec[5].into()),
            ep: Rating(rec[6].into()),
            ed: Rating(rec[7].into()),
        })
    }

    /// The seed (`None` past the pool's end).
    pub fn pool_seed(&self) -> Option<Seed> {
        let i = usize::from(self.seed);
        pool::SEEDS
            .get(i * pool::RECORD..(i + 1) * pool::RECORD)
            .and_then(Seed::decode)
    }

    /// The transformed puzzle's cells.
    pub fn cells(&self, seed: &Seed) -> [u8; 81] {
        self.transform(seed).apply(&seed.cells)
    }

    fn transform(&self, seed: &Seed) -> Transform {
        pool::candidate(&seed.cells, seed.symmetry, usize::from(self.j))
    }
}

/// Every shipped pair, in file order.
pub fn all() -> impl Iterator<Item = Verified> {
    VERIFIED.chunks_exact(RECORD).filter_map(Verified::decode)
}

/// The shipped pairs of `t`.
pub(crate) fn of(t: Technique) -> Vec<Verified> {
    all().filter(|v| v.technique == t).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::budget::Budget;
    use crate::generate::practice::{bit, masks};
    use crate::grid::Grid;
    use crate::logic::rate;

    #[test]
    fn records_round_trip() {
        let v = Verified {
            technique: Technique::DynamicRegionForcingChain,
            flags: USED | HARDEST,
            seed: 4000,
            j: 127,
            er: Rating(88),
            ep: Rating(12),
            ed: Rating(10),
        };
        assert_eq!(Verified::decode(&v.encode()), Some(v));
        assert_eq!(VERIFIED.len() % RECORD, 0);
        assert_eq!(all().count() * RECORD, VERIFIED.len());
    }

    fn check(v: &Verified) {
        let seed = v.pool_seed().unwrap();
        let g = Grid::from_cells(v.cells(&seed)).unwrap();
        let r = rate(&g, &Budget::unlimited());
        assert!(r.complete(), "{v:?}");
        assert_eq!((r.er, r.ep, r.ed), (v.er, v.ep, v.ed), "{v:?}");
        let (used, hardest) = masks(&r);
        let b = bit(v.technique);
        assert_eq!(v.flags & USED != 0, used & b != 0, "{v:?}");
        assert_eq!(v.flags & HARDEST != 0, hardest & b != 0, "{v:?}");
    }

    /// A sample (every 16th pair, each technique's among them): the
    /// ignored test and the builder's `--check` rate all.
    #[test]
    fn a_sample_of_the_pairs_rates_as_stored() {
        let mut seen = 0u128;
        for v in all().step_by(16) {
            seen |= bit(v.technique);
            check(&v);
        }
        for v in practice_verified_techniques() {
            assert_ne!(seen & bit(v), 0, "{v:?} not sampled");
        }
    }

    fn practice_verified_techniques() -> Vec<Technique> {
        let mut out: Vec<Technique> = all().map(|v| v.technique).collect();
        out.dedup();
        out
    }

    #[test]
    #[ignore = "rates every pair: seconds, too many for the suite"]
    fn every_pair_rates_as_stored() {
        for v in all() {
            check(&v);
        }
    }
}
