//! `POST /grade`: a SukakuExplainer-style rating of one puzzle, in the
//! answer layer's grade shape ([`GradeJson`](crate::answer::GradeJson))
//! plus the solver time, through the flow the WebAssembly package shares
//! ([`sudoku_api::endpoint::graded`]).
//!
//! The uniqueness check and the rating run as one logic job (see
//! [`crate::http::execution::logic_lane`]) under `--logic-timeout-ms`. A rating that
//! runs out of budget, or that no implemented technique finishes, is a 200
//! with `complete: false` and lower bounds; a job whose deadline passes
//! before it starts is `503 timeout`. The steps' texts (`path`) are in the
//! request's language (`Accept-Language`, see [`crate::http::lang`]).

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use axum::Json;
use tokio::time::Instant;

use sudoku_api::endpoint::{self, Graded};
use sudoku_api::request::GradeRequest;

use super::answered;
use crate::http::decode::Body;
use crate::http::execution::admission::JobKind;
use crate::http::execution::logic_lane::run_logic;
use crate::http::lang::{with_language, AcceptLang};
use crate::http::problem::Problem;
use crate::http::state::AppState;
use crate::http::{metrics, trace_context};
use crate::telemetry;

/// Rates the puzzle (see the [module](self) docs).
pub async fn grade(
    State(state): State<AppState>,
    AcceptLang(lang): AcceptLang,
    Body(GradeRequest { grid, path, style }): Body<GradeRequest>,
) -> Result<Response, Problem> {
    let deadline = Instant::now() + state.config.logic_timeout();
    endpoint::check_givens(&grid).map_err(answered)?;
    let solver = state.solver.clone();
    let timed = run_logic(
        state.logic_run(),
        JobKind::Grade,
        "grade",
        deadline,
        move |budget| {
            let graded = endpoint::grade_job(&grid, path, style, budget, |g, b| solver(g, b));
            if telemetry::traces_on() {
                match &graded {
                    Graded::Refused(checked) => {
                        trace_context::record_outcome(metrics::outcome_label(checked));
                    }
                    Graded::Rated(report, _) => {
                        trace_context::record_grade(report.er.as_f64(), report.complete());
                    }
                }
            }
            graded
        },
    )
    .await?;
    let answer = endpoint::graded(
        &timed.value,
        path,
        lang,
        timed.micros,
        state.config.logic_timeout_ms,
    )
    .map_err(answered)?;
    Ok(with_language(Json(answer).into_response(), lang))
}
