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
//! worker (at most [`MAX_CHUNK`](schedule::MAX_CHUNK) grids), at most one
//! chunk per worker at a time. A chunk's job keeps a solver thread for at
//! most [`SLICE`](schedule::SLICE); what is left of the chunk then queues
//! again, behind whatever arrived meanwhile.
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
//!
//! | module | role |
//! |---|---|
//! | [`schedule`] | chunks and slices on the pool, the deadline |
//! | [`encode`] | each item's JSON, the body or stream of them |

pub mod encode;
pub mod schedule;

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::response::Response;
use tokio::time::Instant;

use crate::http::decode::batch::read_batch;
use crate::http::execution::admission::JobKind;
use crate::http::execution::jobs::pool_problem;
use crate::http::metrics;
use crate::http::problem::{ErrorCode, Problem};
use crate::http::state::AppState;
use encode::{respond, Batch};
use schedule::run_batch;

/// The handler.
pub async fn solve_batch(State(state): State<AppState>, req: Request) -> Result<Response, Problem> {
    let deadline = Instant::now() + state.config.batch_timeout();
    let (items, ndjson) = read_batch(req, state.config.max_batch_body_bytes).await?;
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
    let admission = state
        .pool
        .admit(JobKind::BatchSlice, deadline)
        .map_err(|e| {
            let arrived = deadline.checked_sub(state.config.batch_timeout());
            metrics::record_refusal_time(arrived.map(|t| t.elapsed()));
            pool_problem(e, state.pool.workers(), state.config.solve_timeout_ms)
        })?;
    let admission = Arc::new(admission);
    let batch = Arc::new(Batch {
        items,
        ndjson,
        timeout_ms: state.config.batch_timeout_ms,
    });
    let chunks = run_batch(state, admission, batch, deadline);
    Ok(respond(chunks, ndjson).await)
}
