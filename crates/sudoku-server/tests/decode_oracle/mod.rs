//! The request decoding as it was first written, over a `serde_json::Value`
//! tree: parse the whole body into a tree, then walk it. The service now
//! decodes straight from the bytes (`sudoku_api::request::solve`, the
//! NDJSON line decoder); this independent version stays here as the oracle the tests
//! compare it with (same answer, same code, same detail, for any input).

use serde_json::Value;
use sudoku_server::answer::GridFormat;
use sudoku_server::http::problem::ErrorCode;
use sudoku_server::sudoku::Grid;

/// A decoded grid, or the problem's code and detail.
pub type Answer = Result<(Grid, GridFormat), (ErrorCode, String)>;

/// How an error message names a value, never echoing large input.
fn shape(v: &Value) -> String {
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

/// How a whole body of this kind is named.
fn article(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// An integer 0-9 however written (`7`, `7.0`), or `null` (0).
fn cell(v: &Value) -> Option<u8> {
    match v {
        Value::Null => Some(0),
        Value::Number(n) => {
            if let Some(u) = n.as_u64() {
                return u8::try_from(u).ok().filter(|&u| u <= 9);
            }
            let f = n.as_f64()?;
            (f.fract() == 0.0 && (0.0..=9.0).contains(&f)).then_some(f as u8)
        }
        _ => None,
    }
}

/// A one-character string cell: `"1"`-`"9"`, or `"."`, `"0"`, `""` (0).
fn char_cell(v: &Value) -> Option<u8> {
    match v.as_str()? {
        "" | "." => Some(0),
        s if s.len() == 1 => s.parse::<u8>().ok(),
        _ => None,
    }
}

/// The grid at `path` in a JSON tree; the error is the `detail`. The row
/// count is checked first, then the rows in order, each row's length
/// before its entries. A board is of strings when its first cell is a
/// string, else of integers; a cell of the other kind says so.
pub fn decode_grid(value: &Value, path: &str) -> Result<(Grid, GridFormat), String> {
    match value {
        Value::String(s) => Grid::parse(s)
            .map(|g| (g, GridFormat::Line))
            .map_err(|e| format!("{path}: {e}")),
        Value::Array(rows) => {
            if rows.len() != 9 {
                return Err(format!("{path}: expected 9 rows, got {}", rows.len()));
            }
            let mut cells = [[0u8; 9]; 9];
            let strings = rows
                .first()
                .and_then(Value::as_array)
                .and_then(|row| row.first())
                .is_some_and(Value::is_string);
            let (expected, other, format) = if strings {
                (
                    r#""1"-"9", "." or "0""#,
                    "a number or null",
                    GridFormat::Chars,
                )
            } else {
                ("an integer 0-9 or null", "a string", GridFormat::Rows)
            };
            for (r, row) in rows.iter().enumerate() {
                let Value::Array(entries) = row else {
                    return Err(format!(
                        "{path}[{r}]: expected an array of 9 entries, got {}",
                        shape(row)
                    ));
                };
                if entries.len() != 9 {
                    return Err(format!(
                        "{path}[{r}]: expected 9 entries, got {}",
                        entries.len()
                    ));
                }
                for (c, entry) in entries.iter().enumerate() {
                    let value = if strings {
                        char_cell(entry)
                    } else {
                        cell(entry)
                    };
                    cells[r][c] = value.ok_or_else(|| {
                        let mixed = match other {
                            "a string" => entry.is_string(),
                            _ => entry.is_number() || entry.is_null(),
                        };
                        let note = if mixed {
                            " (a board is all integers and null, or all strings, as its first cell says)"
                        } else {
                            ""
                        };
                        format!(
                            "{path}[{r}][{c}]: expected {expected}, got {}{note}",
                            shape(entry)
                        )
                    })?;
                }
            }
            Grid::from_rows(&cells)
                .map(|g| (g, format))
                .map_err(|e| format!("{path}: {e}"))
        }
        other => Err(format!(
            "{path}: expected an array of 9 rows or a string of 81 cells, got {}",
            shape(other)
        )),
    }
}

/// The first key of a JSON object text (already known to be valid JSON)
/// that repeats an earlier one, in reading order; `None` for any other
/// value.
fn first_repeated_key(text: &[u8]) -> Option<String> {
    struct Keys(Vec<String>);
    impl<'de> serde::Deserialize<'de> for Keys {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            struct V;
            impl<'de> serde::de::Visitor<'de> for V {
                type Value = Keys;
                fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                    f.write_str("an object")
                }
                fn visit_map<A: serde::de::MapAccess<'de>>(
                    self,
                    mut m: A,
                ) -> Result<Keys, A::Error> {
                    let mut keys = Vec::new();
                    while let Some((k, _)) = m.next_entry::<String, serde::de::IgnoredAny>()? {
                        keys.push(k);
                    }
                    Ok(Keys(keys))
                }
            }
            d.deserialize_map(V)
        }
    }
    let Keys(keys) = serde_json::from_slice(text).ok()?;
    let mut seen = std::collections::HashSet::new();
    keys.into_iter().find(|k| !seen.insert(k.clone()))
}

fn duplicate(place: &str, key: &str) -> (ErrorCode, String) {
    (
        ErrorCode::InvalidRequest,
        format!(
            "{place}: duplicate field {}; a field may appear only once",
            serde_json::to_string(key).unwrap_or_default()
        ),
    )
}

/// A `/solve` or `/validate` body: JSON syntax (400), an object (422
/// `invalid_request`), no repeated key (422 `invalid_request`), a `grid`
/// field (422 `invalid_grid`), no other field (422 `invalid_request`,
/// naming the first in key order), a grid.
pub fn grid_body(bytes: &[u8]) -> Answer {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err((
            ErrorCode::MalformedJson,
            "request body is empty; expected a JSON object".into(),
        ));
    }
    let value: Value = serde_json::from_slice(bytes).map_err(|e| {
        (
            ErrorCode::MalformedJson,
            format!("request body is not valid JSON: {e}"),
        )
    })?;
    let Value::Object(mut body) = value else {
        return Err((
            ErrorCode::InvalidRequest,
            format!("body: expected a JSON object, got {}", article(&value)),
        ));
    };
    if let Some(k) = first_repeated_key(bytes) {
        return Err(duplicate("body", &k));
    }
    let grid = body.remove("grid").ok_or_else(|| {
        (
            ErrorCode::InvalidGrid,
            "grid: missing; expected an array of 9 rows or a string of 81 cells".to_string(),
        )
    })?;
    if let Some(k) = body.keys().next() {
        return Err((
            ErrorCode::InvalidRequest,
            format!(
                "body: unknown field {}; expected only \"grid\"",
                serde_json::to_string(k).unwrap_or_default()
            ),
        ));
    }
    decode_grid(&grid, "grid").map_err(|d| (ErrorCode::InvalidGrid, d))
}

/// One NDJSON line of a batch (not blank, not a comment), labelled `line
/// {n}`: JSON when it starts with `"`, `[` or `{` (a grid, or
/// `{"grid": …}`, no repeated key and no other field), else a raw 81-cell
/// line. Grids with
/// conflicting givens are refused later, not here.
pub fn ndjson_line(line: &str, n: usize) -> Answer {
    let label = format!("line {n}");
    let invalid = |d: String| (ErrorCode::InvalidGrid, d);
    if !line.starts_with(['"', '[', '{']) {
        return Grid::parse(line)
            .map(|g| (g, GridFormat::Line))
            .map_err(|e| invalid(format!("{label}: {e}")));
    }
    match serde_json::from_str::<Value>(line) {
        Ok(Value::Object(_)) if first_repeated_key(line.as_bytes()).is_some() => {
            let k = first_repeated_key(line.as_bytes()).unwrap_or_default();
            Err(duplicate(&label, &k))
        }
        Ok(Value::Object(mut obj)) => match obj.remove("grid") {
            Some(grid) if obj.is_empty() => decode_grid(&grid, &label).map_err(invalid),
            _ => Err(invalid(format!(
                "{label}: expected {{\"grid\": …}} and no other field"
            ))),
        },
        Ok(value) => decode_grid(&value, &label).map_err(invalid),
        Err(e) => Err(invalid(format!("{label}: not valid JSON: {e}"))),
    }
}
