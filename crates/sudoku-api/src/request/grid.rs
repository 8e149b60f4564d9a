//! The grid value format: a JSON grid → a core [`Grid`], with errors that
//! name the offending place (`grid[3][7]: …`).
//!
//! Three representations are accepted: an array of 9 rows of 9 entries,
//! each an integer 0-9 or `null` (0 and `null` are empty); the same rows of
//! one-character strings, `"1"`-`"9"`, and `"."`, `"0"` or `""` for empty
//! (LeetCode 37's board); and a string of 81 cells (`1`-`9`, `0` or `.` for
//! empty, ASCII whitespace ignored).
//!
//! A board of rows is one kind or the other: its first cell (`grid[0][0]`)
//! says which (a string: strings; anything else: integers), and a cell of
//! the other kind is named as an error that says so. The answer then uses
//! the same kind ([`GridFormat`]).
//!
//! [`GridValue`] decodes straight from the JSON text (no tree, no
//! allocation for a good grid). A bad grid does not stop the parser: the
//! first fault is kept as a [`GridError`] (the rows in the order of
//! [`super::board`]) that becomes a `detail` once the path is known
//! ([`GridError::detail`]).

use std::cell::Cell;

use serde::de::{Deserialize, DeserializeSeed, Deserializer, SeqAccess};

use super::board::{self, nine, Nine, Row, RowError};
use super::shape::{integer, Any, Lenient, Shape};
use super::DecodeError;
use crate::answer::ErrorCode;
pub use crate::answer::GridFormat;
use crate::sudoku::{Grid, ParseError};

/// A decoded grid, or why the JSON value at its place is not one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridValue(pub Result<(Grid, GridFormat), GridError>);

/// Why a JSON value is not a grid; [`GridError::detail`] words it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GridError {
    /// Neither an array nor a string.
    NotAGrid(Shape),
    /// A string that is not 81 cells.
    Line(ParseError),
    /// An array that is not 9 rows of 9 cells; a bad entry is its shape
    /// and the kind its board needed (`Rows` for integers, `Chars` for
    /// strings).
    Board(Nine<RowError<(Shape, GridFormat)>>),
}

/// Said after a cell of the other kind than its board's.
pub(crate) const MIXED_NOTE: &str =
    " (a board is all integers and null, or all strings, as its first cell says)";

impl GridError {
    /// The problem `detail` for this fault in the value at `path`.
    pub fn detail(&self, path: &str) -> String {
        match self {
            GridError::NotAGrid(got) => {
                format!("{path}: expected an array of 9 rows or a string of 81 cells, got {got}")
            }
            // The core's messages already name the character, index, row and column.
            GridError::Line(e) => format!("{path}: {e}"),
            GridError::Board(fault) => board::detail(path, fault, |_, _, (got, kind)| {
                let (expected, mixed) = match kind {
                    GridFormat::Chars => (
                        r#""1"-"9", "." or "0""#,
                        matches!(got, Shape::Null | Shape::Number(_)),
                    ),
                    GridFormat::Rows | GridFormat::Line => {
                        ("an integer 0-9 or null", matches!(got, Shape::String(_)))
                    }
                };
                let note = if mixed { MIXED_NOTE } else { "" };
                format!("expected {expected}, got {got}{note}")
            }),
        }
    }
}

impl GridValue {
    /// A string of 81 cells.
    pub fn line(s: &str) -> GridValue {
        GridValue(
            Grid::parse(s)
                .map(|g| (g, GridFormat::Line))
                .map_err(GridError::Line),
        )
    }

    /// The grid and its format, or 422 `invalid_grid` naming `path`.
    pub fn at(self, path: &str) -> Result<(Grid, GridFormat), DecodeError> {
        self.0
            .map_err(|e| DecodeError::new(ErrorCode::InvalidGrid, e.detail(path)))
    }
}

impl<'de> Deserialize<'de> for GridValue {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Any(GridOf).deserialize(d).map(GridValue)
    }
}

struct GridOf;

impl<'de> Lenient<'de> for GridOf {
    type Value = Result<(Grid, GridFormat), GridError>;

    fn other(self, got: Shape) -> Self::Value {
        Err(GridError::NotAGrid(got))
    }
    fn str(self, s: &str) -> Self::Value {
        GridValue::line(s).0
    }
    fn seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        // Set by the first cell read (`grid[0][0]` unless an error comes
        // first, which is then the one named).
        let kind = Cell::new(None);
        let rows = nine(seq, Any(Row(EntryOf(&kind))))?;
        // Every value is 0..=9 by now, so the constructor cannot fail; map
        // its error anyway rather than unwrap.
        Ok(rows.map_err(GridError::Board).and_then(|rows| {
            Grid::from_rows(&rows)
                .map(|g| (g, kind.get().unwrap_or(GridFormat::Rows)))
                .map_err(GridError::Line)
        }))
    }
}

/// One entry of a row as a cell value 0-9 of the board's kind: an integer
/// or `null` (0), or a one-character string (`"."`, `"0"` and `""` are 0).
/// The first entry read sets the kind. A bad entry is its shape and the
/// kind it should have been.
#[derive(Clone, Copy)]
struct EntryOf<'k>(&'k Cell<Option<GridFormat>>);

impl EntryOf<'_> {
    /// The board's kind, set to `first` when this is its first cell.
    fn kind(self, first: GridFormat) -> GridFormat {
        let kind = self.0.get().unwrap_or(first);
        self.0.set(Some(kind));
        kind
    }
}

impl Lenient<'_> for EntryOf<'_> {
    type Value = Result<u8, (Shape, GridFormat)>;

    /// Anything but a string: a cell of a board of integers.
    fn other(self, got: Shape) -> Self::Value {
        let kind = self.kind(GridFormat::Rows);
        let value = match (&got, kind) {
            (Shape::Null, GridFormat::Rows) => Some(0),
            // A small integer first, without a float: the common case,
            // and this is every cell of every grid of rows.
            (Shape::Number(n), GridFormat::Rows) => match n.as_u64() {
                Some(v) => u8::try_from(v).ok().filter(|&v| v <= 9),
                None => integer(n)
                    .filter(|v| (0.0..=9.0).contains(v))
                    .map(|v| v as u8),
            },
            _ => None,
        };
        value.ok_or((got, kind))
    }
    fn str(self, s: &str) -> Self::Value {
        let kind = self.kind(GridFormat::Chars);
        match (s.as_bytes(), kind) {
            ([] | [b'.'], GridFormat::Chars) => Ok(0),
            (&[b], GridFormat::Chars) if b.is_ascii_digit() => Ok(b - b'0'),
            _ => Err((Shape::String(s.into()), kind)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Value};

    /// Decodes `value`'s JSON text, naming faults after `path`.
    fn decode_grid(value: &Value, path: &str) -> Result<(Grid, GridFormat), String> {
        let GridValue(result) = serde_json::from_str(&value.to_string()).unwrap();
        result.map_err(|e| e.detail(path))
    }

    const P: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn rows_value() -> Value {
        serde_json::to_value(Grid::parse(P).unwrap().rows()).unwrap()
    }

    /// `P` as LeetCode 37 writes it: rows of one-character strings.
    fn chars_value() -> Value {
        let g = Grid::parse(P).unwrap();
        json!(g.rows().map(|row| row.map(|d| match d {
            0 => ".".to_owned(),
            d => d.to_string(),
        })))
    }

    #[test]
    fn every_representation_decodes_to_the_same_grid() {
        let (a, fa) = decode_grid(&json!(P), "grid").unwrap();
        let (b, fb) = decode_grid(&rows_value(), "grid").unwrap();
        let (c, fc) = decode_grid(&chars_value(), "grid").unwrap();
        assert_eq!((a, b), (c, c));
        assert_eq!(
            (fa, fb, fc),
            (GridFormat::Line, GridFormat::Rows, GridFormat::Chars)
        );
        let mut v = rows_value();
        v[0][2] = Value::Null;
        v[0][0] = json!(5.0);
        v[0][3] = json!(-0.0);
        assert_eq!(decode_grid(&v, "grid").unwrap().0, a);
        // "0" and "" are empty too.
        let mut v = chars_value();
        v[0][2] = json!("0");
        v[0][3] = json!("");
        assert_eq!(decode_grid(&v, "grid").unwrap().0, a);
    }

    #[test]
    fn errors_name_the_place() {
        let mut v = rows_value();
        v[3][7] = json!(12);
        assert_eq!(
            decode_grid(&v, "grid").unwrap_err(),
            "grid[3][7]: expected an integer 0-9 or null, got 12"
        );
        for (bad, got) in [
            (json!(-1), "-1"),
            (json!(9.5), "9.5"),
            (json!(10.0), "10.0"),
        ] {
            v[3][7] = bad;
            assert!(decode_grid(&v, "grid").unwrap_err().ends_with(got));
        }
        v[3][7] = json!("5");
        assert_eq!(
            decode_grid(&v, "grid").unwrap_err(),
            format!("grid[3][7]: expected an integer 0-9 or null, got \"5\"{MIXED_NOTE}")
        );
        v[3] = json!([1, 2]);
        assert_eq!(
            decode_grid(&v, "grid").unwrap_err(),
            "grid[3]: expected 9 entries, got 2"
        );
        v[3] = json!("row");
        assert_eq!(
            decode_grid(&v, "grids[2]").unwrap_err(),
            "grids[2][3]: expected an array of 9 entries, got \"row\""
        );
        v.as_array_mut().unwrap().pop();
        assert_eq!(
            decode_grid(&v, "grid").unwrap_err(),
            "grid: expected 9 rows, got 8"
        );
        let mut s: Vec<char> = P.chars().collect();
        s[17] = 'x';
        let s: String = s.into_iter().collect();
        assert_eq!(
            decode_grid(&json!(s), "grid").unwrap_err(),
            "grid: unexpected character 'x' at index 17 (row 1, col 8)"
        );
        assert_eq!(
            decode_grid(&json!({"a": 1}), "grid").unwrap_err(),
            "grid: expected an array of 9 rows or a string of 81 cells, got an object"
        );
    }

    #[test]
    fn a_bad_string_cell_and_a_mixed_board_are_named() {
        let mut v = chars_value();
        v[4][8] = json!("x");
        assert_eq!(
            decode_grid(&v, "grid").unwrap_err(),
            r#"grid[4][8]: expected "1"-"9", "." or "0", got "x""#
        );
        v[4][8] = json!(7);
        assert_eq!(
            decode_grid(&v, "grid").unwrap_err(),
            format!(r#"grid[4][8]: expected "1"-"9", "." or "0", got 7{MIXED_NOTE}"#)
        );
        v[4][8] = json!(true);
        assert!(decode_grid(&v, "grid").unwrap_err().ends_with("got true"));
        // The first cell decides: integers first, then a string.
        let mut v = rows_value();
        v[2][2] = json!("1");
        assert!(decode_grid(&v, "grid")
            .unwrap_err()
            .starts_with("grid[2][2]: expected an integer 0-9 or null, got \"1\" (a board"));
    }

    #[test]
    fn the_first_fault_in_reading_order_is_named() {
        // A later row's length fault does not hide an earlier entry fault,
        // and a row's length is checked before its entries.
        let mut v = rows_value();
        v[1][4] = json!(true);
        v[5] = json!([1]);
        assert_eq!(
            decode_grid(&v, "grid").unwrap_err(),
            "grid[1][4]: expected an integer 0-9 or null, got true"
        );
        v[1] = json!([1, 2, 3, 4, "x", 6, 7, 8, 9, 10]);
        assert_eq!(
            decode_grid(&v, "grid").unwrap_err(),
            "grid[1]: expected 9 entries, got 10"
        );
        v.as_array_mut().unwrap().push(json!(null));
        assert_eq!(
            decode_grid(&v, "grid").unwrap_err(),
            "grid: expected 9 rows, got 10"
        );
    }
}
