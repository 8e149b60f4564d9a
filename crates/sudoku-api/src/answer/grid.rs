//! A grid as an answer writes it, in the representation the request used
//! ([`GridFormat`]): 9 rows of 9 integers (0 for empty), 81 digits (`0`
//! for empty), or 9 rows of one-character strings (`"."` for empty, as
//! LeetCode 37 writes a board).

use serde::ser::{Serialize, Serializer};

use crate::sudoku::Grid;

/// The representation a client used for a grid (the request layer reads
/// it); answers use the same one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GridFormat {
    /// 9 arrays of 9 integers.
    Rows,
    /// One string of 81 characters.
    Line,
    /// 9 arrays of 9 one-character strings (LeetCode 37's `char[][]`).
    Chars,
}

/// `grid` written in `format`.
#[derive(Debug, Clone, Copy)]
pub struct GridJson<'a>(pub &'a Grid, pub GridFormat);

const CELL_STRS: [&str; 10] = [".", "1", "2", "3", "4", "5", "6", "7", "8", "9"];

impl Serialize for GridJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.1 {
            GridFormat::Rows => self.0.rows().serialize(s),
            GridFormat::Line => {
                let line: String = self
                    .0
                    .cells()
                    .iter()
                    .map(|&d| char::from(b'0' + d))
                    .collect();
                s.serialize_str(&line)
            }
            GridFormat::Chars => {
                let cell = |d: u8| CELL_STRS.get(usize::from(d)).copied().unwrap_or(".");
                self.0.rows().map(|row| row.map(cell)).serialize(s)
            }
        }
    }
}
