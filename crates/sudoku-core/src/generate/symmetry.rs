//! Clue patterns' symmetries and the isomorphisms (validity-preserving
//! transformations) of a Sudoku grid, with the ones that keep a symmetry.

use std::fmt;

use super::rng::SplitMix64;

/// The symmetry a puzzle's pattern of givens must have.
///
/// Four are offered: no constraint, and the three that setters use most
/// and that a random isomorphism can keep (90° rotation is rare and only a
/// small family of transformations keeps it, so it is not offered).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Symmetry {
    /// No constraint on the pattern.
    None,
    /// 180° rotation about the centre: (r, c) given ⇔ (8−r, 8−c) given.
    Central,
    /// Reflection in the main diagonal: (r, c) given ⇔ (c, r) given.
    Diagonal,
    /// Reflection in the middle column: (r, c) given ⇔ (r, 8−c) given.
    Mirror,
}

impl Symmetry {
    /// Every symmetry, in the order of their ids in the pool file.
    pub const ALL: [Symmetry; 4] = [
        Symmetry::None,
        Symmetry::Central,
        Symmetry::Diagonal,
        Symmetry::Mirror,
    ];

    /// The stable id (`none`, `central`, `diagonal`, `mirror`).
    pub fn as_str(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Central => "central",
            Symmetry::Diagonal => "diagonal",
            Symmetry::Mirror => "mirror",
        }
    }

    /// The symmetry of an id given by [`Symmetry::as_str`].
    pub fn from_id(id: &str) -> Option<Symmetry> {
        Symmetry::ALL.into_iter().find(|s| s.as_str() == id)
    }

    /// The cell that cell `i` maps to.
    pub(crate) fn image(self, i: usize) -> usize {
        let (r, c) = (i / 9, i % 9);
        match self {
            Symmetry::None => i,
            Symmetry::Central => 80 - i,
            Symmetry::Diagonal => c * 9 + r,
            Symmetry::Mirror => r * 9 + 8 - c,
        }
    }

    /// The cells in orbits: each cell with its image (one or two cells,
    /// each cell in exactly one orbit), in reading order of the first cell.
    pub(crate) fn orbits(self) -> Vec<[usize; 2]> {
        (0..81)
            .filter(|&i| self.image(i) >= i)
            .map(|i| [i, self.image(i)])
            .collect()
    }

    /// True when the pattern of non-zero cells has this symmetry.
    pub fn holds(self, cells: &[u8; 81]) -> bool {
        (0..81).all(|i| (cells[i] == 0) == (cells[self.image(i)] == 0))
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An isomorphism of the grid: the digits relabelled, rows permuted within
/// their bands and bands permuted, the same for columns and stacks, then
/// optionally transposed. Every one maps a valid grid to a valid grid and a
/// unique puzzle to a unique puzzle (9!·6⁸·2 of them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Transform {
    /// New row `r` is old row `rows[r]`.
    pub rows: [u8; 9],
    /// New column `c` is old column `cols[c]`.
    pub cols: [u8; 9],
    /// Transposed after the permutations.
    pub transpose: bool,
    /// Digit `d` becomes `digits[d]` (`digits[0]` is 0).
    pub digits: [u8; 10],
}

impl Transform {
    /// The identity.
    pub const IDENTITY: Transform = Transform {
        rows: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        cols: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        transpose: false,
        digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    };

    /// A random isomorphism that keeps `symmetry` (a pattern with that
    /// symmetry keeps it; digits are relabelled freely in every case).
    ///
    /// - `None`: every isomorphism.
    /// - `Central`: row and column permutations that commute with r ↦ 8−r
    ///   (bands 0 and 2 swapped or not; a permutation of band 0's rows
    ///   mirrored in band 2; rows 3 and 5 swapped or not), and transposition.
    /// - `Diagonal`: the same permutation for rows and columns, and
    ///   transposition.
    /// - `Mirror`: any row permutation, a column permutation that commutes
    ///   with c ↦ 8−c; no transposition (it would turn the mirror sideways).
    pub fn random(rng: &mut SplitMix64, symmetry: Symmetry) -> Transform {
        let mut digits = [0u8, 1, 2, 3, 4, 5, 6, 7, 8, 9];
        rng.shuffle(&mut digits[1..]);
        let (rows, cols, transpose) = match symmetry {
            Symmetry::None => (line_perm(rng), line_perm(rng), rng.coin()),
            Symmetry::Central => (mirrored_perm(rng), mirrored_perm(rng), rng.coin()),
            Symmetry::Diagonal => {
                let p = line_perm(rng);
                (p, p, rng.coin())
            }
            Symmetry::Mirror => (line_perm(rng), mirrored_perm(rng), false),
        };
        Transform {
            rows,
            cols,
            transpose,
            digits,
        }
    }

    /// The grid's cells transformed.
    pub fn apply(&self, cells: &[u8; 81]) -> [u8; 81] {
        let mut out = [0u8; 81];
        for r in 0..9 {
            for c in 0..9 {
                let v = cells[usize::from(self.rows[r]) * 9 + usize::from(self.cols[c])];
                let at = if self.transpose { c * 9 + r } else { r * 9 + c };
                out[at] = self.digits[usize::from(v)];
            }
        }
        out
    }
}

/// A random permutation of 9 lines that keeps bands: bands permuted, then
/// the lines inside each band.
fn line_perm(rng: &mut SplitMix64) -> [u8; 9] {
    let mut bands = [0u8, 1, 2];
    rng.shuffle(&mut bands);
    let mut out = [0u8; 9];
    for (b, &band) in bands.iter().enumerate() {
        let mut inner = [0u8, 1, 2];
        rng.shuffle(&mut inner);
        for (k, &i) in inner.iter().enumerate() {
            out[b * 3 + k] = band * 3 + i;
        }
    }
    out
}

/// A random band-keeping permutation p of 9 lines with p(8−x) = 8−p(x).
fn mirrored_perm(rng: &mut SplitMix64) -> [u8; 9] {
    let mut out = [0u8; 9];
    let mut inner = [0u8, 1, 2];
    rng.shuffle(&mut inner);
    let swap_outer = rng.coin();
    for k in 0..3 {
        let top = if swap_outer {
            6 + 2 - inner[k]
        } else {
            inner[k]
        };
        out[k] = top;
        out[8 - k] = 8 - top;
    }
    let swap_middle = rng.coin();
    out[3] = if swap_middle { 5 } else { 3 };
    out[4] = 4;
    out[5] = 8 - out[3];
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn is_band_perm(p: &[u8; 9]) -> bool {
        let mut seen = [false; 9];
        for &x in p {
            seen[usize::from(x)] = true;
        }
        seen.iter().all(|&s| s) && (0..3).all(|b| (0..3).all(|k| p[b * 3 + k] / 3 == p[b * 3] / 3))
    }

    #[test]
    fn transforms_are_isomorphisms_and_keep_symmetry() {
        let mut rng = SplitMix64::new(3);
        for s in Symmetry::ALL {
            for _ in 0..500 {
                let t = Transform::random(&mut rng, s);
                assert!(is_band_perm(&t.rows) && is_band_perm(&t.cols), "{t:?}");
                // The image of each orbit is an orbit.
                for [a, b] in s.orbits() {
                    let mut cells = [0u8; 81];
                    cells[a] = 1;
                    cells[b] = 1;
                    assert!(s.holds(&t.apply(&cells)), "{s} {t:?}");
                }
            }
        }
        assert_eq!(Symmetry::Central.orbits().len(), 41);
        assert_eq!(Symmetry::Diagonal.orbits().len(), 45);
        assert_eq!(Symmetry::Mirror.orbits().len(), 45);
        assert_eq!(Symmetry::None.orbits().len(), 81);
        for s in Symmetry::ALL {
            assert_eq!(Symmetry::from_id(s.as_str()), Some(s));
        }
    }
}
