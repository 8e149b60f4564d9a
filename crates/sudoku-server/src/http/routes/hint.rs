//! `POST /hint`: the player's mistakes, or the next step on their grid and
//! pencil marks, in the answer layer's hint shape
//! ([`HintJson`](crate::answer::HintJson)) plus the
//! solver time.
//!
//! The puzzle is `givens` when sent, else the grid; it must have exactly
//! one solution. Every fault names its field and cell: a given missing from
//! or changed in `grid` is `422 invalid_grid` at `grid[r][c]`; the puzzle's
//! own faults are `conflicting_givens`, `unsolvable` and
//! `multiple_solutions` at `givens` (or `grid`, worded for a grid that may
//! hold a player's wrong digit: see
//! [`HintProblem`](crate::answer::HintProblem); the mapping is
//! [`sudoku_api::endpoint::hint_problem`]). The job runs in the
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

use sudoku_api::endpoint;
use sudoku_api::request::HintRequest;

use super::answered;
use crate::http::decode::Body;
use crate::http::execution::admission::JobKind;
use crate::http::execution::logic_lane::run_logic;
use crate::http::lang::{with_language, AcceptLang};
use crate::http::problem::Problem;
use crate::http::state::AppState;
use crate::http::trace_context;
use crate::sudoku::logic::{hint_with, HintOptions};
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
        style,
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
            let options = HintOptions { mode, style };
            let hint = hint_with(&grid, givens.as_ref(), candidates.as_ref(), options, budget);
            if telemetry::traces_on() {
                trace_context::record_outcome(if hint.is_ok() { "hint" } else { "no_hint" });
            }
            hint
        },
    )
    .await?;
    let answer =
        endpoint::hinted(&timed.value, sent_givens, lang, timed.micros).map_err(answered)?;
    Ok(with_language(Json(answer).into_response(), lang))
}
