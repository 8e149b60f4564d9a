//! `POST /grade`: a SukakuExplainer-style rating of one puzzle, in the
//! answer layer's grade shape ([`GradeJson`]) plus the solver time.
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
use serde::Serialize;
use tokio::time::Instant;

use sudoku_api::request::GradeRequest;

use crate::answer::{Failure, GradeDetail, GradeJson, Verdict};
use crate::http::decode::Body;
use crate::http::execution::admission::JobKind;
use crate::http::execution::logic_lane::{logic_timeout_problem, run_logic};
use crate::http::lang::{with_language, AcceptLang};
use crate::http::problem::{conflicting_problem, Problem};
use crate::http::state::AppState;
use crate::http::{metrics, trace_context};
use crate::sudoku::logic::{rate_candidates, Candidates, RatingReport};
use crate::sudoku::Uniqueness;
use crate::telemetry;

/// What the logic job found.
enum Graded {
    /// The uniqueness check refused the puzzle (its outcome).
    Refused(Uniqueness),
    /// The rating.
    Rated(RatingReport),
}

/// A body with the solver time (`micros`) after the answer layer's fields.
#[derive(Serialize)]
pub(crate) struct WithMicros<T: Serialize> {
    #[serde(flatten)]
    pub(crate) answer: T,
    pub(crate) micros: u64,
}

/// Rates the puzzle (see the [module](self) docs).
pub async fn grade(
    State(state): State<AppState>,
    AcceptLang(lang): AcceptLang,
    Body(GradeRequest { grid, path }): Body<GradeRequest>,
) -> Result<Response, Problem> {
    let deadline = Instant::now() + state.config.logic_timeout();
    if grid.has_conflicts() {
        return Err(conflicting_problem(&grid.conflicts(), "grid"));
    }
    let solver = state.solver.clone();
    let timed = run_logic(
        state.logic_run(),
        JobKind::Grade,
        "grade",
        deadline,
        move |budget| {
            // The ladder assumes exactly one solution: a solve (µs) settles
            // that first.
            let checked = solver(&grid, budget).outcome;
            if !matches!(checked, Uniqueness::Unique(_)) {
                if telemetry::traces_on() {
                    trace_context::record_outcome(metrics::outcome_label(&checked));
                }
                return Graded::Refused(checked);
            }
            let report = rate_candidates(Candidates::from_grid(&grid), budget, path);
            if telemetry::traces_on() {
                trace_context::record_grade(report.er.as_f64(), report.complete());
            }
            Graded::Rated(report)
        },
    )
    .await?;
    match timed.value {
        Graded::Rated(report) => Ok(with_language(
            Json(WithMicros {
                answer: GradeJson {
                    report: &report,
                    path,
                    lang,
                },
                micros: timed.micros,
            })
            .into_response(),
            lang,
        )),
        Graded::Refused(outcome) => Err(match Verdict::of_unique(&outcome, true) {
            Verdict::Failure(Failure::Cancelled) | Verdict::Solution { .. } => {
                logic_timeout_problem(state.config.logic_timeout_ms, "grade")
            }
            Verdict::Failure(Failure::Conflicting(c)) => conflicting_problem(c, "grid"),
            Verdict::Failure(failure) => {
                Problem::new(failure.code(), format!("grid: {}", GradeDetail(failure)))
            }
        }),
    }
}
