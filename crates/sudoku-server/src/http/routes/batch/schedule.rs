//! Running a batch's items on the solver pool: chunks, slices, one
//! deadline (the scheduling described in [the batch module](super)).

use std::ops::Range;
use std::sync::Arc;
use std::time::{Duration, Instant as StdInstant};

use axum::body::Bytes;
use futures_util::stream::{self, Stream, StreamExt};
use tokio::time::Instant;

use super::encode::{Batch, Verdict};
use crate::http::decode::batch::Item;
use crate::http::execution::jobs::pool_problem;
use crate::http::execution::solver_pool::{Admission, PoolError};
use crate::http::metrics;
use crate::http::state::{AppState, SolveFn};
use crate::http::trace_context;
use crate::sudoku::Budget;
use crate::telemetry;

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

/// Answers the items chunk by chunk, at most one chunk per worker at a
/// time, yielding each chunk's serialised answers in input order.
pub fn run_batch(
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
    let start = range.start;
    let (out, stopped) = solve_slice_items(solver, batch, range, budget);
    if telemetry::traces_on() {
        trace_context::record_count("sudoku.grids", (stopped - start) as u64);
    }
    (out, stopped)
}

/// [`solve_slice`]'s loop.
fn solve_slice_items(
    solver: &SolveFn,
    batch: &Batch,
    range: Range<usize>,
    budget: &Budget,
) -> (Vec<u8>, usize) {
    let mut out = Vec::with_capacity(range.len() * ITEM_BYTES);
    // Recorded when it goes out of scope, whichever way the slice ends.
    let mut tally = metrics::SolveTally::with_capacity(range.len());
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
        let report = solver(grid, budget);
        let t1 = StdInstant::now();
        let elapsed = t1 - t0;
        tally.add(&report, elapsed);
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
            (_, Some(e)) => Verdict::Failed(pool_problem(
                e,
                state.pool.workers(),
                state.config.solve_timeout_ms,
            )),
        };
        batch.write(&mut out, i, verdict);
    }
    Bytes::from(out)
}
