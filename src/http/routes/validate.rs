//! `POST /validate`: rule check of any grid, and for a valid one how many
//! completions it has (counted to 2).

use axum::extract::State;
use axum::Json;
use tokio::time::Instant;

use sudoku_api::request::GridRequest;

use crate::answer::Solutions;
use crate::http::decode::Body;
use crate::http::dto::ValidateResponse;
use crate::http::metrics;
use crate::http::problem::{timeout_problem, Problem};
use crate::http::state::AppState;

/// Validates; solution counting runs on the solver pool like a solve.
pub async fn validate(
    State(state): State<AppState>,
    Body(GridRequest { grid, .. }): Body<GridRequest>,
) -> Result<Json<ValidateResponse>, Problem> {
    let deadline = Instant::now() + state.config.solve_timeout();
    let conflicts = grid.conflicts();
    let valid = conflicts.is_empty();
    let complete = grid.is_complete();
    let solutions = if valid {
        let timed = state.solve(grid, deadline).await?;
        match Solutions::of(&timed.report.outcome) {
            Some(solutions) => Some(solutions),
            None => {
                metrics::record_timeout();
                return Err(timeout_problem(state.config.solve_timeout_ms));
            }
        }
    } else {
        None
    };
    Ok(Json(ValidateResponse {
        valid,
        complete,
        solved: valid && complete,
        conflicts,
        solutions,
    }))
}
