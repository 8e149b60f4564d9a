//! `POST /solve`: one grid in, a solution (and whether it is unique) out.

use axum::extract::State;
use axum::Json;
use tokio::time::Instant;

use sudoku_api::request::GridRequest;

use crate::answer::{Failure, Verdict};
use crate::http::decode::Body;
use crate::http::dto::{GridOut, SolveResponse, StatsDto};
use crate::http::metrics;
use crate::http::problem::{conflicting_problem, failure_problem, Problem};
use crate::http::state::AppState;

/// Solves, counting solutions to 2 to tell unique from multiple.
pub async fn solve(
    State(state): State<AppState>,
    Body(GridRequest { grid, format }): Body<GridRequest>,
) -> Result<Json<SolveResponse>, Problem> {
    let deadline = Instant::now() + state.config.solve_timeout();
    if grid.has_conflicts() {
        return Err(conflicting_problem(&grid.conflicts(), "grid"));
    }
    let timed = state.solve(grid, deadline).await?;
    match Verdict::of_unique(&timed.report.outcome, false) {
        Verdict::Solution { grid, unique } => Ok(Json(SolveResponse {
            solution: GridOut::new(grid, format),
            unique: unique == Some(true),
            stats: StatsDto::new(timed.report.stats, timed.micros),
        })),
        Verdict::Failure(failure) => {
            if matches!(failure, Failure::Cancelled) {
                metrics::record_timeout();
            }
            Err(failure_problem(
                failure,
                "grid",
                state.config.solve_timeout_ms,
            ))
        }
    }
}
