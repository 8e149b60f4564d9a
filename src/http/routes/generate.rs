//! `POST /generate`: 1-100 puzzles at a level or ER range, each with
//! exactly one solution and rated inside the band, in the answer layer's
//! shape ([`GeneratedJson`], or [`GeneratedRowsJson`] for `"format":
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

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::ser::{Serialize, SerializeSeq, SerializeStruct, Serializer};
use tokio::time::Instant;

use sudoku_api::request::{GenerateRequest, MAX_SEED};

use crate::answer::{GeneratedJson, GeneratedRowsJson};
use crate::http::decode::Body;
use crate::http::execution::admission::JobKind;
use crate::http::execution::logic_lane::{logic_timeout_problem, run_logic};
use crate::http::problem::{ErrorCode, Problem};
use crate::http::state::AppState;
use crate::http::trace_context;
use crate::sudoku::generate::{derive_seed, generate_distinct, GenerateError, Generated};
use crate::telemetry;

/// The answer: the request's seed and the puzzles.
struct Answer {
    seed: u64,
    rows: bool,
    puzzles: Vec<Generated>,
}

struct Puzzles<'a>(&'a Answer);

impl Serialize for Puzzles<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(self.0.puzzles.len()))?;
        for g in &self.0.puzzles {
            if self.0.rows {
                seq.serialize_element(&GeneratedRowsJson(g))?;
            } else {
                seq.serialize_element(&GeneratedJson(g))?;
            }
        }
        seq.end()
    }
}

impl Serialize for Answer {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Generate", 2)?;
        st.serialize_field("seed", &self.seed)?;
        st.serialize_field("puzzles", &Puzzles(self))?;
        st.end()
    }
}

/// A seed for a request without one: the clock and a counter, mixed, below
/// 2⁵³.
fn drawn_seed() -> u64 {
    static DRAWN: AtomicU64 = AtomicU64::new(0);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    let n = DRAWN.fetch_add(1, Ordering::Relaxed);
    derive_seed(nanos ^ u64::from(std::process::id()).rotate_left(32), n) & MAX_SEED
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
    let seed = seed.unwrap_or_else(drawn_seed);
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
    match timed.value {
        Ok(puzzles) => Ok(Json(Answer {
            seed,
            rows,
            puzzles,
        })
        .into_response()),
        Err(GenerateError::Cancelled) => Err(logic_timeout_problem(
            state.config.logic_timeout_ms,
            "generation",
        )),
        Err(GenerateError::CannotGenerate(why)) => Err(Problem::new(
            ErrorCode::CannotGenerate,
            format!("cannot generate: {why}"),
        )),
        // The body's parser checked the spec already.
        Err(e @ GenerateError::InvalidSpec { .. }) => {
            Err(Problem::new(ErrorCode::InvalidRequest, e.to_string()))
        }
    }
}
