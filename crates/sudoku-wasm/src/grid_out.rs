//! A solved grid as it goes out, in the representation the request used
//! (the server's `GridOut`; INTERIM copy until the grid value formats move
//! into `sudoku_api`).

use serde::ser::{Serialize, Serializer};
use sudoku_core::Grid;

/// The representation a client used for a grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GridFormat {
    /// 9 arrays of 9 integers.
    Rows,
    /// One string of 81 characters.
    Line,
    /// 9 arrays of 9 one-character strings.
    Chars,
}

/// `grid` written in `format`.
pub struct GridOut<'a>(pub &'a Grid, pub GridFormat);

const CELL_STRS: [&str; 10] = [".", "1", "2", "3", "4", "5", "6", "7", "8", "9"];

impl Serialize for GridOut<'_> {
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
