//! `POST /generate`: 1-100 puzzles at a level or ER range, each with
//! exactly one solution and rated inside the band, in the answer layer's
//! shape ([`GenerateJson`](crate::answer::GenerateJson): each puzzle a
//! [`GeneratedJson`](crate::answer::GeneratedJson), or a
//! [`GeneratedRowsJson`](crate::answer::GeneratedRowsJson) for `"format":
//! "rows"`), with the request's seed:
//! `{"seed": S, "puzzles": [{"puzzle","solution","rating","level","seed","generator"}, …]}`.
//!
//! Puzzle `i` is generated from `derive_seed(S, i)` (its own `seed`), as the
//! command line's `generate --seed S` does, so the same body with the same
//! `seed` answers the same puzzles; a puzzle that repeats an earlier one of
//! the answer is skipped for the next derived seed
//! ([`generate_distinct`]), so the puzzles of one answer are distinct.
//! Without a seed one is drawn (below 2⁵³) and answered as `seed`.
//!
//! The whole request is one logic job ([`JobKind::Generate`], see
//! [`crate::http::execution::logic_lane`]) under `--logic-timeout-ms`: a request not
//! done by then is `503 timeout` (nothing partial is answered). A spec that
//! neither the pool nor fresh generation can serve is `422
//! cannot_generate`, saying why.

use std::time::{SystemTime, UNIX_EPOCH};

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use axum::Json;
use tokio::time::Instant;

use sudoku_api::endpoint;
use sudoku_api::request::GenerateRequest;

use super::answered;
use crate::http::decode::Body;
use crate::http::execution::admission::JobKind;
use crate::http::execution::logic_lane::run_logic;
use crate::http::problem::Problem;
use crate::http::state::AppState;
use crate::http::trace_context;
use crate::sudoku::generate::{generate_distinct, GenerateError};
use crate::telemetry;

/// The entropy of a seed drawn for a request without one: the clock and
/// the process id.
fn entropy() -> u64 {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    nanos ^ u64::from(std::process::id()).rotate_left(32)
}

/// Generates (see the [module](self) docs).
pub async fn generate(
    State(state): State<AppState>,
    Body(GenerateRequest {
        spec,
        seed,
        count,
        rows,
    }): Body<GenerateRequest>,
) -> Result<Response, Problem> {
    let deadline = Instant::now() + state.config.logic_timeout();
    let seed = seed.unwrap_or_else(|| endpoint::drawn_seed(entropy()));
    let timed = run_logic(
        state.logic_run(),
        JobKind::Generate,
        "generation",
        deadline,
        // `count` is 1-100 (the body's parser checked it).
        move |budget| {
            let generated = generate_distinct(&spec, seed, count as usize, budget);
            if telemetry::traces_on() {
                match &generated {
                    Ok(puzzles) => {
                        trace_context::record_outcome("generated");
                        trace_context::record_count("sudoku.count", puzzles.len() as u64);
                    }
                    Err(GenerateError::Cancelled) => trace_context::record_outcome("cancelled"),
                    Err(_) => trace_context::record_outcome("cannot_generate"),
                }
            }
            generated
        },
    )
    .await?;
    let answer = endpoint::generated(timed.value, seed, rows, state.config.logic_timeout_ms)
        .map_err(answered)?;
    Ok(Json(answer).into_response())
}
