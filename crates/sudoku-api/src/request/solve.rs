//! The requests that are grids: `{"grid": <grid>}` for `POST /solve` and
//! `POST /validate`, `{"grids": [<grid>, …]}` for a JSON batch, and one
//! line of an NDJSON batch. Each grid goes through the one grid format
//! ([`super::grid`]); in a batch a grid that does not decode is that
//! item's fault, never the whole request's.

use super::body::{duplicate_field, first_repeated, object, outline};
use super::field::Field;
use super::grid::{GridFormat, GridValue};
use super::shape::{Any, Lenient, Shape};
use super::{missing_grid, DecodeError};
use crate::answer::ErrorCode;
use crate::sudoku::Grid;

use serde::de::{Deserialize, DeserializeSeed, Deserializer, SeqAccess};

/// A decoded grid and the representation it came in (the answer uses it
/// too): the request of `/solve` and `/validate`, and a batch item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GridRequest {
    /// The grid (its givens may conflict: the solve reports it).
    pub grid: Grid,
    /// Its representation.
    pub format: GridFormat,
}

#[derive(Default, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
struct GridBody {
    grid: Field<GridValue>,
}

/// A grid value as a request, or 422 `invalid_grid` naming `place`.
fn grid_request(value: GridValue, place: &str) -> Result<GridRequest, DecodeError> {
    let (grid, format) = value.at(place)?;
    Ok(GridRequest { grid, format })
}

/// Decodes a `/solve` or `/validate` body `{"grid": <grid>}`: after the
/// body's own faults ([`super::body`]; a missing `grid` is 422
/// `invalid_grid`), 422 `invalid_grid` when `grid` is not a grid.
pub fn solve(bytes: &[u8]) -> Result<GridRequest, DecodeError> {
    let body: GridBody = object(bytes, &["grid"], Some(("grid", missing_grid)))?;
    grid_request(body.grid.0.ok_or_else(missing_grid)?, "grid")
}

/// Decodes a `/validate` body: the same as [`solve`]'s.
pub fn validate(bytes: &[u8]) -> Result<GridRequest, DecodeError> {
    solve(bytes)
}

#[derive(Default, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
struct BatchBody {
    grids: Field<Grids>,
}

/// The `grids` field: an array of grids, or something else (`None`).
struct Grids(Option<Vec<GridValue>>);

impl<'de> Deserialize<'de> for Grids {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Any(GridsOf).deserialize(d).map(Grids)
    }
}

struct GridsOf;

impl<'de> Lenient<'de> for GridsOf {
    type Value = Option<Vec<GridValue>>;

    fn other(self, _: Shape) -> Self::Value {
        None
    }
    fn seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut grids = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(4096));
        while let Some(g) = seq.next_element::<GridValue>()? {
            grids.push(g);
        }
        Ok(Some(grids))
    }
}

fn no_grids() -> DecodeError {
    DecodeError::invalid_request("grids: missing; expected an array of grids")
}

/// Decodes a JSON batch body `{"grids": [<grid>, …]}` into one result per
/// grid (a fault names its item: `grids[3][0]: …`); the body itself
/// failing (not JSON, not an object, no `grids` array, another field) is
/// the whole request's fault.
pub fn batch(bytes: &[u8]) -> Result<Vec<Result<GridRequest, DecodeError>>, DecodeError> {
    let body: BatchBody = object(bytes, &["grids"], Some(("grids", no_grids)))?;
    let Some(grids) = body.grids.0.ok_or_else(no_grids)?.0 else {
        return Err(DecodeError::invalid_request(
            "grids: expected an array of grids",
        ));
    };
    Ok(grids
        .into_iter()
        .enumerate()
        .map(|(i, g)| grid_request(g, &format!("grids[{i}]")))
        .collect())
}

/// Decodes one line of an NDJSON batch (already trimmed, not blank and not
/// a `#` comment), named `line {number}` in faults: JSON when it starts
/// with `"`, `[` or `{` (a grid, or `{"grid": <grid>}` with no other or
/// repeated field), else a raw 81-cell line. Every fault is the line's
/// (`invalid_grid`, or `invalid_request` for a repeated field).
pub fn ndjson_line(line: &str, number: usize) -> Result<GridRequest, DecodeError> {
    let place = format!("line {number}");
    let invalid = |detail: String| DecodeError::new(ErrorCode::InvalidGrid, detail);
    let not_json = |e| invalid(format!("{place}: not valid JSON: {e}"));
    if line.starts_with('{') {
        if let Ok(GridBody {
            grid: Field(Some(g)),
        }) = serde_json::from_str(line)
        {
            return grid_request(g, &place);
        }
        // A line that starts with `{` and is JSON is an object.
        let keys = outline(line.as_bytes())
            .map_err(not_json)?
            .unwrap_or_default();
        return Err(match first_repeated(&keys) {
            Some(key) => duplicate_field(&place, key),
            None => invalid(format!(
                "{place}: expected {{\"grid\": …}} and no other field"
            )),
        });
    }
    let value = if line.starts_with(['"', '[']) {
        serde_json::from_str::<GridValue>(line).map_err(not_json)?
    } else {
        GridValue::line(line)
    };
    grid_request(value, &place)
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn bodies() {
        let good = solve(format!(r#"{{"grid": "{P}"}}"#).as_bytes());
        assert_eq!(good.map(|r| r.format), Ok(GridFormat::Line));
        type Want = Result<GridFormat, (ErrorCode, &'static str)>;
        let cases: &[(&[u8], Want)] = &[
            (
                br#"{"grid": 42}"#,
                Err((
                    ErrorCode::InvalidGrid,
                    "grid: expected an array of 9 rows or a string of 81 cells, got 42",
                )),
            ),
            (
                br#"{"grid": null}"#,
                Err((
                    ErrorCode::InvalidGrid,
                    "grid: expected an array of 9 rows or a string of 81 cells, got null",
                )),
            ),
            (
                br#"{"grid": [[1,2]], "zz": 1, "mode": [1, {"a": null}]}"#,
                Err((
                    ErrorCode::InvalidRequest,
                    "body: unknown field \"mode\"; expected only \"grid\"",
                )),
            ),
            (
                br#"{"mode": 1}"#,
                Err((
                    ErrorCode::InvalidGrid,
                    "grid: missing; expected an array of 9 rows or a string of 81 cells",
                )),
            ),
            (
                br#"{"grid": 1, "grid": "12x"}"#,
                Err((
                    ErrorCode::InvalidRequest,
                    "body: duplicate field \"grid\"; a field may appear only once",
                )),
            ),
            (
                br#"{"a": 1, "a": 2}"#,
                Err((
                    ErrorCode::InvalidRequest,
                    "body: duplicate field \"a\"; a field may appear only once",
                )),
            ),
            (
                br#"[1]"#,
                Err((
                    ErrorCode::InvalidRequest,
                    "body: expected a JSON object, got an array",
                )),
            ),
            (
                br#""str""#,
                Err((
                    ErrorCode::InvalidRequest,
                    "body: expected a JSON object, got a string",
                )),
            ),
            (
                br#"{"grid": "#,
                Err((
                    ErrorCode::MalformedJson,
                    "request body is not valid JSON: EOF while parsing a value at line 1 column 9",
                )),
            ),
            (
                b"   ",
                Err((
                    ErrorCode::MalformedJson,
                    "request body is empty; expected a JSON object",
                )),
            ),
            (
                br#"{"grid": 1} x"#,
                Err((
                    ErrorCode::MalformedJson,
                    "request body is not valid JSON: trailing characters at line 1 column 13",
                )),
            ),
            // Malformed JSON after a bad value or field is still malformed.
            (
                br#"{"zz": 1, "grid": tru}"#,
                Err((
                    ErrorCode::MalformedJson,
                    "request body is not valid JSON: expected ident at line 1 column 22",
                )),
            ),
        ];
        for (body, want) in cases {
            let got = solve(body);
            assert_eq!(
                got.as_ref()
                    .map(|r| r.format)
                    .map_err(|p| (p.code, p.detail.as_str())),
                *want,
                "{}",
                String::from_utf8_lossy(body)
            );
        }
    }

    #[test]
    fn a_json_batch_answers_per_item() {
        let items = batch(format!(r#"{{"grids": ["{P}", 7, [[1]]]}}"#).as_bytes()).unwrap();
        assert!(items[0].is_ok());
        let details: Vec<_> = items[1..]
            .iter()
            .map(|i| i.as_ref().unwrap_err().detail.as_str())
            .collect();
        assert_eq!(
            details,
            [
                "grids[1]: expected an array of 9 rows or a string of 81 cells, got 7",
                "grids[2]: expected 9 rows, got 1",
            ]
        );
        for (body, detail) in [
            (&br#"{}"#[..], "grids: missing; expected an array of grids"),
            (br#"{"grids": 1}"#, "grids: expected an array of grids"),
            (
                br#"{"grids": [], "x": 1}"#,
                "body: unknown field \"x\"; expected only \"grids\"",
            ),
        ] {
            assert_eq!(batch(body).unwrap_err().detail, detail);
        }
    }

    #[test]
    fn an_ndjson_line_is_a_grid_or_a_body() {
        let ok = |line: &str| ndjson_line(line, 1).unwrap().format;
        assert_eq!(ok(P), GridFormat::Line);
        assert_eq!(ok(&format!("\"{P}\"")), GridFormat::Line);
        assert_eq!(ok(&format!(r#"{{"grid": "{P}"}}"#)), GridFormat::Line);
        let err = |line: &str| {
            let e = ndjson_line(line, 4).unwrap_err();
            (e.code, e.detail)
        };
        assert_eq!(
            err("null x"),
            (
                ErrorCode::InvalidGrid,
                "line 4: unexpected character 'n' at index 0 (row 0, col 0)".into()
            )
        );
        assert_eq!(
            err(r#"{"grid": 1, "x": 2}"#),
            (
                ErrorCode::InvalidGrid,
                "line 4: expected {\"grid\": …} and no other field".into()
            )
        );
        assert_eq!(
            err(r#"{"x": 1, "x": 2}"#),
            (
                ErrorCode::InvalidRequest,
                "line 4: duplicate field \"x\"; a field may appear only once".into()
            )
        );
        assert_eq!(
            err(r#"{"grid": [1,}"#).1,
            "line 4: not valid JSON: expected value at line 1 column 13"
        );
        assert_eq!(err("[1]").1, "line 4: expected 9 rows, got 1");
    }
}
