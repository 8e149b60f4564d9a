//! The yardstick for the service's HTTP stack: the same two answers with
//! nothing but axum, measured beside the service by
//! `scripts/stack-cost.sh` (docs/performance.md, "The stack against bare
//! axum").
//!
//! - `GET /healthz`: a bare `axum::serve` handler, the same
//!   `{"status":"ok"}` as the service's. Against it, the service's figure is
//!   what its middleware and connection handling cost.
//! - `POST /solve`: `axum::Json` in, `tokio::task::spawn_blocking` around the
//!   core's `solve_unique` (counting to 2, under the same 1 s deadline the
//!   service's default budget gives), `axum::Json` out with the same fields
//!   as the service's default answer (`solution` as an 81-character line,
//!   `unique`, `stats`). The work per request is the service's; what
//!   differs is how it reaches a solver thread and back.
//!
//! ```text
//! cargo run --release -p sudoku-server --example bare_axum -- [ADDR=127.0.0.1:8080]
//! ```
//!
//! The binary uses the service's allocator (mimalloc), so that the
//! comparison is of the stacks, not of the allocators.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a measuring tool run by hand: a bad address may stop it

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use axum::http::StatusCode;
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use sudoku_core::{solve_unique, Budget, Grid, Uniqueness};

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The service's default solve budget (`--solve-timeout-ms`).
const BUDGET: Duration = Duration::from_millis(1000);

async fn healthz() -> Json<Value> {
    Json(json!({"status": "ok"}))
}

#[derive(Deserialize)]
struct SolveRequest {
    grid: String,
}

#[derive(Serialize)]
struct Stats {
    guesses: u64,
    nodes: u64,
    micros: u64,
}

#[derive(Serialize)]
struct SolveResponse {
    solution: String,
    unique: bool,
    stats: Stats,
}

async fn solve(Json(req): Json<SolveRequest>) -> Result<Json<SolveResponse>, StatusCode> {
    let grid = Grid::parse(&req.grid).map_err(|_| StatusCode::UNPROCESSABLE_ENTITY)?;
    if grid.has_conflicts() {
        return Err(StatusCode::UNPROCESSABLE_ENTITY);
    }
    let budget = Budget::unlimited().with_deadline(Instant::now() + BUDGET);
    let (report, elapsed) = tokio::task::spawn_blocking(move || {
        let t0 = Instant::now();
        let report = solve_unique(&grid, &budget);
        (report, t0.elapsed())
    })
    .await
    .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    let (solution, unique) = match report.outcome {
        Uniqueness::Unique(g) => (g, true),
        Uniqueness::Multiple(g) => (g, false),
        Uniqueness::Cancelled => return Err(StatusCode::SERVICE_UNAVAILABLE),
        Uniqueness::Conflicting(_) | Uniqueness::Unsolvable => {
            return Err(StatusCode::UNPROCESSABLE_ENTITY)
        }
    };
    Ok(Json(SolveResponse {
        solution: solution
            .cells()
            .map(|d| char::from(b'0' + d))
            .iter()
            .collect(),
        unique,
        stats: Stats {
            guesses: report.stats.guesses,
            nodes: report.stats.nodes,
            micros: u64::try_from(elapsed.as_micros()).unwrap_or(u64::MAX),
        },
    }))
}

#[tokio::main]
async fn main() {
    let addr: SocketAddr = std::env::args()
        .nth(1)
        .as_deref()
        .unwrap_or("127.0.0.1:8080")
        .parse()
        .expect("ADDR: host:port");
    let app = Router::new()
        .route("/healthz", get(healthz))
        .route("/solve", post(solve));
    let listener = tokio::net::TcpListener::bind(addr).await.expect("bind");
    axum::serve(listener, app).await.expect("serve");
}
