//! Batch answers → bytes: each item's JSON, written where its answer is
//! decided (on the solver thread for solved grids), and the response body
//! assembled from chunks of those bytes: one body with its length for JSON,
//! a stream for NDJSON.

use std::convert::Infallible;

use axum::body::{Body, Bytes};
use axum::http::{header, HeaderValue};
use axum::response::{IntoResponse, Response};
use futures_util::stream::{Stream, StreamExt};
use serde::Serialize;

use crate::answer::{Failure, GridFormat, GridJson, StatsJson, Verdict as Answer};
use crate::http::decode::batch::{Item, Label};
use crate::http::metrics;
use crate::http::problem::{answered_problem, ErrorCode, Problem};
use crate::sudoku::{Grid, Report, Uniqueness};

/// The NDJSON media type.
pub const NDJSON: &str = "application/x-ndjson";

/// One output item, serialised as soon as it is known (on the solver
/// thread for solved grids) into the answer's bytes.
#[derive(Debug, Serialize)]
struct BatchItem<'a> {
    /// Position in the batch (NDJSON answers only).
    #[serde(skip_serializing_if = "Option::is_none")]
    index: Option<usize>,
    /// `solved` or `error`.
    status: &'static str,
    /// The solution, in the item's representation.
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<GridJson<'a>>,
    /// Whether the solution is the only one.
    #[serde(skip_serializing_if = "Option::is_none")]
    unique: Option<bool>,
    /// Work done.
    #[serde(skip_serializing_if = "Option::is_none")]
    stats: Option<StatsJson>,
    /// The problem, for `error` items.
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<&'a Problem>,
}

impl<'a> BatchItem<'a> {
    fn error(problem: &'a Problem) -> Self {
        BatchItem {
            index: None,
            status: "error",
            solution: None,
            unique: None,
            stats: None,
            error: Some(problem),
        }
    }

    fn solved(solution: GridJson<'a>, unique: bool, stats: StatsJson) -> Self {
        BatchItem {
            index: None,
            status: "solved",
            solution: Some(solution),
            unique: Some(unique),
            stats: Some(stats),
            error: None,
        }
    }
}

/// A decoded batch, shared by its chunk jobs, and how its answers are
/// written.
#[derive(Debug)]
pub struct Batch {
    /// The items, in request order.
    pub items: Vec<Item>,
    /// Whether the answer is NDJSON (else JSON).
    pub ndjson: bool,
    /// The batch's budget, for the `timeout` detail.
    pub timeout_ms: u64,
}

/// How one item ended.
#[derive(Debug)]
pub enum Verdict<'a> {
    /// Rejected when decoded.
    Rejected(&'a Problem),
    /// Solved (or found unsolvable, or cancelled), taking `.1` microseconds.
    Solved(Report<Uniqueness>, u64),
    /// Not reached before the batch's deadline.
    TimedOut,
    /// The pool failed the job.
    Failed(Problem),
}

impl Batch {
    /// Appends item `i`'s answer to `out`: a JSON object, after a comma
    /// unless it is the first (JSON), or followed by a newline (NDJSON).
    pub fn write(&self, out: &mut Vec<u8>, i: usize, verdict: Verdict<'_>) {
        // A rejected item only ever has its own problem written (the
        // label and format below serve the other verdicts).
        let (label, format) = match &self.items[i] {
            Item::Grid { label, format, .. } => (*label, *format),
            Item::Rejected(_) => (Label::Json(i), GridFormat::Line),
        };
        let problem;
        let report;
        let mut item = match verdict {
            Verdict::Rejected(p) => BatchItem::error(p),
            Verdict::Solved(solved, micros) => {
                report = solved;
                let stats = StatsJson::new(report.stats, micros);
                match Answer::of_unique(&report.outcome, false) {
                    Answer::Solution { grid, unique } => {
                        BatchItem::solved(GridJson(grid, format), unique == Some(true), stats)
                    }
                    Answer::Failure(failure) => {
                        problem = match failure {
                            Failure::Cancelled => self.timed_out(label),
                            failure => answered_problem(failure, &label.to_string()),
                        };
                        BatchItem::error(&problem)
                    }
                }
            }
            Verdict::TimedOut => {
                problem = self.timed_out(label);
                BatchItem::error(&problem)
            }
            Verdict::Failed(p) => {
                problem = p;
                BatchItem::error(&problem)
            }
        };
        if self.ndjson {
            item.index = Some(i);
        } else if i > 0 {
            out.push(b',');
        }
        match item {
            BatchItem {
                solution: Some(GridJson(grid, GridFormat::Line)),
                unique: Some(unique),
                stats: Some(stats),
                error: None,
                ..
            } => write_solved_line(out, item.index, grid, unique, stats),
            // Strings, numbers and arrays of them always serialise.
            _ => {
                let _ = serde_json::to_writer(&mut *out, &item);
            }
        }
        if self.ndjson {
            out.push(b'\n');
        }
    }

    fn timed_out(&self, label: Label) -> Problem {
        metrics::record_timeout();
        Problem::new(
            ErrorCode::Timeout,
            format!(
                "{label}: the batch did not finish within its {} ms budget",
                self.timeout_ms
            ),
        )
    }
}

/// Appends the JSON of a solved item whose solution is a line, byte for
/// byte what serde writes for the same [`BatchItem`] (a test holds the two
/// equal). Most items of a batch are these, and serde_json's escape scan of
/// the 81 digits plus its per-field calls cost about a fifth as much as the
/// solve itself; digits never need escaping.
fn write_solved_line(
    out: &mut Vec<u8>,
    index: Option<usize>,
    grid: &Grid,
    unique: bool,
    stats: StatsJson,
) {
    let mut n = itoa::Buffer::new();
    out.push(b'{');
    if let Some(i) = index {
        out.extend_from_slice(b"\"index\":");
        out.extend_from_slice(n.format(i).as_bytes());
        out.push(b',');
    }
    out.extend_from_slice(b"\"status\":\"solved\",\"solution\":\"");
    out.extend(grid.cells().iter().map(|&d| b'0' + d));
    out.extend_from_slice(if unique {
        b"\",\"unique\":true,\"stats\":{\"guesses\":"
    } else {
        b"\",\"unique\":false,\"stats\":{\"guesses\":"
    });
    out.extend_from_slice(n.format(stats.guesses).as_bytes());
    out.extend_from_slice(b",\"nodes\":");
    out.extend_from_slice(n.format(stats.nodes).as_bytes());
    out.extend_from_slice(b",\"micros\":");
    out.extend_from_slice(n.format(stats.micros).as_bytes());
    out.extend_from_slice(b"}}");
}

/// The response from the chunks of serialised answers, in order: an NDJSON
/// stream sent as chunks complete, or one JSON body `{"results": […]}`
/// with its length.
pub async fn respond(chunks: impl Stream<Item = Bytes> + Send + 'static, ndjson: bool) -> Response {
    let mut res = if ndjson {
        Body::from_stream(chunks.map(Ok::<_, Infallible>)).into_response()
    } else {
        // One body with its length: the items are already serialised,
        // each after a comma but the first.
        let parts: Vec<Bytes> = chunks.collect().await;
        let len = parts.iter().map(Bytes::len).sum::<usize>();
        let mut body = Vec::with_capacity(len + 16);
        body.extend_from_slice(b"{\"results\":[");
        for part in &parts {
            body.extend_from_slice(part);
        }
        body.extend_from_slice(b"]}");
        Body::from(body).into_response()
    };
    let media_type = if ndjson { NDJSON } else { "application/json" };
    res.headers_mut()
        .insert(header::CONTENT_TYPE, HeaderValue::from_static(media_type));
    res
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::Grid;

    /// The hand-written solved item is exactly serde's: same fields, same
    /// order, same number formatting, with and without an index.
    #[test]
    fn solved_line_matches_serde() {
        let grid = Grid::parse(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        )
        .unwrap();
        let numbers = [0, 1, 9, 10, 12_345, u64::from(u32::MAX), u64::MAX];
        for index in [None, Some(0), Some(7), Some(123_456)] {
            for unique in [true, false] {
                for (k, &guesses) in numbers.iter().enumerate() {
                    let stats = StatsJson {
                        guesses,
                        nodes: numbers[(k + 3) % numbers.len()],
                        micros: numbers[(k + 5) % numbers.len()],
                    };
                    let mut item =
                        BatchItem::solved(GridJson(&grid, GridFormat::Line), unique, stats);
                    item.index = index;
                    let by_serde = serde_json::to_vec(&item).unwrap();
                    let mut by_hand = Vec::new();
                    write_solved_line(&mut by_hand, index, &grid, unique, stats);
                    assert_eq!(
                        String::from_utf8(by_hand).unwrap(),
                        String::from_utf8(by_serde).unwrap()
                    );
                }
            }
        }
    }
}
