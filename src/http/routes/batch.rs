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
//! counts as one request), then runs its grids in chunks of [`CHUNK`], at most
//! one chunk per worker at a time. Every chunk waits for a worker in the
//! pool's first-come-first-served queue, so a single `/solve` arriving during
//! a batch waits for at most one chunk per worker, never for the whole
//! batch. The whole batch shares one deadline (`batch_timeout_ms`); items not
//! solved by then report `timeout`, and no more work starts.

use std::convert::Infallible;
use std::sync::Arc;
use std::time::Instant as StdInstant;

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue};
use axum::response::{IntoResponse, Response};
use axum::Json;
use futures_util::stream::{self, Stream, StreamExt};
use serde::Serialize;
use serde_json::Value;
use tokio::time::Instant;

use crate::http::app::AppState;
use crate::http::dto::{GridFormat, GridOut, StatsDto};
use crate::http::extract::{
    is_json_content_type, parse_object, read_body, unsupported_media_type, JsonObject,
};
use crate::http::grid_json::decode_grid;
use crate::http::jobs::{conflicting_problem, pool_problem, unsolvable_problem};
use crate::http::metrics;
use crate::http::middleware::internal_error;
use crate::http::problem::{ErrorCode, Problem};
use crate::http::solver_pool::Admission;
use crate::sudoku::{Grid, Mode, Outcome, Report};

/// Grids per pool job: small enough that single requests wait little behind
/// a batch, large enough that per-job overhead stays small.
pub const CHUNK: usize = 16;

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
        /// How errors name the item: `grids[3]` or `line 4`.
        label: String,
    },
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
    fn error(problem: &Problem) -> Self {
        BatchItem {
            index: None,
            status: "error",
            solution: None,
            unique: None,
            stats: None,
            error: Some(problem.clone()),
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

fn parse_json_batch(bytes: &[u8]) -> Result<Vec<Item>, Problem> {
    let mut body: JsonObject = parse_object(bytes)?;
    let grids = body.take("grids").ok_or_else(|| {
        Problem::new(
            ErrorCode::InvalidRequest,
            "grids: missing; expected an array of grids",
        )
    })?;
    body.deny_unknown(&["grids"])?;
    let Value::Array(grids) = grids else {
        return Err(Problem::new(
            ErrorCode::InvalidRequest,
            "grids: expected an array of grids",
        ));
    };
    Ok(grids
        .iter()
        .enumerate()
        .map(|(i, v)| decode_item(v, format!("grids[{i}]")))
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
        let label = format!("line {}", n + 1);
        if line.starts_with(['"', '[', '{']) {
            match serde_json::from_str::<Value>(line) {
                Ok(Value::Object(mut obj)) => match obj.remove("grid") {
                    Some(grid) if obj.is_empty() => items.push(decode_item(&grid, label)),
                    _ => items.push(Item::Rejected(Problem::new(
                        ErrorCode::InvalidGrid,
                        format!("{label}: expected {{\"grid\": …}} and no other field"),
                    ))),
                },
                Ok(value) => items.push(decode_item(&value, label)),
                Err(e) => items.push(Item::Rejected(Problem::new(
                    ErrorCode::InvalidGrid,
                    format!("{label}: not valid JSON: {e}"),
                ))),
            }
        } else {
            items.push(decode_item(&Value::String(line.to_string()), label));
        }
    }
    items
}

fn decode_item(value: &Value, label: String) -> Item {
    match decode_grid(value, &label) {
        Err(detail) => Item::Rejected(Problem::new(ErrorCode::InvalidGrid, detail)),
        Ok((grid, _)) if grid.has_conflicts() => {
            Item::Rejected(conflicting_problem(&grid.conflicts(), &label))
        }
        Ok((grid, format)) => Item::Grid {
            grid,
            format,
            label,
        },
    }
}

/// Solves the items chunk by chunk, at most one chunk per worker at a time,
/// yielding results in input order.
fn run_batch(
    state: AppState,
    admission: Arc<Admission>,
    items: Vec<Item>,
    deadline: Instant,
) -> impl Stream<Item = BatchItem> + Send + 'static {
    let workers = state.config.concurrent_solves().max(1);
    let mut chunks: Vec<Vec<Item>> = Vec::new();
    let mut items = items.into_iter().peekable();
    while items.peek().is_some() {
        chunks.push(items.by_ref().take(CHUNK).collect());
    }
    stream::iter(chunks)
        .map(move |chunk| run_chunk(state.clone(), admission.clone(), chunk, deadline))
        .buffered(workers)
        .flat_map(stream::iter)
}

async fn run_chunk(
    state: AppState,
    admission: Arc<Admission>,
    chunk: Vec<Item>,
    deadline: Instant,
) -> Vec<BatchItem> {
    let timeout_ms = state.config.batch_timeout_ms;
    let timed_out = move |label: &str| {
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
            Item::Rejected(p) => out.push(Some(BatchItem::error(&p))),
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
    let grids: Vec<Grid> = jobs.iter().map(|j| j.1).collect();
    let solver = state.solver.clone();
    let reports = admission
        .run(deadline, move |budget| {
            let mut reports: Vec<Option<(Report, u64)>> = Vec::with_capacity(grids.len());
            for grid in &grids {
                if budget.is_exhausted() {
                    reports.push(None);
                    continue;
                }
                let t0 = StdInstant::now();
                let report = solver(grid, Mode::UNIQUE, budget);
                let micros = u64::try_from(t0.elapsed().as_micros()).unwrap_or(u64::MAX);
                metrics::record_solve(&report, t0.elapsed());
                reports.push(Some((report, micros)));
            }
            reports
        })
        .await;
    for (n, (k, _, format, label)) in jobs.into_iter().enumerate() {
        let item = match &reports {
            Err(crate::http::solver_pool::PoolError::Timeout) => {
                BatchItem::error(&timed_out(&label))
            }
            Err(e) => BatchItem::error(&pool_problem(*e, &state)),
            Ok(reports) => match reports.get(n).cloned().flatten() {
                None => BatchItem::error(&timed_out(&label)),
                Some((report, micros)) => {
                    let stats = StatsDto::new(report.stats, micros);
                    match report.outcome {
                        Outcome::Unique(g) => {
                            BatchItem::solved(GridOut::new(&g, format), true, stats)
                        }
                        Outcome::Multiple { solution, .. } => {
                            BatchItem::solved(GridOut::new(&solution, format), false, stats)
                        }
                        Outcome::Unsolvable => BatchItem::error(&unsolvable_problem(&label)),
                        Outcome::Conflicting(c) => {
                            BatchItem::error(&conflicting_problem(&c, &label))
                        }
                        Outcome::Cancelled => BatchItem::error(&timed_out(&label)),
                        // Mode::UNIQUE never yields a solution of unknown uniqueness.
                        Outcome::Solved(_) => BatchItem::error(&internal_error()),
                    }
                }
            },
        };
        out[k] = Some(item);
    }
    out.into_iter().flatten().collect()
}
