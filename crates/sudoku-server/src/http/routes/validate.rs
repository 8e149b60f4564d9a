//! `POST /validate`: rule check of any grid, and for a valid one how many
//! completions it has (counted to 2).

use axum::extract::State;
use axum::Json;
use tokio::time::Instant;

use sudoku_api::answer::ValidateJson;
use sudoku_api::endpoint;
use sudoku_api::request::GridRequest;

use super::answered;
use crate::http::decode::Body;
use crate::http::problem::Problem;
use crate::http::state::AppState;

/// Validates; solution counting runs on the solver pool like a solve.
pub async fn validate(
    State(state): State<AppState>,
    Body(GridRequest { grid, .. }): Body<GridRequest>,
) -> Result<Json<ValidateJson>, Problem> {
    let deadline = Instant::now() + state.config.solve_timeout();
    let counted = if grid.has_conflicts() {
        None
    } else {
        Some(state.solve(grid, deadline).await?.report.outcome)
    };
    endpoint::validated(&grid, counted.as_ref(), state.config.solve_timeout_ms)
        .map(Json)
        .map_err(answered)
}
