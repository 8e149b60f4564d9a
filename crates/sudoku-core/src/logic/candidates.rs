//! The candidate grid: placed digits plus a 9-bit candidate mask per empty
//! cell (bit `d - 1` set when digit `d` is still possible).

use std::fmt;

use thiserror::Error;

use super::houses::{HOUSE_CELLS, PEERS};
use crate::grid::{Grid, CELLS};

/// All nine candidates.
pub(crate) const ALL: u16 = 0x1ff;

/// The bit of digit `d` (1..=9).
#[inline]
pub(crate) fn bit(d: u8) -> u16 {
    1 << (d - 1)
}

/// Why pencil marks could not be turned into a candidate grid.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CandidatesError {
    /// The givens repeat a digit in some house.
    #[error("the givens repeat a digit in some house")]
    Conflicting,
    /// An empty cell has no candidate left.
    #[error("cell r{}c{} is empty and has no candidate", .cell / 9 + 1, .cell % 9 + 1)]
    NoCandidate {
        /// Cell index 0..81.
        cell: usize,
    },
    /// A mark names a digit already placed in one of the cell's houses.
    #[error("cell r{}c{} is marked {digit}, which is placed in a house it shares", .cell / 9 + 1, .cell % 9 + 1)]
    SeesPlaced {
        /// Cell index 0..81.
        cell: usize,
        /// The offending digit.
        digit: u8,
    },
    /// A mask has bits beyond the nine digits.
    #[error("cell r{}c{} has a mark outside 1-9", .cell / 9 + 1, .cell % 9 + 1)]
    BadMask {
        /// Cell index 0..81.
        cell: usize,
    },
}

/// Digits and candidates of a grid being solved.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Candidates {
    values: [u8; CELLS],
    cands: [u16; CELLS],
}

impl Candidates {
    /// Every candidate consistent with the givens: each empty cell gets the
    /// digits not placed in any of its houses. The givens are not checked
    /// for conflicts here (see [`Candidates::from_pencil_marks`]).
    pub fn from_grid(grid: &Grid) -> Candidates {
        let mut c = Candidates {
            values: *grid.cells(),
            cands: [0; CELLS],
        };
        for (i, peers) in PEERS.iter().enumerate() {
            if c.values[i] == 0 {
                let mut m = ALL;
                for &p in peers {
                    let v = c.values[p as usize];
                    if v != 0 {
                        m &= !bit(v);
                    }
                }
                c.cands[i] = m;
            }
        }
        c
    }

    /// A player's own pencil marks over `grid`: `marks[i]` is cell `i`'s
    /// mask (ignored for filled cells). Rejected when the givens conflict,
    /// an empty cell has no mark, or a mark names a digit placed in a house
    /// the cell shares.
    pub fn from_pencil_marks(
        grid: &Grid,
        marks: &[u16; CELLS],
    ) -> Result<Candidates, CandidatesError> {
        if grid.has_conflicts() {
            return Err(CandidatesError::Conflicting);
        }
        let mut c = Candidates {
            values: *grid.cells(),
            cands: [0; CELLS],
        };
        for i in 0..CELLS {
            if c.values[i] != 0 {
                continue;
            }
            let m = marks[i];
            if m & !ALL != 0 {
                return Err(CandidatesError::BadMask { cell: i });
            }
            if m == 0 {
                return Err(CandidatesError::NoCandidate { cell: i });
            }
            for &p in &PEERS[i] {
                let v = c.values[p as usize];
                if v != 0 && m & bit(v) != 0 {
                    return Err(CandidatesError::SeesPlaced { cell: i, digit: v });
                }
            }
            c.cands[i] = m;
        }
        Ok(c)
    }

    /// A player's candidates over `grid`, forgiving: an empty cell whose
    /// mask is 0 (no marks) gets every candidate [`Candidates::from_grid`]
    /// gives it; a marked cell gets its marks minus the digits placed in
    /// its houses (stale marks); masks of filled cells and bits beyond the
    /// nine digits are ignored. A cell may end with no candidate when
    /// every mark it has is stale.
    pub fn from_grid_and_marks(grid: &Grid, marks: &[u16; CELLS]) -> Candidates {
        let mut c = Candidates::from_grid(grid);
        for (cand, &m) in c.cands.iter_mut().zip(marks) {
            if m & ALL != 0 {
                *cand &= m;
            }
        }
        c
    }

    /// The digit in cell `i` (0 when empty).
    #[inline]
    pub fn value(&self, i: usize) -> u8 {
        self.values[i]
    }

    /// The candidate mask of cell `i` (0 for a filled cell).
    #[inline]
    pub fn cands(&self, i: usize) -> u16 {
        self.cands[i]
    }

    /// Whether digit `d` is a candidate of cell `i`.
    #[inline]
    pub fn has(&self, i: usize, d: u8) -> bool {
        self.cands[i] & bit(d) != 0
    }

    /// Positions (bit `k` = `k`-th cell of the house) where `d` is a candidate.
    #[inline]
    pub(crate) fn positions(&self, house: usize, d: u8) -> u16 {
        let b = bit(d);
        let mut m = 0u16;
        for (k, &c) in HOUSE_CELLS[house].iter().enumerate() {
            if self.cands[c as usize] & b != 0 {
                m |= 1 << k;
            }
        }
        m
    }

    /// The cells (bit `i` = cell `i`) where digit `d` is a candidate.
    pub(crate) fn digit_cells(&self, d: u8) -> u128 {
        let b = bit(d);
        let mut m = 0u128;
        for (i, &c) in self.cands.iter().enumerate() {
            if c & b != 0 {
                m |= 1u128 << i;
            }
        }
        m
    }

    /// [`Candidates::digit_cells`] of every digit (index `d`; index 0 is
    /// empty), in one pass.
    pub(crate) fn all_digit_cells(&self) -> [u128; 10] {
        let mut out = [0u128; 10];
        for (i, &m) in self.cands.iter().enumerate() {
            let mut m = m;
            while m != 0 {
                out[m.trailing_zeros() as usize + 1] |= 1u128 << i;
                m &= m - 1;
            }
        }
        out
    }

    /// Number of empty cells in the house.
    pub(crate) fn empty_count(&self, house: usize) -> u32 {
        HOUSE_CELLS[house]
            .iter()
            .filter(|&&c| self.values[c as usize] == 0)
            .count() as u32
    }

    /// How many times digit `d` is placed in the grid.
    pub(crate) fn placed_count(&self, d: u8) -> u32 {
        self.values.iter().filter(|&&v| v == d).count() as u32
    }

    /// Whether every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// Places `d` in cell `i` and removes `d` from the candidates of its peers.
    pub fn place(&mut self, i: usize, d: u8) {
        self.values[i] = d;
        self.cands[i] = 0;
        let b = !bit(d);
        for &p in &PEERS[i] {
            self.cands[p as usize] &= b;
        }
    }

    /// Removes candidate `d` from cell `i`.
    #[inline]
    pub fn eliminate(&mut self, i: usize, d: u8) {
        self.cands[i] &= !bit(d);
    }

    /// The digits as a [`Grid`].
    pub fn to_grid(&self) -> Grid {
        // Every value is 0..=9 by construction.
        Grid::from_cells(self.values).unwrap_or(Grid::EMPTY)
    }
}

impl fmt::Debug for Candidates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..9 {
            for c in 0..9 {
                let i = r * 9 + c;
                if self.values[i] != 0 {
                    write!(f, "{:<10}", self.values[i])?;
                } else {
                    let s: String = (1..=9u8)
                        .filter(|&d| self.has(i, d))
                        .map(|d| char::from(b'0' + d))
                        .collect();
                    write!(f, "{:<10}", format!("[{s}]"))?;
                }
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn from_grid_and_place() {
        let g: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        let mut c = Candidates::from_grid(&g);
        assert_eq!(c.cands(0), 0);
        // r1c3: row has 5,3,7; col has 8; box has 5,3,6,9,8 -> {1,2,4}
        assert_eq!(c.cands(2), bit(1) | bit(2) | bit(4));
        c.place(2, 4);
        assert!(!c.has(3, 4));
        assert_eq!(c.value(2), 4);
    }

    #[test]
    fn pencil_marks_are_validated() {
        let g: Grid = format!("5{}", ".".repeat(80)).parse().unwrap();
        let mut marks = [ALL & !bit(5); CELLS];
        assert!(Candidates::from_pencil_marks(&g, &marks).is_ok());
        marks[1] = ALL;
        assert_eq!(
            Candidates::from_pencil_marks(&g, &marks),
            Err(CandidatesError::SeesPlaced { cell: 1, digit: 5 })
        );
        marks[1] = 0;
        assert_eq!(
            Candidates::from_pencil_marks(&g, &marks),
            Err(CandidatesError::NoCandidate { cell: 1 })
        );
        marks[1] = 0x200;
        assert_eq!(
            Candidates::from_pencil_marks(&g, &marks),
            Err(CandidatesError::BadMask { cell: 1 })
        );
        let bad: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
        assert_eq!(
            Candidates::from_pencil_marks(&bad, &marks),
            Err(CandidatesError::Conflicting)
        );
    }
}
