//! Decoding a JSON grid into a core [`Grid`], with errors that name the
//! offending place (`grid[3][7]: …`).
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
//! [`GridValue`] decodes straight from the JSON text (no `serde_json::Value`
//! tree, no allocation for a good grid). A bad grid does not stop the
//! parser: the rest of the value is read to its end, so malformed JSON
//! anywhere in the body is still reported as such first, and the first
//! fault is kept as a [`GridError`] that becomes a `detail` once the path is
//! known ([`GridError::detail`]).
//!
//! This is the one grid decoder: the bodies of `/solve` and `/validate`
//! ([`parse_grid_body`]), the items of a JSON batch, and the JSON lines of
//! an NDJSON batch ([`GridOrBody`]) all go through [`GridValue`].

use std::fmt;

use axum::extract::{FromRequest, Request};
use serde::de::{self, Deserialize, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::Number;

use super::dto::GridFormat;
use super::extract::{
    is_json_content_type, parse_one_field, read_body, read_one_field, unsupported_media_type,
    OneField,
};
use super::problem::{ErrorCode, Problem};
use super::shape::{Shape, ShapeVisitor};
use super::state::AppState;
use crate::sudoku::{Grid, ParseError};

/// Parses a body `{"grid": <grid>}` straight from its bytes (no JSON tree):
/// 400 when empty or not well-formed, 422 `invalid_request` when not an
/// object or with another field, 422 `invalid_grid` when `grid` is missing
/// or not a grid.
pub fn parse_grid_body(bytes: &[u8]) -> Result<(Grid, GridFormat), Problem> {
    let body = parse_one_field::<GridValue>(bytes, "grid")?;
    body.into_value(missing_grid, &["grid"])?
        .0
        .map_err(|e| Problem::new(ErrorCode::InvalidGrid, e.detail("grid")))
}

/// The extractor of `/solve` and `/validate`: a JSON body `{"grid": …}`
/// decoded into a grid (415, 413, 400 and 422 as for any JSON body).
#[derive(Debug)]
pub struct GridBody(pub Grid, pub GridFormat);

impl FromRequest<AppState> for GridBody {
    type Rejection = Problem;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, Problem> {
        if !is_json_content_type(req.headers()) {
            return Err(unsupported_media_type(req.headers(), "application/json"));
        }
        let bytes = read_body(req, state.config.max_body_bytes).await?;
        let (grid, format) = parse_grid_body(&bytes)?;
        Ok(GridBody(grid, format))
    }
}

fn missing_grid() -> Problem {
    Problem::new(
        ErrorCode::InvalidGrid,
        "grid: missing; expected an array of 9 rows or a string of 81 cells",
    )
}

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
    /// Row `.0` is not an array of 9 integers 0-9 or null.
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

/// How a cell of a board of this kind is described in errors.
fn expected_cell(kind: GridFormat) -> &'static str {
    match kind {
        GridFormat::Chars => r#""1"-"9", "." or "0""#,
        GridFormat::Rows | GridFormat::Line => "an integer 0-9 or null",
    }
}

/// Whether a value of this shape belongs to the other kind of board than
/// `kind` (a string on a board of integers, or the reverse), so that the
/// error says a board cannot mix them.
fn other_kind(got: &Shape, kind: GridFormat) -> bool {
    let is_string = matches!(got, Shape::ShortString(_) | Shape::LongString);
    match kind {
        GridFormat::Chars => matches!(got, Shape::Null | Shape::Number(_)),
        GridFormat::Rows | GridFormat::Line => is_string,
    }
}

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
                let expected = expected_cell(*kind);
                let note = if other_kind(got, *kind) {
                    MIXED_NOTE
                } else {
                    ""
                };
                format!("{path}[{r}][{c}]: expected {expected}, got {got}{note}")
            }
        }
    }
}

/// Said after a cell of the other kind than its board's.
const MIXED_NOTE: &str =
    " (a board is all integers and null, or all strings, as its first cell says)";

impl<'de> Deserialize<'de> for GridValue {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(GridVisitor).map(GridValue)
    }
}

/// A JSON grid, or an object that should be `{"grid": <grid>}`: what a JSON
/// line of an NDJSON batch holds.
#[derive(Debug)]
pub enum GridOrBody {
    /// A value that is not an object: a grid, or why it is not one.
    Grid(GridValue),
    /// An object: its `grid` field (if any) and its first other field.
    Body(OneField<GridValue>),
}

impl<'de> Deserialize<'de> for GridOrBody {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(GridOrBodyVisitor)
    }
}

struct GridOrBodyVisitor;

impl GridOrBodyVisitor {
    fn grid<E>(value: Result<(Grid, GridFormat), GridError>) -> Result<GridOrBody, E> {
        Ok(GridOrBody::Grid(GridValue(value)))
    }
}

/// An object is read as a body; any other value as a grid, by
/// [`GridVisitor`].
impl<'de> Visitor<'de> for GridOrBodyVisitor {
    type Value = GridOrBody;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a grid or an object")
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<GridOrBody, A::Error> {
        read_one_field(map, "grid").map(GridOrBody::Body)
    }
    fn visit_str<E: de::Error>(self, s: &str) -> Result<GridOrBody, E> {
        Self::grid(GridVisitor.visit_str(s)?)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<GridOrBody, A::Error> {
        Self::grid(GridVisitor.visit_seq(seq)?)
    }
    fn visit_unit<E: de::Error>(self) -> Result<GridOrBody, E> {
        Self::grid(GridVisitor.visit_unit()?)
    }
    fn visit_bool<E: de::Error>(self, b: bool) -> Result<GridOrBody, E> {
        Self::grid(GridVisitor.visit_bool(b)?)
    }
    fn visit_u64<E: de::Error>(self, n: u64) -> Result<GridOrBody, E> {
        Self::grid(GridVisitor.visit_u64(n)?)
    }
    fn visit_i64<E: de::Error>(self, n: i64) -> Result<GridOrBody, E> {
        Self::grid(GridVisitor.visit_i64(n)?)
    }
    fn visit_f64<E: de::Error>(self, f: f64) -> Result<GridOrBody, E> {
        Self::grid(GridVisitor.visit_f64(f)?)
    }
}

struct GridVisitor;

impl GridVisitor {
    fn not_a_grid<E>(got: Shape) -> Result<Result<(Grid, GridFormat), GridError>, E> {
        Ok(Err(GridError::NotAGrid(got)))
    }
}

impl<'de> Visitor<'de> for GridVisitor {
    type Value = Result<(Grid, GridFormat), GridError>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a grid")
    }
    fn visit_str<E: de::Error>(self, s: &str) -> Result<Self::Value, E> {
        Ok(Grid::parse(s)
            .map(|g| (g, GridFormat::Line))
            .map_err(GridError::Line))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut cells = [[0u8; 9]; 9];
        let mut rows = 0usize;
        let mut first_error = None;
        // Set by the first cell read (`grid[0][0]` unless an error comes
        // first, which is then the one named).
        let mut kind = None;
        while let Some(row) = seq.next_element_seed(RowSeed(&mut kind))? {
            if first_error.is_none() {
                match (row, cells.get_mut(rows)) {
                    (Ok(values), Some(slot)) => *slot = values,
                    (Err(e), Some(_)) => first_error = Some(GridError::Row(rows, e)),
                    (_, None) => {}
                }
            }
            rows += 1;
        }
        // The row count is checked first, then the rows in order.
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
    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        Self::not_a_grid(Shape::Null)
    }
    fn visit_bool<E: de::Error>(self, b: bool) -> Result<Self::Value, E> {
        Self::not_a_grid(ShapeVisitor.visit_bool(b)?)
    }
    fn visit_u64<E: de::Error>(self, n: u64) -> Result<Self::Value, E> {
        Self::not_a_grid(ShapeVisitor.visit_u64(n)?)
    }
    fn visit_i64<E: de::Error>(self, n: i64) -> Result<Self::Value, E> {
        Self::not_a_grid(ShapeVisitor.visit_i64(n)?)
    }
    fn visit_f64<E: de::Error>(self, f: f64) -> Result<Self::Value, E> {
        Self::not_a_grid(ShapeVisitor.visit_f64(f)?)
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
        Self::not_a_grid(ShapeVisitor.visit_map(map)?)
    }
}

/// Reads one row of an array grid, with the board's kind (set by its
/// first cell).
struct RowSeed<'k>(&'k mut Option<GridFormat>);

impl<'de> DeserializeSeed<'de> for RowSeed<'_> {
    type Value = Result<[u8; 9], RowError>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_any(RowVisitor(self.0))
    }
}

struct RowVisitor<'k>(&'k mut Option<GridFormat>);

impl RowVisitor<'_> {
    fn not_a_row<E>(got: Shape) -> Result<Result<[u8; 9], RowError>, E> {
        Ok(Err(RowError::NotAnArray(got)))
    }
}

impl<'de> Visitor<'de> for RowVisitor<'_> {
    type Value = Result<[u8; 9], RowError>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a row")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut values = [0u8; 9];
        let mut n = 0usize;
        let mut first_error = None;
        while let Some(entry) = seq.next_element_seed(EntrySeed(&mut *self.0))? {
            if first_error.is_none() {
                match (entry, values.get_mut(n)) {
                    (Ok(v), Some(slot)) => *slot = v,
                    (Err((got, kind)), Some(_)) => {
                        first_error = Some(RowError::Entry(n, got, kind));
                    }
                    (_, None) => {}
                }
            }
            n += 1;
        }
        // The length is checked first, then the entries in order.
        if n != 9 {
            return Ok(Err(RowError::Length(n)));
        }
        Ok(first_error.map_or(Ok(values), Err))
    }
    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        Self::not_a_row(Shape::Null)
    }
    fn visit_bool<E: de::Error>(self, b: bool) -> Result<Self::Value, E> {
        Self::not_a_row(ShapeVisitor.visit_bool(b)?)
    }
    fn visit_u64<E: de::Error>(self, n: u64) -> Result<Self::Value, E> {
        Self::not_a_row(ShapeVisitor.visit_u64(n)?)
    }
    fn visit_i64<E: de::Error>(self, n: i64) -> Result<Self::Value, E> {
        Self::not_a_row(ShapeVisitor.visit_i64(n)?)
    }
    fn visit_f64<E: de::Error>(self, f: f64) -> Result<Self::Value, E> {
        Self::not_a_row(ShapeVisitor.visit_f64(f)?)
    }
    fn visit_str<E: de::Error>(self, s: &str) -> Result<Self::Value, E> {
        Self::not_a_row(Shape::string(s))
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
        Self::not_a_row(ShapeVisitor.visit_map(map)?)
    }
}

/// Reads one entry of a row as a cell value 0-9 of the board's kind: an
/// integer or `null` (0), or a one-character string (`"."`, `"0"` and `""`
/// are 0). The first entry read sets the kind. A bad entry is its shape
/// and the kind it should have been.
struct EntrySeed<'k>(&'k mut Option<GridFormat>);

type EntryValue = Result<u8, (Shape, GridFormat)>;

impl EntrySeed<'_> {
    /// The board's kind, set to `first` if this is the first cell.
    fn kind(&mut self, first: GridFormat) -> GridFormat {
        *self.0.get_or_insert(first)
    }

    /// A value that is not a string: a cell of a board of integers.
    fn number_or_other(mut self, shape: Shape) -> EntryValue {
        let kind = self.kind(GridFormat::Rows);
        match (&shape, kind) {
            (Shape::Null, GridFormat::Rows) => Ok(0),
            (Shape::Number(n), GridFormat::Rows) => cell_value(n).ok_or((shape, kind)),
            _ => Err((shape, kind)),
        }
    }
}

impl<'de> DeserializeSeed<'de> for EntrySeed<'_> {
    type Value = EntryValue;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<EntryValue, D::Error> {
        d.deserialize_any(self)
    }
}

/// Strings are checked where they lie (no allocation for a good cell);
/// any other value is read to its end as a [`Shape`].
impl<'de> Visitor<'de> for EntrySeed<'_> {
    type Value = EntryValue;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a cell")
    }
    fn visit_str<E: de::Error>(mut self, s: &str) -> Result<EntryValue, E> {
        let kind = self.kind(GridFormat::Chars);
        Ok(match (char_cell(s), kind) {
            (Some(v), GridFormat::Chars) => Ok(v),
            _ => Err((Shape::string(s), kind)),
        })
    }
    fn visit_unit<E: de::Error>(self) -> Result<EntryValue, E> {
        Ok(self.number_or_other(Shape::Null))
    }
    fn visit_bool<E: de::Error>(self, b: bool) -> Result<EntryValue, E> {
        Ok(self.number_or_other(Shape::Bool(b)))
    }
    fn visit_u64<E: de::Error>(self, n: u64) -> Result<EntryValue, E> {
        Ok(self.number_or_other(ShapeVisitor.visit_u64(n)?))
    }
    fn visit_i64<E: de::Error>(self, n: i64) -> Result<EntryValue, E> {
        Ok(self.number_or_other(ShapeVisitor.visit_i64(n)?))
    }
    fn visit_f64<E: de::Error>(self, f: f64) -> Result<EntryValue, E> {
        Ok(self.number_or_other(ShapeVisitor.visit_f64(f)?))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<EntryValue, A::Error> {
        Ok(self.number_or_other(ShapeVisitor.visit_seq(seq)?))
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<EntryValue, A::Error> {
        Ok(self.number_or_other(ShapeVisitor.visit_map(map)?))
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
    use crate::http::dto::GridOut;
    use serde_json::{json, Value};

    /// Decodes `value`'s JSON text, naming faults after `path`.
    fn decode_grid(value: &Value, path: &str) -> Result<(Grid, GridFormat), String> {
        let GridValue(result) = serde_json::from_str(&value.to_string()).unwrap();
        result.map_err(|e| e.detail(path))
    }

    const P: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn rows_value() -> Value {
        let g = Grid::parse(P).unwrap();
        serde_json::to_value(g.rows()).unwrap()
    }

    #[test]
    fn both_representations_decode_to_the_same_grid() {
        let (a, fa) = decode_grid(&json!(P), "grid").unwrap();
        let (b, fb) = decode_grid(&rows_value(), "grid").unwrap();
        assert_eq!(a, b);
        assert_eq!((fa, fb), (GridFormat::Line, GridFormat::Rows));
        let mut with_nulls = rows_value();
        with_nulls[0][2] = Value::Null;
        assert_eq!(decode_grid(&with_nulls, "grid").unwrap().0, a);
    }

    #[test]
    fn errors_name_the_place() {
        let mut v = rows_value();
        v[3][7] = json!(12);
        assert_eq!(
            decode_grid(&v, "grid").unwrap_err(),
            "grid[3][7]: expected an integer 0-9 or null, got 12"
        );
        v[3][7] = json!(-1);
        assert!(decode_grid(&v, "grid").unwrap_err().ends_with("got -1"));
        let mut integral = rows_value();
        integral[0][0] = json!(5.0);
        integral[0][2] = json!(-0.0);
        assert_eq!(
            decode_grid(&integral, "grid"),
            decode_grid(&rows_value(), "grid")
        );
        v[3][7] = json!(9.5);
        assert!(decode_grid(&v, "grid").unwrap_err().ends_with("got 9.5"));
        v[3][7] = json!(10.0);
        assert!(decode_grid(&v, "grid").unwrap_err().ends_with("got 10.0"));
        v[3][7] = json!(1.5);
        assert!(decode_grid(&v, "grid").unwrap_err().ends_with("got 1.5"));
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
            decode_grid(&json!(&P[..80]), "grid").unwrap_err(),
            "grid: expected 81 cells, got 80"
        );
        assert_eq!(
            decode_grid(&json!({"a": 1}), "grid").unwrap_err(),
            "grid: expected an array of 9 rows or a string of 81 cells, got an object"
        );
        assert!(decode_grid(&json!(true), "grid")
            .unwrap_err()
            .ends_with("got true"));
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
    fn a_board_of_strings_decodes_and_is_answered_in_kind() {
        let (g, f) = decode_grid(&chars_value(), "grid").unwrap();
        assert_eq!((g, f), (Grid::parse(P).unwrap(), GridFormat::Chars));
        // "0" and "" are empty too.
        let mut v = chars_value();
        v[0][2] = json!("0");
        v[0][3] = json!("");
        assert_eq!(decode_grid(&v, "grid").unwrap().0, g);
        let out = serde_json::to_value(GridOut::new(&g, f)).unwrap();
        assert_eq!(out, chars_value());
        assert_eq!(out[0][0], json!("5"));
        assert_eq!(out[0][2], json!("."));
    }

    #[test]
    fn a_bad_string_cell_and_a_mixed_board_are_named() {
        let mut v = chars_value();
        v[4][8] = json!("x");
        assert_eq!(
            decode_grid(&v, "grid").unwrap_err(),
            r#"grid[4][8]: expected "1"-"9", "." or "0", got "x""#
        );
        v[4][8] = json!("12");
        assert!(decode_grid(&v, "grid")
            .unwrap_err()
            .ends_with(r#"got "12""#));
        v[4][8] = json!(7);
        assert_eq!(
            decode_grid(&v, "grid").unwrap_err(),
            format!(r#"grid[4][8]: expected "1"-"9", "." or "0", got 7{MIXED_NOTE}"#)
        );
        v[4][8] = json!(null);
        assert!(decode_grid(&v, "grid").unwrap_err().ends_with(MIXED_NOTE));
        v[4][8] = json!(true);
        assert!(decode_grid(&v, "grid").unwrap_err().ends_with("got true"));
        // The first cell decides: integers first, then a string.
        let mut v = rows_value();
        v[2][2] = json!("1");
        assert!(decode_grid(&v, "grid")
            .unwrap_err()
            .starts_with("grid[2][2]: expected an integer 0-9 or null, got \"1\" (a board"));
        // Eight rows, and a short row, are named as for integers.
        let mut v = chars_value();
        v.as_array_mut().unwrap().pop();
        assert_eq!(
            decode_grid(&v, "grid").unwrap_err(),
            "grid: expected 9 rows, got 8"
        );
        let mut v = chars_value();
        v[6] = json!(["1", "2"]);
        assert_eq!(
            decode_grid(&v, "grid").unwrap_err(),
            "grid[6]: expected 9 entries, got 2"
        );
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

    #[test]
    fn bodies() {
        type Want = Result<GridFormat, (ErrorCode, &'static str)>;
        let cases: &[(&[u8], Want)] = &[
            (br#"{"grid": "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"}"#, Ok(GridFormat::Line)),
            (br#"{"grid": 42}"#, Err((ErrorCode::InvalidGrid, "grid: expected an array of 9 rows or a string of 81 cells, got 42"))),
            (br#"{"grid": [[1,2]], "zz": 1, "mode": [1, {"a": null}]}"#, Err((ErrorCode::InvalidRequest, "body: unknown field \"mode\"; expected only \"grid\""))),
            (br#"{"mode": 1}"#, Err((ErrorCode::InvalidGrid, "grid: missing; expected an array of 9 rows or a string of 81 cells"))),
            (br#"{"grid": 1, "grid": "12x"}"#, Err((ErrorCode::InvalidRequest, "body: duplicate field \"grid\"; a field may appear only once"))),
            (br#"{"a": 1, "a": 2}"#, Err((ErrorCode::InvalidRequest, "body: duplicate field \"a\"; a field may appear only once"))),
            (br#"[1]"#, Err((ErrorCode::InvalidRequest, "body: expected a JSON object, got an array"))),
            (br#""str""#, Err((ErrorCode::InvalidRequest, "body: expected a JSON object, got a string"))),
            (br#"{"grid": "#, Err((ErrorCode::MalformedJson, "request body is not valid JSON: EOF while parsing a value at line 1 column 9"))),
            (b"   ", Err((ErrorCode::MalformedJson, "request body is empty; expected a JSON object"))),
            (br#"{"grid": 1} x"#, Err((ErrorCode::MalformedJson, "request body is not valid JSON: trailing characters at line 1 column 13"))),
        ];
        for (body, want) in cases {
            let got = parse_grid_body(body);
            assert_eq!(
                got.as_ref()
                    .map(|(_, f)| *f)
                    .map_err(|p| (p.code, p.detail.as_str())),
                *want,
                "{}",
                String::from_utf8_lossy(body)
            );
        }
    }

    #[test]
    fn a_json_line_is_a_grid_or_a_body() {
        let line = |s: &str| serde_json::from_str::<GridOrBody>(s).unwrap();
        assert!(matches!(
            line(&json!(P).to_string()),
            GridOrBody::Grid(GridValue(Ok((_, GridFormat::Line))))
        ));
        assert!(matches!(
            line(&rows_value().to_string()),
            GridOrBody::Grid(GridValue(Ok((_, GridFormat::Rows))))
        ));
        assert!(matches!(
            line("null"),
            GridOrBody::Grid(GridValue(Err(GridError::NotAGrid(Shape::Null))))
        ));
        let GridOrBody::Body(body) = line(&json!({"grid": P}).to_string()) else {
            panic!("not a body")
        };
        assert!(matches!(body.into_only(), Some(GridValue(Ok(_)))));
        let GridOrBody::Body(body) = line(r#"{"grid": 1, "x": 2}"#) else {
            panic!("not a body")
        };
        assert!(body.into_only().is_none());
        assert!(serde_json::from_str::<GridOrBody>(r#"{"grid": [1,}"#).is_err());
    }
}
