//! `POST /hint`: the player's mistakes, or the next step on their grid and
//! pencil marks, in the answer layer's hint shape ([`HintJson`]) plus the
//! solver time.
//!
//! The puzzle is `givens` when sent, else the grid; it must have exactly
//! one solution. Every fault names its field and cell: a given missing from
//! or changed in `grid` is `422 invalid_grid` at `grid[r][c]`; the puzzle's
//! own faults are `conflicting_givens`, `unsolvable` and
//! `multiple_solutions` at `givens` (or `grid`, worded for a grid that may
//! hold a player's wrong digit: see [`HintProblem`]). The job runs in the
//! logic lane ([`crate::http::execution::logic_lane`]) under `--logic-timeout-ms`; a
//! search cut short is a 200 `{"kind": "stuck", "incomplete": "budget"}`.
//!
//! `"mode": "placement"` answers the next step that places a digit, with
//! the elimination steps before it (`before`), for players without pencil
//! marks. The texts are in the request's language (`Accept-Language`, see
//! [`crate::http::lang`]); the answer says which (`Content-Language`).

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use axum::Json;
use tokio::time::Instant;

use sudoku_api::request::HintRequest;

use super::grade::WithMicros;
use crate::answer::{HintJson, HintProblem};
use crate::http::decode::Body;
use crate::http::execution::admission::JobKind;
use crate::http::execution::logic_lane::run_logic;
use crate::http::lang::{with_language, AcceptLang};
use crate::http::problem::{conflicting_problem, Problem};
use crate::http::state::AppState;
use crate::http::trace_context;
use crate::sudoku::logic::{hint_in_mode, HintError};
use crate::telemetry;

/// Hints (see the [module](self) docs).
pub async fn hint(
    State(state): State<AppState>,
    AcceptLang(lang): AcceptLang,
    Body(HintRequest {
        grid,
        givens,
        candidates,
        mode,
    }): Body<HintRequest>,
) -> Result<Response, Problem> {
    let deadline = Instant::now() + state.config.logic_timeout();
    let sent_givens = givens.is_some();
    let timed = run_logic(
        state.logic_run(),
        JobKind::Hint,
        "hint",
        deadline,
        move |budget| {
            let hint = hint_in_mode(&grid, givens.as_ref(), candidates.as_ref(), mode, budget);
            if telemetry::traces_on() {
                trace_context::record_outcome(if hint.is_ok() { "hint" } else { "no_hint" });
            }
            hint
        },
    )
    .await?;
    match timed.value {
        Ok(h) => Ok(with_language(
            Json(WithMicros {
                answer: HintJson(&h, lang),
                micros: timed.micros,
            })
            .into_response(),
            lang,
        )),
        Err(e) => Err(hint_problem(&e, sent_givens)),
    }
}

/// The problem for a hint error, naming the field (`givens` when sent,
/// else `grid`: whichever is the puzzle) and the cell.
fn hint_problem(e: &HintError, sent_givens: bool) -> Problem {
    let puzzle = if sent_givens { "givens" } else { "grid" };
    let p = HintProblem(e, sent_givens);
    match e {
        HintError::GivenNotKept { pos, .. } => {
            Problem::new(p.code(), format!("grid[{}][{}]: {p}", pos.row, pos.col))
        }
        HintError::MarkOutOfRange { pos, .. } => Problem::new(
            p.code(),
            format!("candidates[{}][{}]: {p}", pos.row, pos.col),
        ),
        HintError::Conflicting(c) => conflicting_problem(c, puzzle),
        HintError::Unsolvable | HintError::MultipleSolutions => {
            Problem::new(p.code(), format!("{puzzle}: {p}"))
        }
    }
}
