//! Output pieces shared by `solve`, `validate`, `grade` and `hint`: the
//! format switch, error lines (codes, details and the conflict JSON come
//! from the answer layer, [`crate::answer`], or from the endpoint's
//! problem, as the HTTP API's do), and conflicts in
//! compact text form. Everything here writes or serializes straight from
//! the core types, without building intermediate strings.

use std::fmt;
use std::io::{self, Write};

use clap::ValueEnum;
use serde::ser::{Serialize, Serializer};

use crate::answer::{ConflictsJson, ErrorCode, Failure, ProblemJson};
use crate::sudoku::{Conflict, Grid};

/// Output format of `solve` and `validate`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum Format {
    /// One plain line per puzzle.
    #[default]
    Text,
    /// One JSON object per line.
    Ndjson,
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
                write!(f, "{sep}r{}c{}", p.row(), p.col())?;
            }
        }
        Ok(())
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
    /// Stable code.
    pub code: ErrorCode,
    /// Human-readable detail (without the line number: `line` says it).
    pub detail: Shown<D>,
    /// For `conflicting_givens`: every conflict.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub conflicts: Option<ConflictsJson<'a>>,
}

/// Appends an error line to `out`: `error: <code> line <n>: <detail>` in
/// text, an [`ErrorLine`] in NDJSON (`conflicts` for conflicting givens).
///
/// [`write_failure`] writes the line for a solve's [`Failure`].
pub fn write_error(
    out: &mut Vec<u8>,
    format: Format,
    line: u64,
    code: ErrorCode,
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

/// Appends the error line of a solve's failure: the answer layer's code,
/// detail and conflicts. The command line solves without a budget, so a
/// cancelled solve is a bug (`internal`), not a timeout.
pub fn write_failure(out: &mut Vec<u8>, format: Format, line: u64, failure: Failure<'_>) {
    if failure == Failure::Cancelled {
        return write_error(
            out,
            format,
            line,
            ErrorCode::Internal,
            "the solver stopped before an answer",
            None,
        );
    }
    write_error(
        out,
        format,
        line,
        failure.code(),
        failure.detail(),
        failure.conflicts(),
    );
}

/// Appends the error line of an endpoint's problem (the flow the server
/// answers through, [`sudoku_api::endpoint`]): its code, its detail past
/// the request field it names ([`past_field`]), its conflicts.
pub fn write_problem(out: &mut Vec<u8>, format: Format, line: u64, problem: &ProblemJson) {
    write_error(
        out,
        format,
        line,
        problem.code,
        past_field(&problem.detail),
        problem.conflicts.as_deref(),
    );
}

/// A problem's detail without the request field it starts with (`grid: …`,
/// `givens: …`, `grid[0][2]: …`, `candidates[3][4]: …`: the API's details
/// name the place first): the command line names the puzzle by its line or
/// its argument, not by a JSON field. A detail that names no field is kept
/// whole.
pub fn past_field(detail: &str) -> &str {
    let Some((field, rest)) = detail.split_once(": ") else {
        return detail;
    };
    let (name, indexes) = field.split_at(field.find('[').unwrap_or(field.len()));
    let is_name = !name.is_empty() && name.bytes().all(|b| b.is_ascii_lowercase() || b == b'_');
    let are_indexes = indexes.is_empty()
        || indexes.ends_with(']')
            && indexes.split_terminator(']').all(|i| {
                i.strip_prefix('[')
                    .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
            });
    if is_name && are_indexes {
        rest
    } else {
        detail
    }
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
    use crate::answer::{GradeDetail, HintProblem};
    use crate::sudoku::logic::HintError;
    use crate::sudoku::{Pos, Uniqueness};
    use sudoku_api::endpoint::{self, Graded};
    use sudoku_api::text::Language;

    #[test]
    fn endpoint_problems_lose_their_field_and_keep_the_answer_layers_words() {
        let g: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
        let c = g.conflicts();
        let refused = |outcome| {
            endpoint::graded(&Graded::Refused(outcome), false, Language::En, 0, 1000).unwrap_err()
        };
        let mut cases = vec![
            (
                endpoint::check_givens(&g).unwrap_err(),
                Failure::Conflicting(&c).detail().to_string(),
            ),
            (
                refused(Uniqueness::Unsolvable),
                GradeDetail(Failure::Unsolvable).to_string(),
            ),
            (
                refused(Uniqueness::Multiple(g)),
                GradeDetail(Failure::MultipleSolutions).to_string(),
            ),
        ];
        let pos = Pos::new(2, 7).unwrap();
        for e in [
            HintError::GivenNotKept {
                pos,
                given: 5,
                found: 0,
            },
            HintError::MarkOutOfRange { pos, digit: 0 },
            HintError::Conflicting(c.clone()),
            HintError::Unsolvable,
            HintError::MultipleSolutions,
        ] {
            for sent_givens in [false, true] {
                let bare = HintProblem(&e, sent_givens).to_string();
                cases.push((endpoint::hint_problem(&e, sent_givens), bare));
            }
        }
        for (problem, bare) in cases {
            assert_ne!(problem.detail, bare, "the endpoint names a field");
            assert_eq!(past_field(&problem.detail), bare);
        }
        // A detail that names no field is whole.
        for whole in [
            "the grade did not finish within the 5 ms budget of grades, hints and generations",
            "cannot generate: no puzzle of the pool uses x_wing",
            "Grid: a capital",
            "grid[]: no index",
            "grid[2]x: after the index",
            "grid[2: unclosed",
        ] {
            assert_eq!(past_field(whole), whole);
        }
    }

    #[test]
    fn conflicts_render_compactly() {
        let g: Grid = format!("5.......5{}", ".".repeat(72)).parse().unwrap();
        let c = g.conflicts();
        assert_eq!(ConflictsCompact(&c).to_string(), "row0:5@r0c0,r0c8");
    }

    #[test]
    fn a_failure_line_carries_the_answer_layers_code_detail_and_conflicts() {
        let g: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
        let c = g.conflicts();
        let mut out = Vec::new();
        write_failure(&mut out, Format::Ndjson, 7, Failure::Conflicting(&c));
        let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
        assert_eq!(v["line"], 7);
        assert_eq!(v["error"]["code"], "conflicting_givens");
        assert_eq!(v["error"]["conflicts"].as_array().map(Vec::len), Some(2));
        assert!(v["error"]["detail"]
            .as_str()
            .unwrap()
            .ends_with("(and 1 more conflict)"));
        out.clear();
        write_failure(&mut out, Format::Text, 3, Failure::Unsolvable);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "error: unsolvable line 3: the givens are consistent but the puzzle has no solution\n"
        );
    }
}
