//! Output pieces shared by `solve` and `validate`: the format switch, the
//! stable error codes (the same as the HTTP API's), and conflicts in JSON and
//! compact text form. Everything here writes or serializes straight from the
//! core types, without building intermediate strings.

use std::fmt;
use std::io::{self, Write};

use clap::ValueEnum;
use serde::ser::{Serialize, SerializeStruct, Serializer};

use crate::sudoku::{Conflict, Grid, Pos};

/// Output format of `solve` and `validate`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum Format {
    /// One plain line per puzzle.
    #[default]
    Text,
    /// One JSON object per line.
    Ndjson,
}

/// Stable error codes, the same as the HTTP API's.
pub mod code {
    /// The line is not a grid (bad character, wrong length).
    pub const INVALID_GRID: &str = "invalid_grid";
    /// The givens repeat a digit in a row, column or box.
    pub const CONFLICTING_GIVENS: &str = "conflicting_givens";
    /// The givens are consistent but no solution exists.
    pub const UNSOLVABLE: &str = "unsolvable";
    /// `--strict`: more than one solution exists.
    pub const MULTIPLE_SOLUTIONS: &str = "multiple_solutions";
    /// The solver stopped without an answer (cannot happen without a budget).
    pub const INTERNAL: &str = "internal";
}

/// Serializes any `Display` value as a JSON string, without allocating.
pub struct Shown<T>(pub T);

impl<T: fmt::Display> Serialize for Shown<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&self.0)
    }
}

/// A grid as its 81-character line (digits, `.` for empty).
pub fn grid_str(grid: &Grid) -> Shown<&Grid> {
    Shown(grid)
}

/// Every conflict as one sentence each, joined by `; `.
pub struct ConflictsDetail<'a>(pub &'a [Conflict]);

impl fmt::Display for ConflictsDetail<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, c) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

/// Conflicts in compact form: `row0:5@r0c0,r0c8 box0:5@r0c0,r1c1`.
pub struct ConflictsCompact<'a>(pub &'a [Conflict]);

impl fmt::Display for ConflictsCompact<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, c) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{}{}:{}@", c.unit.kind, c.unit.index, c.digit)?;
            for (k, p) in c.cells.iter().enumerate() {
                let sep = if k == 0 { "" } else { "," };
                write!(f, "{sep}r{}c{}", p.row, p.col)?;
            }
        }
        Ok(())
    }
}

/// Conflicts as the HTTP API's JSON array:
/// `[{"unit":"row","index":0,"digit":5,"cells":[{"row":0,"col":0},…]},…]`.
pub struct ConflictsJson<'a>(pub &'a [Conflict]);

impl Serialize for ConflictsJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(ConflictJson))
    }
}

struct ConflictJson<'a>(&'a Conflict);

impl Serialize for ConflictJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let c = self.0;
        let mut st = s.serialize_struct("Conflict", 4)?;
        st.serialize_field("unit", c.unit.kind.as_str())?;
        st.serialize_field("index", &c.unit.index)?;
        st.serialize_field("digit", &c.digit)?;
        st.serialize_field("cells", &CellsJson(&c.cells))?;
        st.end()
    }
}

struct CellsJson<'a>(&'a [Pos]);

impl Serialize for CellsJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(|p| CellJson(*p)))
    }
}

struct CellJson(Pos);

impl Serialize for CellJson {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Cell", 2)?;
        st.serialize_field("row", &self.0.row)?;
        st.serialize_field("col", &self.0.col)?;
        st.end()
    }
}

/// An error line in NDJSON: `{"line":n,"error":{"code":…,"detail":…}}`,
/// with `conflicts` inside `error` for conflicting givens (as the HTTP
/// error body carries them).
#[derive(serde::Serialize)]
#[serde(bound(serialize = "D: fmt::Display"))]
pub struct ErrorLine<'a, D: fmt::Display> {
    /// 1-based input line.
    pub line: u64,
    /// The error object.
    pub error: ErrorBody<'a, D>,
}

/// The `error` object of an [`ErrorLine`].
#[derive(serde::Serialize)]
#[serde(bound(serialize = "D: fmt::Display"))]
pub struct ErrorBody<'a, D: fmt::Display> {
    /// Stable code, see [`code`].
    pub code: &'static str,
    /// Human-readable detail (without the line number: `line` says it).
    pub detail: Shown<D>,
    /// For `conflicting_givens`: every conflict.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub conflicts: Option<ConflictsJson<'a>>,
}

/// Appends an error line to `out`: `error: <code> line <n>: <detail>` in
/// text, an [`ErrorLine`] in NDJSON (`conflicts` for conflicting givens).
pub fn write_error(
    out: &mut Vec<u8>,
    format: Format,
    line: u64,
    code: &'static str,
    detail: impl fmt::Display,
    conflicts: Option<&[Conflict]>,
) {
    in_memory(match format {
        Format::Text => writeln!(out, "error: {code} line {line}: {detail}"),
        Format::Ndjson => write_json_line(
            out,
            &ErrorLine {
                line,
                error: ErrorBody {
                    code,
                    detail: Shown(detail),
                    conflicts: conflicts.map(ConflictsJson),
                },
            },
        ),
    })
}

/// Appends `value` as one JSON line to `out`.
pub fn write_json_line(out: &mut Vec<u8>, value: &impl Serialize) -> io::Result<()> {
    serde_json::to_writer(&mut *out, value)?;
    out.push(b'\n');
    Ok(())
}

/// Accepts the result of writing to memory. A `Vec<u8>` never refuses
/// bytes and our `Display`/`Serialize` impls never fail, so an error here
/// is a bug; debug builds say so, release builds keep going.
pub fn in_memory(result: io::Result<()>) {
    debug_assert!(result.is_ok(), "writing to memory failed: {result:?}");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conflicts_render_compactly_and_as_json() {
        let g: Grid = format!("5.......5{}", ".".repeat(72)).parse().unwrap();
        let c = g.conflicts();
        assert_eq!(ConflictsCompact(&c).to_string(), "row0:5@r0c0,r0c8");
        assert_eq!(
            serde_json::to_string(&ConflictsJson(&c)).unwrap(),
            r#"[{"unit":"row","index":0,"digit":5,"cells":[{"row":0,"col":0},{"row":0,"col":8}]}]"#
        );
        assert_eq!(
            ConflictsDetail(&c).to_string(),
            "digit 5 repeats in row 0 at (row 0, col 0), (row 0, col 8)"
        );
    }
}
