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
//! first fault is kept as a [`GridError`] (row count first, then the rows
//! in order, each row's length before its entries) that becomes a `detail`
//! once the path is known ([`GridError::detail`]).

use serde::de::{Deserialize, DeserializeSeed, Deserializer, SeqAccess};
use serde_json::Number;

use super::shape::{Any, Lenient, Shape};
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
    /// An array of other than 9 rows.
    RowCount(usize),
    /// Row `.0` is not a row of 9 cells.
    Row(usize, RowError),
}

/// Why one row of an array grid is not a row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RowError {
    /// Not an array.
    NotAnArray(Shape),
    /// An array of other than 9 entries.
    Length(usize),
    /// Entry `.0` is not a cell of the board's kind (`.2`: `Rows` for
    /// integers, `Chars` for strings).
    Entry(usize, Shape, GridFormat),
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
            GridError::RowCount(n) => format!("{path}: expected 9 rows, got {n}"),
            GridError::Row(r, RowError::NotAnArray(got)) => {
                format!("{path}[{r}]: expected an array of 9 entries, got {got}")
            }
            GridError::Row(r, RowError::Length(n)) => {
                format!("{path}[{r}]: expected 9 entries, got {n}")
            }
            GridError::Row(r, RowError::Entry(c, got, kind)) => {
                let (expected, mixed) = match kind {
                    GridFormat::Chars => (
                        r#""1"-"9", "." or "0""#,
                        matches!(got, Shape::Null | Shape::Number(_)),
                    ),
                    GridFormat::Rows | GridFormat::Line => (
                        "an integer 0-9 or null",
                        matches!(got, Shape::ShortString(_) | Shape::LongString),
                    ),
                };
                let note = if mixed { MIXED_NOTE } else { "" };
                format!("{path}[{r}][{c}]: expected {expected}, got {got}{note}")
            }
        }
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
        Grid::parse(s)
            .map(|g| (g, GridFormat::Line))
            .map_err(GridError::Line)
    }
    fn seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut cells = [[0u8; 9]; 9];
        let mut rows = 0usize;
        let mut first_error = None;
        // Set by the first cell read (`grid[0][0]` unless an error comes
        // first, which is then the one named).
        let mut kind = None;
        while let Some(row) = seq.next_element_seed(Any(RowOf(&mut kind)))? {
            if first_error.is_none() {
                match (row, cells.get_mut(rows)) {
                    (Ok(values), Some(slot)) => *slot = values,
                    (Err(e), Some(_)) => first_error = Some(GridError::Row(rows, e)),
                    (_, None) => {}
                }
            }
            rows += 1;
        }
        if rows != 9 {
            return Ok(Err(GridError::RowCount(rows)));
        }
        if let Some(e) = first_error {
            return Ok(Err(e));
        }
        // Every value is 0..=9 by now, so the constructor cannot fail; map
        // its error anyway rather than unwrap.
        Ok(Grid::from_rows(&cells)
            .map(|g| (g, kind.unwrap_or(GridFormat::Rows)))
            .map_err(GridError::Line))
    }
}

/// One row of an array grid, with the board's kind (set by its first cell).
struct RowOf<'k>(&'k mut Option<GridFormat>);

impl<'de> Lenient<'de> for RowOf<'_> {
    type Value = Result<[u8; 9], RowError>;

    fn other(self, got: Shape) -> Self::Value {
        Err(RowError::NotAnArray(got))
    }
    fn seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut values = [0u8; 9];
        let mut n = 0usize;
        let mut first_error = None;
        while let Some(entry) = seq.next_element_seed(Any(EntryOf(&mut *self.0)))? {
            if first_error.is_none() {
                match (entry, values.get_mut(n)) {
                    (Ok(v), Some(slot)) => *slot = v,
                    (Err((got, kind)), Some(_)) => {
                        first_error = Some(RowError::Entry(n, got, kind))
                    }
                    (_, None) => {}
                }
            }
            n += 1;
        }
        if n != 9 {
            return Ok(Err(RowError::Length(n)));
        }
        Ok(first_error.map_or(Ok(values), Err))
    }
}

/// One entry of a row as a cell value 0-9 of the board's kind: an integer
/// or `null` (0), or a one-character string (`"."`, `"0"` and `""` are 0).
/// The first entry read sets the kind. A bad entry is its shape and the
/// kind it should have been.
struct EntryOf<'k>(&'k mut Option<GridFormat>);

impl Lenient<'_> for EntryOf<'_> {
    type Value = Result<u8, (Shape, GridFormat)>;

    /// Anything but a string: a cell of a board of integers.
    fn other(self, got: Shape) -> Self::Value {
        let kind = *self.0.get_or_insert(GridFormat::Rows);
        match (&got, kind) {
            (Shape::Null, GridFormat::Rows) => Ok(0),
            (Shape::Number(n), GridFormat::Rows) => cell_value(n).ok_or((got, kind)),
            _ => Err((got, kind)),
        }
    }
    fn str(self, s: &str) -> Self::Value {
        let kind = *self.0.get_or_insert(GridFormat::Chars);
        match (char_cell(s), kind) {
            (Some(v), GridFormat::Chars) => Ok(v),
            _ => Err((Shape::string(s), kind)),
        }
    }
}

/// A one-character string as a cell value: `"1"`-`"9"`, or `"."`, `"0"`
/// or `""` for empty.
fn char_cell(s: &str) -> Option<u8> {
    match s.as_bytes() {
        [] | [b'.'] => Some(0),
        &[b] if b.is_ascii_digit() => Some(b - b'0'),
        _ => None,
    }
}

/// A number as a cell value, an integer 0-9. JSON has one number type, and
/// JSON Schema's (so the OpenAPI document's) `integer` includes `7.0`: an
/// integral number is that integer however it is written.
fn cell_value(n: &Number) -> Option<u8> {
    if let Some(v) = n.as_u64() {
        return u8::try_from(v).ok().filter(|&v| v <= 9);
    }
    let f = n.as_f64()?;
    (f.fract() == 0.0 && (0.0..=9.0).contains(&f)).then_some(f as u8)
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
