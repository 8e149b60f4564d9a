//! `POST /hint`: the player's mistakes, or the next step on their grid and
//! pencil marks, in the answer layer's hint shape ([`HintJson`]) plus the
//! solver time.
//!
//! The puzzle is `givens` when sent, else the grid; it must have exactly
//! one solution. Every fault names its field and cell: a given missing from
//! or changed in `grid` is `422 invalid_grid` at `grid[r][c]`; the puzzle's
//! own faults are `conflicting_givens`, `unsolvable` and
//! `multiple_solutions` at `givens` (or `grid`). The job runs in the logic
//! lane ([`crate::http::logic_lane`]) under `--logic-timeout-ms`; a search
//! cut short is a 200 `{"kind": "stuck", "incomplete": "budget"}`.

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use axum::Json;
use tokio::time::Instant;

use super::grade::WithMicros;
use crate::answer::{Failure, HintJson, HintProblem};
use crate::http::admission::JobKind;
use crate::http::logic_body::{HintBody, HintRequest};
use crate::http::logic_lane::run_logic;
use crate::http::problem::{answered_problem, conflicting_problem, Problem};
use crate::http::state::AppState;
use crate::http::trace_context;
use crate::sudoku::logic::{hint as next_hint, HintError};
use crate::telemetry;

/// Hints (see the [module](self) docs).
pub async fn hint(
    State(state): State<AppState>,
    HintBody(HintRequest {
        grid,
        givens,
        candidates,
    }): HintBody,
) -> Result<Response, Problem> {
    let deadline = Instant::now() + state.config.logic_timeout();
    let puzzle = if givens.is_some() { "givens" } else { "grid" };
    let timed = run_logic(&state, JobKind::Hint, "hint", deadline, move |budget| {
        let hint = next_hint(&grid, givens.as_ref(), candidates.as_ref(), budget);
        if telemetry::traces_on() {
            trace_context::record_outcome(if hint.is_ok() { "hint" } else { "no_hint" });
        }
        hint
    })
    .await?;
    match timed.value {
        Ok(h) => Ok(Json(WithMicros {
            answer: HintJson(&h),
            micros: timed.micros,
        })
        .into_response()),
        Err(e) => Err(hint_problem(&e, puzzle)),
    }
}

/// The problem for a hint error, naming the field (`puzzle`: `givens` or
/// `grid`, whichever is the puzzle) and the cell.
fn hint_problem(e: &HintError, puzzle: &str) -> Problem {
    let p = HintProblem(e);
    match e {
        HintError::GivenNotKept { pos, .. } => {
            Problem::new(p.code(), format!("grid[{}][{}]: {p}", pos.row, pos.col))
        }
        HintError::MarkOutOfRange { pos, .. } => Problem::new(
            p.code(),
            format!("candidates[{}][{}]: {p}", pos.row, pos.col),
        ),
        HintError::Conflicting(c) => conflicting_problem(c, puzzle),
        HintError::Unsolvable => answered_problem(Failure::Unsolvable, puzzle),
        HintError::MultipleSolutions => Problem::new(p.code(), format!("{puzzle}: {p}")),
    }
}
