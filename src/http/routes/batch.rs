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

use std::convert::Infallible;
use std::fmt;
use std::sync::Arc;
use std::time::{Duration, Instant as StdInstant};

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue};
use axum::response::{IntoResponse, Response};
use axum::Json;
use futures_util::stream::{self, Stream, StreamExt};
use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::Serialize;
use serde_json::Value;
use tokio::time::Instant;

use crate::http::app::{AppState, SolveFn};
use crate::http::dto::{GridFormat, GridOut, StatsDto};
use crate::http::extract::{
    is_json_content_type, parse_one_field, read_body, unsupported_media_type,
};
use crate::http::grid_json::{GridError, GridValue, Shape};
use crate::http::jobs::{conflicting_problem, pool_problem, unsolvable_problem};
use crate::http::metrics;
use crate::http::middleware::internal_error;
use crate::http::problem::{ErrorCode, Problem};
use crate::http::solver_pool::{Admission, PoolError};
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

/// One output item.
#[derive(Debug, Serialize)]
pub struct BatchItem {
    /// Position in the batch (NDJSON answers only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub index: Option<usize>,
    /// `solved` or `error`.
    pub status: &'static str,
    /// The solution, in the item's representation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solution: Option<GridOut>,
    /// Whether the solution is the only one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unique: Option<bool>,
    /// Work done.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stats: Option<StatsDto>,
    /// The problem, for `error` items.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<Problem>,
}

impl BatchItem {
    fn error(problem: Problem) -> Self {
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

/// `200` answer of a JSON batch.
#[derive(Debug, Serialize)]
pub struct BatchResponse {
    /// One result per grid, in request order.
    pub results: Vec<BatchItem>,
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
    let results = run_batch(state, admission, items, deadline);
    if ndjson {
        let lines = results.enumerate().map(|(i, mut item)| {
            item.index = Some(i);
            let mut line = serde_json::to_vec(&item).unwrap_or_else(|_| b"{}".to_vec());
            line.push(b'\n');
            Ok::<_, Infallible>(Bytes::from(line))
        });
        let mut res = Body::from_stream(lines).into_response();
        res.headers_mut()
            .insert(header::CONTENT_TYPE, HeaderValue::from_static(NDJSON));
        Ok(res)
    } else {
        let results: Vec<BatchItem> = results.collect().await;
        Ok(Json(BatchResponse { results }).into_response())
    }
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

/// Solves the items chunk by chunk, at most one chunk per worker at a time,
/// yielding results in input order.
fn run_batch(
    state: AppState,
    admission: Arc<Admission>,
    items: Vec<Item>,
    deadline: Instant,
) -> impl Stream<Item = BatchItem> + Send + 'static {
    let workers = state.pool.workers();
    let len = chunk_len(items.len(), workers);
    let mut chunks: Vec<Vec<Item>> = Vec::new();
    let mut items = items.into_iter().peekable();
    while items.peek().is_some() {
        chunks.push(items.by_ref().take(len).collect());
    }
    stream::iter(chunks)
        .map(move |chunk| run_chunk(state.clone(), admission.clone(), chunk, deadline))
        .buffered(workers)
        .flat_map(stream::iter)
}

/// A solved grid and its solver time in microseconds; `None` when the
/// budget ran out before it started.
type Solved = Option<(Report, u64)>;

/// Solves `grids[start..]` until done, out of budget, or [`SLICE`] has
/// passed; returns one entry per grid it got to.
fn solve_slice(solver: &SolveFn, grids: &[Grid], budget: &Budget) -> Vec<Solved> {
    let began = StdInstant::now();
    let mut out = Vec::with_capacity(grids.len());
    for grid in grids {
        if budget.is_exhausted() {
            out.push(None);
            continue;
        }
        let t0 = StdInstant::now();
        let report = solver(grid, Mode::UNIQUE, budget);
        let t1 = StdInstant::now();
        let elapsed = t1 - t0;
        metrics::record_solve(&report, elapsed);
        out.push(Some((
            report,
            u64::try_from(elapsed.as_micros()).unwrap_or(u64::MAX),
        )));
        if t1 - began >= SLICE {
            break;
        }
    }
    out
}

async fn run_chunk(
    state: AppState,
    admission: Arc<Admission>,
    chunk: Vec<Item>,
    deadline: Instant,
) -> Vec<BatchItem> {
    let timeout_ms = state.config.batch_timeout_ms;
    let timed_out = move |label: Label| {
        metrics::record_timeout();
        Problem::new(
            ErrorCode::Timeout,
            format!("{label}: the batch did not finish within its {timeout_ms} ms budget"),
        )
    };
    let mut out: Vec<Option<BatchItem>> = Vec::with_capacity(chunk.len());
    let mut jobs = Vec::new();
    for (k, item) in chunk.into_iter().enumerate() {
        match item {
            Item::Rejected(p) => out.push(Some(BatchItem::error(p))),
            Item::Grid {
                grid,
                format,
                label,
            } => {
                out.push(None);
                jobs.push((k, grid, format, label));
            }
        }
    }
    if jobs.is_empty() {
        return out.into_iter().flatten().collect();
    }
    let grids: Arc<[Grid]> = jobs.iter().map(|j| j.1).collect();
    let mut reports: Vec<Solved> = Vec::with_capacity(grids.len());
    let mut failure = None;
    while reports.len() < grids.len() {
        let (solver, grids, start) = (state.solver.clone(), grids.clone(), reports.len());
        match admission
            .run(deadline, move |budget| {
                solve_slice(&solver, &grids[start..], budget)
            })
            .await
        {
            Ok(done) => reports.extend(done),
            Err(e) => {
                failure = Some(e);
                break;
            }
        }
    }
    let mut reports = reports.into_iter();
    for (k, _, format, label) in jobs {
        let name = || label.to_string();
        let item = match (reports.next(), failure) {
            (Some(Some((report, micros))), _) => {
                let stats = StatsDto::new(report.stats, micros);
                match report.outcome {
                    Outcome::Unique(g) => BatchItem::solved(GridOut::new(&g, format), true, stats),
                    Outcome::Multiple { solution, .. } => {
                        BatchItem::solved(GridOut::new(&solution, format), false, stats)
                    }
                    Outcome::Unsolvable => BatchItem::error(unsolvable_problem(&name())),
                    Outcome::Conflicting(c) => BatchItem::error(conflicting_problem(&c, &name())),
                    Outcome::Cancelled => BatchItem::error(timed_out(label)),
                    // Mode::UNIQUE never yields a solution of unknown uniqueness.
                    Outcome::Solved(_) => BatchItem::error(internal_error()),
                }
            }
            (Some(None), _) | (None, None | Some(PoolError::Timeout)) => {
                BatchItem::error(timed_out(label))
            }
            (None, Some(e)) => BatchItem::error(pool_problem(e, &state)),
        };
        out[k] = Some(item);
    }
    out.into_iter().flatten().collect()
}
