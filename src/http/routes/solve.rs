//! `POST /solve`: one grid in, a solution (and whether it is unique) out.

use axum::extract::State;
use axum::Json;
use tokio::time::Instant;

use crate::http::dto::{GridOut, SolveResponse, StatsDto};
use crate::http::grid_json::GridBody;
use crate::http::jobs::solve_on_pool;
use crate::http::problem::{
    conflicting_problem, internal_error, timeout_problem, unsolvable_problem, Problem,
};
use crate::http::state::AppState;
use crate::sudoku::{Mode, Outcome};

/// Solves, counting solutions to 2 to tell unique from multiple.
pub async fn solve(
    State(state): State<AppState>,
    GridBody(grid, format): GridBody,
) -> Result<Json<SolveResponse>, Problem> {
    let deadline = Instant::now() + state.config.solve_timeout();
    if grid.has_conflicts() {
        return Err(conflicting_problem(&grid.conflicts(), "grid"));
    }
    let timed = solve_on_pool(&state, grid, Mode::UNIQUE, deadline).await?;
    let (solution, unique) = match timed.report.outcome {
        Outcome::Unique(g) => (g, true),
        Outcome::Multiple { solution, .. } => (solution, false),
        // Mode::UNIQUE never yields a solution of unknown uniqueness.
        Outcome::Solved(_) => return Err(internal_error()),
        Outcome::Unsolvable => return Err(unsolvable_problem("grid")),
        Outcome::Conflicting(c) => return Err(conflicting_problem(&c, "grid")),
        Outcome::Cancelled => return Err(timeout_problem(&state)),
    };
    Ok(Json(SolveResponse {
        solution: GridOut::new(&solution, format),
        unique,
        stats: StatsDto::new(timed.report.stats, timed.micros),
    }))
}
