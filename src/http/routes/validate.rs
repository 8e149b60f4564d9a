//! `POST /validate`: rule check of any grid, and for a valid one how many
//! completions it has (counted to 2).

use axum::extract::State;
use axum::Json;
use tokio::time::Instant;

use crate::http::dto::{conflicts_dto, Solutions, ValidateResponse};
use crate::http::grid_json::GridBody;
use crate::http::jobs::solve_on_pool;
use crate::http::problem::{internal_error, timeout_problem, Problem};
use crate::http::state::AppState;
use crate::sudoku::{Mode, Outcome};

/// Validates; solution counting runs on the solver pool like a solve.
pub async fn validate(
    State(state): State<AppState>,
    GridBody(grid, _format): GridBody,
) -> Result<Json<ValidateResponse>, Problem> {
    let deadline = Instant::now() + state.config.solve_timeout();
    let conflicts = grid.conflicts();
    let valid = conflicts.is_empty();
    let complete = grid.is_complete();
    let solutions = if valid {
        let timed = solve_on_pool(&state, grid, Mode::UNIQUE, deadline).await?;
        Some(match timed.report.outcome {
            Outcome::Unsolvable | Outcome::Conflicting(_) => Solutions::None,
            Outcome::Unique(_) => Solutions::Unique,
            Outcome::Multiple { .. } => Solutions::Multiple,
            // Mode::UNIQUE never yields a solution of unknown uniqueness.
            Outcome::Solved(_) => return Err(internal_error()),
            Outcome::Cancelled => return Err(timeout_problem(&state)),
        })
    } else {
        None
    };
    Ok(Json(ValidateResponse {
        valid,
        complete,
        solved: valid && complete,
        conflicts: conflicts_dto(&conflicts),
        solutions,
    }))
}
