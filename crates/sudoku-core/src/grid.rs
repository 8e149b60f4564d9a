//! The [`Grid`] type: 81 cells, each empty or a digit 1-9, built only through
//! validating constructors.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::Digit;

/// Number of cells in a grid.
pub const CELLS: usize = 81;

/// A cell position, 0-based: `row` and `col` are both in `0..9`, which
/// the constructors check, so a `Pos` always names a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pos {
    /// Row, 0 (top) to 8 (bottom).
    pub(crate) row: u8,
    /// Column, 0 (left) to 8 (right).
    pub(crate) col: u8,
}

impl Pos {
    /// The cell at `row`, `col` (both 0-based), or `None` unless both are
    /// in `0..9`.
    pub const fn new(row: u8, col: u8) -> Option<Pos> {
        if row < 9 && col < 9 {
            Some(Pos { row, col })
        } else {
            None
        }
    }

    /// Row, 0 (top) to 8 (bottom).
    pub const fn row(self) -> u8 {
        self.row
    }

    /// Column, 0 (left) to 8 (right).
    pub const fn col(self) -> u8 {
        self.col
    }

    /// The position of cell `index` (0..81) in reading order.
    ///
    /// # Panics
    /// If `index >= 81`.
    pub fn from_index(index: usize) -> Pos {
        assert!(index < CELLS, "cell index {index} out of range");
        Pos {
            row: (index / 9) as u8,
            col: (index % 9) as u8,
        }
    }

    /// The cell index (0..81) in reading order.
    pub fn index(self) -> usize {
        self.row as usize * 9 + self.col as usize
    }

    /// The box (0..9, in reading order) holding this cell.
    pub fn box_index(self) -> u8 {
        (self.row / 3) * 3 + self.col / 3
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "(row {}, col {})", self.row, self.col)
    }
}

/// Why a grid could not be built. Coordinates are 0-based.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParseError {
    /// A row-based grid did not have exactly 9 rows.
    #[error("expected 9 rows, got {got}")]
    RowCount {
        /// Rows received.
        got: usize,
    },
    /// Row `row` did not have exactly 9 entries.
    #[error("row {row}: expected 9 cells, got {got}")]
    RowLength {
        /// The offending row (0-based).
        row: usize,
        /// Entries received in that row.
        got: usize,
    },
    /// A numeric entry was outside `0..=9`.
    #[error("value {value} at (row {row}, col {col}) is out of range 0-9")]
    ValueOutOfRange {
        /// Row of the entry.
        row: usize,
        /// Column of the entry.
        col: usize,
        /// The value received.
        value: i64,
    },
    /// A string grid held a character that is not `1`-`9`, `0`, `.` or ASCII whitespace.
    /// `index` counts cells (whitespace excluded), so `row = index / 9`, `col = index % 9`.
    #[error("unexpected character {ch:?} at index {index} (row {row}, col {col})")]
    BadChar {
        /// The character found.
        ch: char,
        /// Cell index (0..81) at which it stands.
        index: usize,
        /// `index / 9`.
        row: usize,
        /// `index % 9`.
        col: usize,
    },
    /// A string grid did not have exactly 81 cells (whitespace excluded).
    #[error("expected 81 cells, got {got}")]
    CellCount {
        /// Cells received.
        got: usize,
    },
}

/// A 9×9 Sudoku grid: each cell empty or holding a digit 1-9.
///
/// A `Grid` says nothing about whether its digits obey the rules; see
/// [`Grid::conflicts`](crate::Grid::conflicts). It can only be made
/// through constructors that check every cell's value.
///
/// ```
/// use sudoku_core::Grid;
/// let g: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///     .parse()
///     .unwrap();
/// assert_eq!(g.get(0, 0).map(u8::from), Some(5));
/// assert_eq!(g.get(0, 2), None);
/// assert_eq!(g.to_string().parse::<Grid>().unwrap(), g);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: [u8; CELLS],
}

impl Grid {
    /// The grid with every cell empty.
    pub const EMPTY: Grid = Grid { cells: [0; CELLS] };

    /// Parses 81 cells in reading order: `1`-`9` are givens, `0` or `.` are
    /// empty, ASCII whitespace anywhere is ignored (so a 9-line block works).
    pub fn parse(s: &str) -> Result<Grid, ParseError> {
        if let Some(grid) = Grid::from_line_bytes(s.as_bytes()) {
            return Ok(grid);
        }
        let mut cells = [0u8; CELLS];
        let mut n = 0usize;
        let mut bad: Option<(char, usize)> = None;
        for ch in s.chars() {
            if ch.is_ascii_whitespace() {
                continue;
            }
            let value = match ch {
                '1'..='9' => ch as u8 - b'0',
                '0' | '.' => 0,
                _ => {
                    if n < CELLS && bad.is_none() {
                        bad = Some((ch, n));
                    }
                    n += 1;
                    continue;
                }
            };
            if n < CELLS {
                cells[n] = value;
            }
            n += 1;
        }
        if let Some((ch, index)) = bad {
            return Err(ParseError::BadChar {
                ch,
                index,
                row: index / 9,
                col: index % 9,
            });
        }
        if n != CELLS {
            return Err(ParseError::CellCount { got: n });
        }
        Ok(Grid { cells })
    }

    /// The grid of exactly 81 bytes that are all `0`-`9` or `.`, or `None`
    /// for anything else (which [`Grid::parse`] then explains): the common
    /// case of [`Grid::parse`], in one branch-free pass that the compiler
    /// turns into vector instructions.
    pub fn from_line_bytes(line: &[u8]) -> Option<Grid> {
        let line: &[u8; CELLS] = line.try_into().ok()?;
        let mut cells = [0u8; CELLS];
        let mut bad = false;
        for (cell, &b) in cells.iter_mut().zip(line) {
            let d = b.wrapping_sub(b'0');
            bad |= d > 9 && b != b'.';
            *cell = if d <= 9 { d } else { 0 };
        }
        (!bad).then_some(Grid { cells })
    }

    /// Builds a grid from rows of numbers, `0` meaning empty. Accepts any
    /// integer type so that callers can pass what they decoded without
    /// narrowing first; values outside `0..=9` are reported with their position.
    pub fn from_rows<R, V>(rows: &[R]) -> Result<Grid, ParseError>
    where
        R: AsRef<[V]>,
        V: Copy + Into<i64>,
    {
        if rows.len() != 9 {
            return Err(ParseError::RowCount { got: rows.len() });
        }
        let mut cells = [0u8; CELLS];
        for (row, r) in rows.iter().enumerate() {
            let r = r.as_ref();
            if r.len() != 9 {
                return Err(ParseError::RowLength { row, got: r.len() });
            }
            for (col, &v) in r.iter().enumerate() {
                let value: i64 = v.into();
                if !(0..=9).contains(&value) {
                    return Err(ParseError::ValueOutOfRange { row, col, value });
                }
                cells[row * 9 + col] = value as u8;
            }
        }
        Ok(Grid { cells })
    }

    /// Builds a grid from 81 cells in reading order (`0` = empty).
    pub fn from_cells(cells: [u8; CELLS]) -> Result<Grid, ParseError> {
        // One branch-free pass (vectorised) for the common, valid case.
        if cells.iter().fold(0, |m, &v| m.max(v)) <= 9 {
            return Ok(Grid { cells });
        }
        let i = cells.iter().position(|&v| v > 9).unwrap_or(0);
        Err(ParseError::ValueOutOfRange {
            row: i / 9,
            col: i % 9,
            value: cells[i].into(),
        })
    }

    /// The digit at (`row`, `col`), or `None` when the cell is empty.
    ///
    /// # Panics
    /// If `row` or `col` is 9 or more.
    pub fn get(&self, row: usize, col: usize) -> Option<Digit> {
        assert!(row < 9 && col < 9, "cell ({row}, {col}) out of range");
        Digit::new(self.cells[row * 9 + col])
    }

    /// The 81 cells in reading order, `0` for empty.
    pub fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// The grid as 9 rows of 9 numbers, `0` for empty.
    pub fn rows(&self) -> [[u8; 9]; 9] {
        let mut rows = [[0u8; 9]; 9];
        for (i, &v) in self.cells.iter().enumerate() {
            rows[i / 9][i % 9] = v;
        }
        rows
    }

    /// Number of filled cells.
    pub fn filled(&self) -> usize {
        self.cells.iter().filter(|&&v| v != 0).count()
    }

    /// True when no cell is empty.
    pub fn is_complete(&self) -> bool {
        self.cells.iter().all(|&v| v != 0)
    }

    /// The 81-character form: digits for givens, `.` for empty cells.
    /// (`Display` gives the same; `{:#}` gives a 9-line block.)
    pub fn to_line(&self) -> String {
        self.to_string()
    }

    /// Sets (or clears, with `0`) the cell at `index` when the caller has
    /// already checked the value. Crate-internal: keeps the `0..=9` invariant.
    pub(crate) fn set_index(&mut self, index: usize, value: u8) {
        debug_assert!(value <= 9);
        self.cells[index] = value;
    }
}

impl Default for Grid {
    fn default() -> Self {
        Grid::EMPTY
    }
}

impl FromStr for Grid {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Grid, ParseError> {
        Grid::parse(s)
    }
}

impl fmt::Display for Grid {
    /// `{}`: 81 characters, `.` for empty. `{:#}`: 9 lines of 9.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0u8; CELLS + 9];
        let mut n = 0;
        for (i, &v) in self.cells.iter().enumerate() {
            if f.alternate() && i > 0 && i % 9 == 0 {
                buf[n] = b'\n';
                n += 1;
            }
            buf[n] = if v == 0 { b'.' } else { b'0' + v };
            n += 1;
        }
        // Only ASCII digits, '.' and '\n' were written.
        f.write_str(std::str::from_utf8(&buf[..n]).map_err(|_| fmt::Error)?)
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn parses_dots_zeros_and_whitespace() {
        let a = Grid::parse(P).unwrap();
        let b = Grid::parse(&P.replace('.', "0")).unwrap();
        assert_eq!(a, b);
        let block = format!("{a:#}");
        assert_eq!(block.lines().count(), 9);
        assert_eq!(Grid::parse(&format!("  {block}\n\t")).unwrap(), a);
        assert_eq!(a.get(0, 0), Digit::new(5));
        assert_eq!(a.get(0, 1), Digit::new(3));
        assert_eq!(a.get(0, 2), None);
        assert_eq!(a.get(8, 8), Digit::new(9));
        assert_eq!(a.filled(), 30);
        assert!(!a.is_complete());
    }

    #[test]
    fn string_errors_are_precise() {
        let mut s: Vec<char> = P.chars().collect();
        s[17] = 'x';
        let s: String = s.into_iter().collect();
        assert_eq!(
            Grid::parse(&s),
            Err(ParseError::BadChar {
                ch: 'x',
                index: 17,
                row: 1,
                col: 8
            })
        );
        assert_eq!(
            Grid::parse(&P[..80]),
            Err(ParseError::CellCount { got: 80 })
        );
        assert_eq!(
            Grid::parse(&format!("{P}1")),
            Err(ParseError::CellCount { got: 82 })
        );
        assert_eq!(Grid::parse(""), Err(ParseError::CellCount { got: 0 }));
        // A bad character past the 81st cell is a count problem, not a cell problem.
        assert_eq!(
            Grid::parse(&format!("{P}x")),
            Err(ParseError::CellCount { got: 82 })
        );
        // Non-ASCII characters are reported as themselves.
        assert!(matches!(
            Grid::parse(&format!("é{}", &P[1..])),
            Err(ParseError::BadChar {
                ch: 'é',
                index: 0,
                ..
            })
        ));
        let msg = Grid::parse(&s).unwrap_err().to_string();
        assert_eq!(msg, "unexpected character 'x' at index 17 (row 1, col 8)");
    }

    #[test]
    fn row_errors_are_precise() {
        let g = Grid::parse(P).unwrap();
        let rows = g.rows();
        assert_eq!(Grid::from_rows(&rows).unwrap(), g);
        assert_eq!(
            Grid::from_rows(&rows[..8]),
            Err(ParseError::RowCount { got: 8 })
        );
        let mut v: Vec<Vec<i64>> = rows
            .iter()
            .map(|r| r.iter().map(|&x| x as i64).collect())
            .collect();
        v[4].pop();
        assert_eq!(
            Grid::from_rows(&v),
            Err(ParseError::RowLength { row: 4, got: 8 })
        );
        v[4].push(0);
        v[3][7] = 12;
        assert_eq!(
            Grid::from_rows(&v),
            Err(ParseError::ValueOutOfRange {
                row: 3,
                col: 7,
                value: 12
            })
        );
        v[3][7] = -1;
        assert!(matches!(
            Grid::from_rows(&v),
            Err(ParseError::ValueOutOfRange { value: -1, .. })
        ));
        let mut cells = *g.cells();
        cells[80] = 10;
        assert_eq!(
            Grid::from_cells(cells),
            Err(ParseError::ValueOutOfRange {
                row: 8,
                col: 8,
                value: 10
            })
        );
    }

    #[test]
    fn pos_round_trips() {
        for i in 0..81 {
            let p = Pos::from_index(i);
            assert_eq!(p.index(), i);
            assert_eq!(p.box_index() as usize, (i / 27) * 3 + (i % 9) / 3);
        }
    }
}
