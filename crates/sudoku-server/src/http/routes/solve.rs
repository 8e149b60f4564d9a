//! `POST /solve`: one grid in, a solution (and whether it is unique) out.

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use axum::Json;
use tokio::time::Instant;

use sudoku_api::endpoint;
use sudoku_api::request::GridRequest;

use super::answered;
use crate::http::decode::Body;
use crate::http::problem::Problem;
use crate::http::state::AppState;

/// Solves, counting solutions to 2 to tell unique from multiple.
pub async fn solve(
    State(state): State<AppState>,
    Body(GridRequest { grid, format }): Body<GridRequest>,
) -> Result<Response, Problem> {
    let deadline = Instant::now() + state.config.solve_timeout();
    endpoint::check_givens(&grid).map_err(answered)?;
    let timed = state.solve(grid, deadline).await?;
    let answer = endpoint::solved(
        &timed.report,
        format,
        timed.micros,
        state.config.solve_timeout_ms,
    )
    .map_err(answered)?;
    Ok(Json(answer).into_response())
}
