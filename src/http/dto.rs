//! JSON shapes of the API's responses, built from core types.

use serde::Serialize;

use crate::answer::Solutions;
use crate::sudoku::{Conflict, Grid, Stats};

/// The representation a client used for a grid (decoded with the request);
/// answers use the same one.
pub use sudoku_api::request::GridFormat;

/// A grid as it goes out: rows of integers, an 81-character string
/// (digits, and `0` for an empty cell) or rows of one-character strings.
#[derive(Debug, Clone, Serialize)]
#[serde(untagged)]
pub enum GridOut {
    /// 9 rows of 9 integers, 0 for empty.
    Rows([[u8; 9]; 9]),
    /// 81 characters, `0` for empty.
    Line(Line),
    /// 9 rows of 9 one-character strings, `"."` for empty (as LeetCode 37
    /// writes a board).
    Chars(CharRows),
}

/// 9 rows of 9 cell values, written as one-character strings: kept as
/// bytes (81 of them, not 81 string references) until serialised.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CharRows([[u8; 9]; 9]);

/// A cell as a one-character string, by value (0: empty).
const CELL_STRS: [&str; 10] = [".", "1", "2", "3", "4", "5", "6", "7", "8", "9"];

impl Serialize for CharRows {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let cell = |d: u8| CELL_STRS.get(usize::from(d)).copied().unwrap_or(".");
        self.0.map(|row| row.map(cell)).serialize(s)
    }
}

/// 81 ASCII digits, kept inline: a batch answers thousands of these, and a
/// `String` each was an allocation per result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Line([u8; 81]);

impl Line {
    /// The digits as ASCII bytes.
    pub fn as_bytes(&self) -> &[u8; 81] {
        &self.0
    }

    /// The digits as text.
    pub fn as_str(&self) -> &str {
        // Built only from b'0'..=b'9' (see `GridOut::new`), so always ASCII.
        std::str::from_utf8(&self.0).unwrap_or_default()
    }
}

impl Serialize for Line {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl GridOut {
    /// `grid` in the representation `format`.
    pub fn new(grid: &Grid, format: GridFormat) -> Self {
        match format {
            GridFormat::Rows => GridOut::Rows(grid.rows()),
            GridFormat::Line => GridOut::Line(Line(grid.cells().map(|d| b'0' + d))),
            GridFormat::Chars => GridOut::Chars(CharRows(grid.rows())),
        }
    }
}

/// Work done by a solve.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct StatsDto {
    /// Branch points taken (0 when propagation alone solved it).
    pub guesses: u64,
    /// Search nodes visited.
    pub nodes: u64,
    /// Solver time in microseconds (queueing and HTTP excluded).
    pub micros: u64,
}

impl StatsDto {
    /// From core stats and the measured solver time.
    pub fn new(stats: Stats, micros: u64) -> Self {
        StatsDto {
            guesses: stats.guesses,
            nodes: stats.nodes,
            micros,
        }
    }
}

/// `200` answer of `POST /solve`.
#[derive(Debug, Clone, Serialize)]
pub struct SolveResponse {
    /// A solution, in the request's representation.
    pub solution: GridOut,
    /// True when this is the only solution; false when at least two exist.
    pub unique: bool,
    /// Work done.
    pub stats: StatsDto,
}

/// `200` answer of `POST /validate`.
#[derive(Debug, Clone, Serialize)]
pub struct ValidateResponse {
    /// No digit repeats in any unit.
    pub valid: bool,
    /// No empty cell.
    pub complete: bool,
    /// Valid and complete.
    pub solved: bool,
    /// Every violation, in the answer layer's conflict shape.
    #[serde(serialize_with = "crate::answer::conflicts::serialize")]
    pub conflicts: Vec<Conflict>,
    /// For a valid grid, how many completions exist; `null` otherwise.
    pub solutions: Option<Solutions>,
}
