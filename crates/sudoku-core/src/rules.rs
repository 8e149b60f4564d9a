//! Rule checking: every repeated digit in every row, column and box.

use std::fmt;

use super::grid::{Grid, Pos};
use crate::Digit;

/// The kind of a unit (a "house"): 9 cells that must hold 1-9 once each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum UnitKind {
    /// A row, index 0 (top) to 8.
    Row,
    /// A column, index 0 (left) to 8.
    Column,
    /// A 3×3 box, index 0-8 in reading order.
    Box,
}

impl UnitKind {
    /// Lower-case name: `row`, `column`, `box`.
    pub fn as_str(self) -> &'static str {
        match self {
            UnitKind::Row => "row",
            UnitKind::Column => "column",
            UnitKind::Box => "box",
        }
    }
}

impl fmt::Display for UnitKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A unit: its kind and its index (0-8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Unit {
    /// Row, column or box.
    pub kind: UnitKind,
    /// 0-8; boxes are numbered in reading order.
    pub index: u8,
}

impl Unit {
    /// All 27 units: rows 0-8, then columns 0-8, then boxes 0-8.
    pub(crate) fn all() -> impl Iterator<Item = Unit> {
        [UnitKind::Row, UnitKind::Column, UnitKind::Box]
            .into_iter()
            .flat_map(|kind| (0..9).map(move |index| Unit { kind, index }))
    }

    /// The 9 cells of this unit, in reading order.
    pub fn cells(self) -> [Pos; 9] {
        let i = self.index;
        std::array::from_fn(|k| {
            let k = k as u8;
            match self.kind {
                UnitKind::Row => Pos { row: i, col: k },
                UnitKind::Column => Pos { row: k, col: i },
                UnitKind::Box => Pos {
                    row: (i / 3) * 3 + k / 3,
                    col: (i % 3) * 3 + k % 3,
                },
            }
        })
    }
}

/// One rule violation: `digit` appears more than once in `unit`, at `cells`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Conflict {
    /// The unit in which the digit repeats.
    pub unit: Unit,
    /// The repeated digit.
    pub digit: Digit,
    /// Every cell of the unit holding `digit` (two or more), in reading order.
    pub cells: Vec<Pos>,
}

impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "digit {} repeats in {} {} at",
            self.digit, self.unit.kind, self.unit.index
        )?;
        for (i, p) in self.cells.iter().enumerate() {
            let sep = if i == 0 { " " } else { ", " };
            write!(f, "{sep}{p}")?;
        }
        Ok(())
    }
}

impl Grid {
    /// Every conflict in the grid: for each unit (rows, then columns, then
    /// boxes, each by index) and each digit appearing more than once in it,
    /// the list of cells holding it. Empty when the grid obeys the rules.
    pub fn conflicts(&self) -> Vec<Conflict> {
        let mut out = Vec::new();
        if !self.has_conflicts() {
            return out;
        }
        for unit in Unit::all() {
            let cells = unit.cells();
            let mut seen = [0u8; 10];
            for p in cells {
                seen[self.cells()[p.index()] as usize] += 1;
            }
            for digit in 1..=9u8 {
                if seen[digit as usize] > 1 {
                    out.push(Conflict {
                        unit,
                        digit: Digit::of(digit),
                        cells: cells
                            .iter()
                            .copied()
                            .filter(|p| self.cells()[p.index()] == digit)
                            .collect(),
                    });
                }
            }
        }
        out
    }

    /// True when some digit repeats in a row, column or box. Allocation-free.
    pub fn has_conflicts(&self) -> bool {
        let mut cols = [0u16; 9];
        let mut boxes = [0u16; 9];
        // Row by row, so that no cell needs a division to find its units;
        // every digit seen is recorded, a repeat shows as a bit seen twice.
        let mut seen_twice = 0u16;
        for (r, row) in self.cells().chunks_exact(9).enumerate() {
            let mut in_row = 0u16;
            for (c, &v) in row.iter().enumerate() {
                let bit = (1u16 << v) & !1;
                let b = r / 3 * 3 + c / 3;
                seen_twice |= (in_row | cols[c] | boxes[b]) & bit;
                in_row |= bit;
                cols[c] |= bit;
                boxes[b] |= bit;
            }
        }
        seen_twice != 0
    }

    /// True when the grid obeys the rules (no repeated digit in any unit).
    /// Empty cells are allowed.
    pub fn is_valid(&self) -> bool {
        !self.has_conflicts()
    }

    /// True when the grid is complete and obeys the rules: a finished Sudoku.
    pub fn is_solved(&self) -> bool {
        self.is_complete() && self.is_valid()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    #[test]
    fn units_cover_each_cell_three_times() {
        let mut count = [0u8; 81];
        for u in Unit::all() {
            for p in u.cells() {
                count[p.index()] += 1;
            }
        }
        assert!(count.iter().all(|&c| c == 3));
        assert_eq!(Unit::all().count(), 27);
        let b4 = Unit {
            kind: UnitKind::Box,
            index: 4,
        };
        assert_eq!(b4.cells()[0], Pos { row: 3, col: 3 });
        assert_eq!(b4.cells()[8], Pos { row: 5, col: 5 });
    }

    #[test]
    fn solved_grid_has_no_conflicts() {
        let g = Grid::parse(SOLVED).unwrap();
        assert!(g.conflicts().is_empty());
        assert!(g.is_valid() && g.is_complete() && g.is_solved());
        assert!(Grid::EMPTY.is_valid() && !Grid::EMPTY.is_solved());
    }

    #[test]
    fn every_conflict_is_listed() {
        // A second 5 at (0, 8) repeats in row 0 (with (0, 0)), column 8
        // (with (7, 8)) and box 2 (with (2, 6)).
        let mut s: Vec<u8> = SOLVED.bytes().collect();
        s[8] = b'5';
        let g = Grid::parse(std::str::from_utf8(&s).unwrap()).unwrap();
        let c = g.conflicts();
        let p = |row, col| Pos { row, col };
        assert_eq!(
            c,
            vec![
                Conflict {
                    unit: Unit {
                        kind: UnitKind::Row,
                        index: 0
                    },
                    digit: Digit::of(5),
                    cells: vec![p(0, 0), p(0, 8)],
                },
                Conflict {
                    unit: Unit {
                        kind: UnitKind::Column,
                        index: 8
                    },
                    digit: Digit::of(5),
                    cells: vec![p(0, 8), p(7, 8)],
                },
                Conflict {
                    unit: Unit {
                        kind: UnitKind::Box,
                        index: 2
                    },
                    digit: Digit::of(5),
                    cells: vec![p(0, 8), p(2, 6)],
                },
            ]
        );
        assert!(!g.is_valid() && !g.is_solved() && g.is_complete());
        assert_eq!(
            c[0].to_string(),
            "digit 5 repeats in row 0 at (row 0, col 0), (row 0, col 8)"
        );
    }

    #[test]
    fn triple_repeat_lists_all_three_cells() {
        let mut cells = [0u8; 81];
        cells[0] = 7;
        cells[4] = 7;
        cells[8] = 7;
        let g = Grid::from_cells(cells).unwrap();
        let c = g.conflicts();
        assert_eq!(c.len(), 1);
        assert_eq!(c[0].cells.len(), 3);
        assert_eq!(c[0].unit.kind, UnitKind::Row);
    }
}
