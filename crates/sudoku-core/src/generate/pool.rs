//! The pool: pre-graded seed puzzles shipped in the binary
//! (`pool/seeds.bin`, written by `examples/build_pool.rs`).
//!
//! The file is a sequence of 61-byte records, nothing else:
//!
//! | bytes | content |
//! |---|---|
//! | 0, 1, 2 | ER, EP, ED in tenths (our rater's, complete ratings only) |
//! | 3 | bits 0-1: [`Symmetry`] index in [`Symmetry::ALL`]; bit 2: minimal; bits 4-7: [`Source`] |
//! | 4-44 | the 81 cells, two per byte (high nibble first, the last low nibble 0) |
//! | 45-60 | [`Seed::verified`], little-endian: bit `j` set when candidate transform `j` ([`candidate`]) was rated offline and gave exactly ER/EP/ED |
//!
//! **Verified transforms.** The rater takes the first step its scan finds,
//! so an isomorphic copy of a seed does not always rate like the seed
//! (`examples/iso_er.rs` measures it per class of transformation: no class
//! but the identity keeps the rating of every puzzle). Rating a master or
//! extreme puzzle costs milliseconds, so for those seeds the builder rates
//! the seed's first [`CANDIDATES`] candidate transforms offline and records
//! which gave exactly the seed's rating; generation then draws only among
//! those and answers the stored rating, which is the rater's rating of the
//! answered puzzle by construction. Seeds without verified transforms (the
//! cheap levels) are transformed freely and re-rated on each draw.

use super::rng::{mix, SplitMix64};
use super::symmetry::{Symmetry, Transform};
use crate::logic::Rating;

/// Bytes per record.
pub const RECORD: usize = 61;

/// Candidate transforms per seed that the builder may verify (the bits of
/// [`Seed::verified`]).
pub const CANDIDATES: usize = 128;

/// Candidate transform `j` of a seed: a random isomorphism keeping the
/// seed's symmetry, from a stream that depends only on the seed's cells
/// and `j` (not on its place in the file).
pub fn candidate(cells: &[u8; 81], symmetry: Symmetry, j: usize) -> Transform {
    // FNV-1a of the cells: any fixed hash will do.
    let h = cells.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &d| {
        (h ^ u64::from(d)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    let mut rng = SplitMix64::new(mix(h ^ (j as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)));
    Transform::random(&mut rng, symmetry)
}

/// The shipped pool.
pub static SEEDS: &[u8] = include_bytes!("pool/seeds.bin");

/// Where a seed came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Source {
    /// This crate's fresh generator (`fresh-1`).
    Fresh,
    /// `unbiased_1000.txt` of the shared benchmark sets (tdoku's unbiased set).
    Unbiased,
    /// `17_clue.txt` (every known 17-clue puzzle, Royle's collection).
    Clue17,
    /// `magictour_top1465.txt` (the classic "top 1465" hard set).
    Magictour,
}

impl Source {
    /// Every source, in the order of their ids in the pool file.
    pub(crate) const ALL: [Source; 4] = [
        Source::Fresh,
        Source::Unbiased,
        Source::Clue17,
        Source::Magictour,
    ];

    /// A short name.
    pub fn as_str(self) -> &'static str {
        match self {
            Source::Fresh => "fresh",
            Source::Unbiased => "unbiased_1000",
            Source::Clue17 => "17_clue",
            Source::Magictour => "magictour_top1465",
        }
    }
}

/// One seed of the pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seed {
    /// The puzzle's cells (`0` empty).
    pub cells: [u8; 81],
    /// Its ER, EP and ED.
    pub er: Rating,
    /// EP.
    pub ep: Rating,
    /// ED.
    pub ed: Rating,
    /// The symmetry of its pattern (the strongest of [`Symmetry::ALL`] it has).
    pub symmetry: Symmetry,
    /// No clue can be removed.
    pub minimal: bool,
    /// Where it came from.
    pub source: Source,
    /// Bit `j` set: [`candidate`] transform `j` of this seed rates exactly
    /// ER/EP/ED (checked offline). 0: none checked, re-rate every draw.
    pub verified: u128,
}

impl Seed {
    /// The record of this seed.
    pub fn encode(&self) -> [u8; RECORD] {
        let mut out = [0u8; RECORD];
        out[0] = u8::try_from(self.er.0).unwrap_or(u8::MAX);
        out[1] = u8::try_from(self.ep.0).unwrap_or(u8::MAX);
        out[2] = u8::try_from(self.ed.0).unwrap_or(u8::MAX);
        let sym = Symmetry::ALL
            .iter()
            .position(|&s| s == self.symmetry)
            .unwrap_or(0) as u8;
        let src = Source::ALL
            .iter()
            .position(|&s| s == self.source)
            .unwrap_or(0) as u8;
        out[3] = sym | u8::from(self.minimal) << 2 | src << 4;
        for (i, &d) in self.cells.iter().enumerate() {
            out[4 + i / 2] |= if i % 2 == 0 { d << 4 } else { d };
        }
        out[45..].copy_from_slice(&self.verified.to_le_bytes());
        out
    }

    /// The seed of a record (`None` when it is not one).
    pub(crate) fn decode(rec: &[u8]) -> Option<Seed> {
        let rec: &[u8; RECORD] = rec.try_into().ok()?;
        let mut cells = [0u8; 81];
        for (i, c) in cells.iter_mut().enumerate() {
            let b = rec[4 + i / 2];
            *c = if i % 2 == 0 { b >> 4 } else { b & 15 };
            if *c > 9 {
                return None;
            }
        }
        Some(Seed {
            cells,
            er: Rating(rec[0].into()),
            ep: Rating(rec[1].into()),
            ed: Rating(rec[2].into()),
            symmetry: *Symmetry::ALL.get(usize::from(rec[3] & 3))?,
            minimal: rec[3] & 4 != 0,
            source: *Source::ALL.get(usize::from(rec[3] >> 4))?,
            verified: u128::from_le_bytes(rec[45..].try_into().ok()?),
        })
    }
}

/// Every seed of the shipped pool, in file order.
pub fn seeds() -> impl Iterator<Item = Seed> {
    SEEDS.chunks_exact(RECORD).filter_map(Seed::decode)
}

/// The record's ER, symmetry and minimality without decoding the cells.
pub(crate) fn header(rec: &[u8]) -> (Rating, Symmetry, bool) {
    (
        Rating(rec[0].into()),
        Symmetry::ALL[usize::from(rec[3] & 3)],
        rec[3] & 4 != 0,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn candidates_keep_the_symmetry_and_vary() {
        let cells = [0u8; 81];
        for s in Symmetry::ALL {
            let a = candidate(&cells, s, 0);
            assert_eq!(a, candidate(&cells, s, 0));
            assert_ne!(a, candidate(&cells, s, 1));
        }
    }

    #[test]
    fn records_round_trip() {
        let mut cells = [0u8; 81];
        for (i, c) in cells.iter_mut().enumerate() {
            *c = (i % 10) as u8;
        }
        let s = Seed {
            cells,
            er: Rating(72),
            ep: Rating(12),
            ed: Rating(10),
            symmetry: Symmetry::Mirror,
            minimal: true,
            source: Source::Magictour,
            verified: 1 << 127 | 5,
        };
        assert_eq!(Seed::decode(&s.encode()), Some(s));
        assert_eq!(SEEDS.len() % RECORD, 0);
    }
}
