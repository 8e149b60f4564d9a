//! `POST /solve/batch`: many grids in one request, one result per grid in
//! request order; one bad grid never fails the batch.
//!
//! Two formats:
//! * `application/json`: `{"grids": [<grid>, …]}` → `{"results": […]}`;
//! * `application/x-ndjson`: one grid per line (a raw 81-character line, a
//!   JSON grid, or `{"grid": …}`; blank and `#` lines skipped) → one JSON
//!   result per line, streamed as results complete, in order.
//!
//! Scheduling: the batch takes one place in the solver pool's admission (it
//! counts as one request), then splits its grids evenly into one chunk per
//! worker (at most [`MAX_CHUNK`] grids), at most one chunk per worker at a
//! time. A chunk's job keeps a solver thread for at most [`SLICE`]; what is
//! left of the chunk then queues again, behind whatever arrived meanwhile.
//! So a single `/solve` arriving during a batch waits for at most one slice
//! per worker, never for the whole batch, while a batch that fits in a
//! slice costs one hand-off per worker. The whole batch shares one deadline
//! (`batch_timeout_ms`); items not solved by then report `timeout`, and no
//! more work starts.
//!
//! Each answer is serialised where it is decided: a solver thread writes a
//! solved item's JSON straight into its slice's bytes, so the async side
//! only joins chunks of bytes (one body with its length for JSON, a stream
//! of chunks for NDJSON) instead of moving result structs around.

use std::convert::Infallible;
use std::fmt;
use std::ops::Range;
use std::sync::Arc;
use std::time::{Duration, Instant as StdInstant};

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue};
use axum::response::{IntoResponse, Response};
use futures_util::stream::{self, Stream, StreamExt};
use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::Serialize;
use serde_json::Value;
use tokio::time::Instant;

use crate::http::dto::{GridFormat, GridOut, StatsDto};
use crate::http::extract::{
    is_json_content_type, parse_one_field, read_body, unsupported_media_type,
};
use crate::http::grid_json::{GridError, GridValue};
use crate::http::metrics;
use crate::http::problem::{
    conflicting_problem, internal_error, pool_problem, unsolvable_problem, ErrorCode, Problem,
};
use crate::http::shape::Shape;
use crate::http::solver_pool::{Admission, PoolError};
use crate::http::state::{AppState, SolveFn};
use crate::sudoku::{Budget, Grid, Mode, Outcome, Report};

/// The NDJSON media type.
pub const NDJSON: &str = "application/x-ndjson";

/// One decoded input item.
enum Item {
    /// Not solvable as given: already answered.
    Rejected(Problem),
    /// To be solved.
    Grid {
        grid: Grid,
        format: GridFormat,
        /// How errors name the item.
        label: Label,
    },
}

/// How errors name an item: `grids[3]` or `line 4`; worded only when an
/// error needs it.
#[derive(Debug, Clone, Copy)]
enum Label {
    /// Index in the JSON `grids` array.
    Json(usize),
    /// 1-based line of an NDJSON body.
    Line(usize),
}

impl fmt::Display for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Label::Json(i) => write!(f, "grids[{i}]"),
            Label::Line(n) => write!(f, "line {n}"),
        }
    }
}

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
    solution: Option<GridOut>,
    /// Whether the solution is the only one.
    #[serde(skip_serializing_if = "Option::is_none")]
    unique: Option<bool>,
    /// Work done.
    #[serde(skip_serializing_if = "Option::is_none")]
    stats: Option<StatsDto>,
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

    fn solved(solution: GridOut, unique: bool, stats: StatsDto) -> Self {
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

fn is_ndjson(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|ct| ct.split(';').next())
        .is_some_and(|essence| essence.trim().eq_ignore_ascii_case(NDJSON))
}

/// The handler.
pub async fn solve_batch(State(state): State<AppState>, req: Request) -> Result<Response, Problem> {
    let deadline = Instant::now() + state.config.batch_timeout();
    let ndjson = is_ndjson(req.headers());
    if !ndjson && !is_json_content_type(req.headers()) {
        return Err(unsupported_media_type(
            req.headers(),
            "application/json or application/x-ndjson",
        ));
    }
    let limit = state.config.max_batch_body_bytes;
    let bytes = read_body(req, limit).await?;
    let items = if ndjson {
        parse_ndjson(&bytes)
    } else {
        parse_json_batch(&bytes)?
    };
    let max = state.config.max_batch_size;
    if items.len() as u64 > max {
        return Err(Problem::new(
            ErrorCode::BatchTooLarge,
            format!(
                "{}: {} grids, more than the limit of {max}",
                if ndjson { "body" } else { "grids" },
                items.len()
            ),
        ));
    }
    metrics::record_batch_size(items.len());
    let admission = Arc::new(state.pool.admit().map_err(|e| pool_problem(e, &state))?);
    let batch = Arc::new(Batch {
        items,
        ndjson,
        timeout_ms: state.config.batch_timeout_ms,
    });
    let chunks = run_batch(state, admission, batch, deadline);
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
    Ok(res)
}

/// The `grids` field: an array of grids, or something else (`None`).
struct Grids(Option<Vec<GridValue>>);

impl<'de> Deserialize<'de> for Grids {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(GridsVisitor)
    }
}

struct GridsVisitor;

impl<'de> Visitor<'de> for GridsVisitor {
    type Value = Grids;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an array of grids")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Grids, A::Error> {
        let mut grids = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(4096));
        while let Some(g) = seq.next_element::<GridValue>()? {
            grids.push(g);
        }
        Ok(Grids(Some(grids)))
    }
    // Anything else is read to its end (so malformed JSON is still found).
    fn visit_unit<E: de::Error>(self) -> Result<Grids, E> {
        Ok(Grids(None))
    }
    fn visit_bool<E: de::Error>(self, _: bool) -> Result<Grids, E> {
        Ok(Grids(None))
    }
    fn visit_u64<E: de::Error>(self, _: u64) -> Result<Grids, E> {
        Ok(Grids(None))
    }
    fn visit_i64<E: de::Error>(self, _: i64) -> Result<Grids, E> {
        Ok(Grids(None))
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<Grids, E> {
        Ok(Grids(None))
    }
    fn visit_str<E: de::Error>(self, _: &str) -> Result<Grids, E> {
        Ok(Grids(None))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Grids, A::Error> {
        while map.next_entry::<Shape, Shape>()?.is_some() {}
        Ok(Grids(None))
    }
}

fn parse_json_batch(bytes: &[u8]) -> Result<Vec<Item>, Problem> {
    let body = parse_one_field::<Grids>(bytes, "grids")?;
    let Grids(grids) = body.into_value(
        || {
            Problem::new(
                ErrorCode::InvalidRequest,
                "grids: missing; expected an array of grids",
            )
        },
        &["grids"],
    )?;
    let Some(grids) = grids else {
        return Err(Problem::new(
            ErrorCode::InvalidRequest,
            "grids: expected an array of grids",
        ));
    };
    Ok(grids
        .into_iter()
        .enumerate()
        .map(|(i, GridValue(g))| decode_item(g, Label::Json(i)))
        .collect())
}

fn parse_ndjson(bytes: &[u8]) -> Vec<Item> {
    let mut items = Vec::new();
    for (n, raw) in bytes.split(|&b| b == b'\n').enumerate() {
        let line = String::from_utf8_lossy(raw);
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let label = Label::Line(n + 1);
        if line.starts_with(['"', '[', '{']) {
            match serde_json::from_str::<Value>(line) {
                Ok(Value::Object(mut obj)) => match obj.remove("grid") {
                    Some(grid) if obj.is_empty() => items.push(decode_value(&grid, label)),
                    _ => items.push(Item::Rejected(Problem::new(
                        ErrorCode::InvalidGrid,
                        format!("{label}: expected {{\"grid\": …}} and no other field"),
                    ))),
                },
                Ok(value) => items.push(decode_value(&value, label)),
                Err(e) => items.push(Item::Rejected(Problem::new(
                    ErrorCode::InvalidGrid,
                    format!("{label}: not valid JSON: {e}"),
                ))),
            }
        } else {
            let grid = Grid::parse(line)
                .map(|g| (g, GridFormat::Line))
                .map_err(GridError::Line);
            items.push(decode_item(grid, label));
        }
    }
    items
}

fn decode_value(value: &Value, label: Label) -> Item {
    match GridValue::deserialize(value) {
        Ok(GridValue(grid)) => decode_item(grid, label),
        // A `Value` is always well-formed JSON; this is not reached.
        Err(e) => Item::Rejected(Problem::new(
            ErrorCode::InvalidGrid,
            format!("{label}: {e}"),
        )),
    }
}

fn decode_item(grid: Result<(Grid, GridFormat), GridError>, label: Label) -> Item {
    match grid {
        Err(e) => Item::Rejected(Problem::new(
            ErrorCode::InvalidGrid,
            e.detail(&label.to_string()),
        )),
        Ok((grid, _)) if grid.has_conflicts() => {
            Item::Rejected(conflicting_problem(&grid.conflicts(), &label.to_string()))
        }
        Ok((grid, format)) => Item::Grid {
            grid,
            format,
            label,
        },
    }
}

/// Longest a batch job keeps a solver thread (it always finishes at least
/// one grid): then the rest of its chunk goes back to the end of the pool's
/// queue, behind any single request that arrived meanwhile.
pub const SLICE: Duration = Duration::from_millis(1);

/// Most grids in one chunk.
pub const MAX_CHUNK: usize = 256;

/// Grids per chunk: the batch split evenly over the workers, so a batch
/// costs one hand-off per worker when it fits in a slice.
pub fn chunk_len(grids: usize, workers: usize) -> usize {
    grids.div_ceil(workers.max(1)).clamp(1, MAX_CHUNK)
}

/// A decoded batch, shared by its chunk jobs.
struct Batch {
    items: Vec<Item>,
    ndjson: bool,
    timeout_ms: u64,
}

/// How one item ended.
enum Verdict<'a> {
    /// Rejected when decoded.
    Rejected(&'a Problem),
    /// Solved (or found unsolvable, or cancelled), taking `micros`.
    Solved(Report, u64),
    /// Not reached before the batch's deadline.
    TimedOut,
    /// The pool failed the job.
    Failed(Problem),
}

impl Batch {
    /// Appends item `i`'s answer to `out`: a JSON object, after a comma
    /// unless it is the first (JSON), or followed by a newline (NDJSON).
    fn write(&self, out: &mut Vec<u8>, i: usize, verdict: Verdict<'_>) {
        // A rejected item only ever has its own problem written (the
        // label and format below serve the other verdicts).
        let (label, format) = match &self.items[i] {
            Item::Grid { label, format, .. } => (*label, *format),
            Item::Rejected(_) => (Label::Json(i), GridFormat::Line),
        };
        let problem;
        let mut item = match verdict {
            Verdict::Rejected(p) => BatchItem::error(p),
            Verdict::Solved(report, micros) => {
                let stats = StatsDto::new(report.stats, micros);
                match report.outcome {
                    Outcome::Unique(g) => BatchItem::solved(GridOut::new(&g, format), true, stats),
                    Outcome::Multiple { solution, .. } => {
                        BatchItem::solved(GridOut::new(&solution, format), false, stats)
                    }
                    outcome => {
                        problem = match outcome {
                            Outcome::Unsolvable => unsolvable_problem(&label.to_string()),
                            Outcome::Conflicting(c) => conflicting_problem(&c, &label.to_string()),
                            Outcome::Cancelled => self.timed_out(label),
                            // Mode::UNIQUE never yields a solution of unknown
                            // uniqueness.
                            _ => internal_error(),
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
        // Strings, numbers and arrays of them always serialise.
        let _ = serde_json::to_writer(&mut *out, &item);
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

/// Answers the items chunk by chunk, at most one chunk per worker at a
/// time, yielding each chunk's serialised answers in input order.
fn run_batch(
    state: AppState,
    admission: Arc<Admission>,
    batch: Arc<Batch>,
    deadline: Instant,
) -> impl Stream<Item = Bytes> + Send + 'static {
    let workers = state.pool.workers();
    let n = batch.items.len();
    let len = chunk_len(n, workers);
    let chunks: Vec<Range<usize>> = (0..n).step_by(len).map(|s| s..n.min(s + len)).collect();
    stream::iter(chunks)
        .map(move |range| {
            run_chunk(
                state.clone(),
                admission.clone(),
                batch.clone(),
                range,
                deadline,
            )
        })
        .buffered(workers)
}

/// Answers `batch.items[range]` on a solver thread until done, out of
/// budget, or [`SLICE`] has passed (it always gets through at least one
/// grid); returns the answers and the index it stopped at.
fn solve_slice(
    solver: &SolveFn,
    batch: &Batch,
    range: Range<usize>,
    budget: &Budget,
) -> (Vec<u8>, usize) {
    let mut out = Vec::with_capacity(range.len() * ITEM_BYTES);
    let began = StdInstant::now();
    for i in range.clone() {
        let grid = match &batch.items[i] {
            Item::Rejected(p) => {
                batch.write(&mut out, i, Verdict::Rejected(p));
                continue;
            }
            Item::Grid { grid, .. } => grid,
        };
        if budget.is_exhausted() {
            return (out, i);
        }
        let t0 = StdInstant::now();
        let report = solver(grid, Mode::UNIQUE, budget);
        let t1 = StdInstant::now();
        let elapsed = t1 - t0;
        metrics::record_solve(&report, elapsed);
        let micros = u64::try_from(elapsed.as_micros()).unwrap_or(u64::MAX);
        batch.write(&mut out, i, Verdict::Solved(report, micros));
        if t1 - began >= SLICE {
            return (out, i + 1);
        }
    }
    (out, range.end)
}

/// About the size of one item's answer (a solved 81-character grid).
const ITEM_BYTES: usize = 160;

async fn run_chunk(
    state: AppState,
    admission: Arc<Admission>,
    batch: Arc<Batch>,
    range: Range<usize>,
    deadline: Instant,
) -> Bytes {
    let mut out: Vec<u8> = Vec::new();
    let mut next = range.start;
    let mut failure = None;
    // A chunk of rejected items only needs no solver (nor a place in the
    // queue): the loop below the solving writes them.
    let needs_solver = batch.items[range.clone()]
        .iter()
        .any(|item| matches!(item, Item::Grid { .. }));
    while needs_solver && next < range.end {
        let (solver, b, slice) = (state.solver.clone(), batch.clone(), next..range.end);
        match admission
            .run(deadline, move |budget| {
                solve_slice(&solver, &b, slice, budget)
            })
            .await
        {
            Ok((bytes, stopped)) => {
                if out.is_empty() {
                    out = bytes;
                } else {
                    out.extend_from_slice(&bytes);
                }
                next = stopped;
                if stopped < range.end && Instant::now() >= deadline {
                    break;
                }
            }
            Err(e) => {
                failure = Some(e);
                break;
            }
        }
    }
    // Rejected items the solver did not get to, and what the deadline (or a
    // failing pool) left unanswered.
    for i in next..range.end {
        let verdict = match (&batch.items[i], failure) {
            (Item::Rejected(p), _) => Verdict::Rejected(p),
            (_, None | Some(PoolError::Timeout)) => Verdict::TimedOut,
            (_, Some(e)) => Verdict::Failed(pool_problem(e, &state)),
        };
        batch.write(&mut out, i, verdict);
    }
    Bytes::from(out)
}
