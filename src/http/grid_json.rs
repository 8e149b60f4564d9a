//! Decoding a JSON grid value into a core [`Grid`], with errors that name the
//! offending place (`grid[3][7]: …`).
//!
//! Two representations are accepted: an array of 9 rows of 9 entries (each an
//! integer 0-9 or `null`; 0 and `null` are empty) and a string of 81 cells
//! (`1`-`9`, `0` or `.` for empty, ASCII whitespace ignored).

use serde_json::Value;

use super::dto::GridFormat;
use super::extract::JsonObject;
use super::problem::{ErrorCode, Problem};
use crate::sudoku::{Grid, ParseError};

/// Takes the `grid` field of a request body and decodes it; any other field
/// is refused.
pub fn take_grid(body: &mut JsonObject) -> Result<(Grid, GridFormat), Problem> {
    let value = body.take("grid").ok_or_else(|| {
        Problem::new(
            ErrorCode::InvalidGrid,
            "grid: missing; expected an array of 9 rows or a string of 81 cells",
        )
    })?;
    body.deny_unknown(&["grid"])?;
    decode_grid(&value, "grid").map_err(|d| Problem::new(ErrorCode::InvalidGrid, d))
}

/// Decodes `value`, found at `path` (e.g. `grid` or `grids[4]`), into a grid
/// and the representation it used. The error is a `detail` message.
pub fn decode_grid(value: &Value, path: &str) -> Result<(Grid, GridFormat), String> {
    match value {
        Value::String(s) => Grid::parse(s)
            .map(|g| (g, GridFormat::Line))
            .map_err(|e| string_error(&e, path)),
        Value::Array(rows) => decode_rows(rows, path).map(|g| (g, GridFormat::Rows)),
        other => Err(format!(
            "{path}: expected an array of 9 rows or a string of 81 cells, got {}",
            describe(other)
        )),
    }
}

fn string_error(e: &ParseError, path: &str) -> String {
    // The core's messages already name the character, index, row and column.
    format!("{path}: {e}")
}

fn decode_rows(rows: &[Value], path: &str) -> Result<Grid, String> {
    if rows.len() != 9 {
        return Err(format!("{path}: expected 9 rows, got {}", rows.len()));
    }
    let mut cells = [[0u8; 9]; 9];
    for (r, row) in rows.iter().enumerate() {
        let Value::Array(entries) = row else {
            return Err(format!(
                "{path}[{r}]: expected an array of 9 entries, got {}",
                describe(row)
            ));
        };
        if entries.len() != 9 {
            return Err(format!(
                "{path}[{r}]: expected 9 entries, got {}",
                entries.len()
            ));
        }
        for (c, entry) in entries.iter().enumerate() {
            cells[r][c] = match entry {
                Value::Null => 0,
                Value::Number(n) => match cell_value(n) {
                    Some(v) => v,
                    None => return Err(entry_error(path, r, c, entry)),
                },
                _ => return Err(entry_error(path, r, c, entry)),
            };
        }
    }
    // Every value is 0..=9 by now, so the constructor cannot fail; map its
    // error anyway rather than unwrap.
    Grid::from_rows(&cells).map_err(|e| format!("{path}: {e}"))
}

/// A number as a cell value, an integer 0-9. JSON has one number type, and
/// JSON Schema's (so the OpenAPI document's) `integer` includes `7.0`: an
/// integral number is that integer however it is written.
fn cell_value(n: &serde_json::Number) -> Option<u8> {
    if let Some(v) = n.as_u64() {
        return u8::try_from(v).ok().filter(|&v| v <= 9);
    }
    let f = n.as_f64()?;
    (f.fract() == 0.0 && (0.0..=9.0).contains(&f)).then_some(f as u8)
}

fn entry_error(path: &str, r: usize, c: usize, got: &Value) -> String {
    format!(
        "{path}[{r}][{c}]: expected an integer 0-9 or null, got {}",
        describe(got)
    )
}

/// Names a JSON value in an error message without echoing large input.
fn describe(v: &Value) -> String {
    match v {
        Value::Null => "null".into(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => n.to_string(),
        Value::String(s) if s.chars().count() <= 20 => {
            serde_json::to_string(s).unwrap_or_else(|_| "a string".into())
        }
        Value::String(_) => "a string".into(),
        Value::Array(a) => format!("an array of {}", a.len()),
        Value::Object(_) => "an object".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

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
        assert!(decode_grid(&v, "grid").unwrap_err().ends_with("got \"5\""));
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
}
