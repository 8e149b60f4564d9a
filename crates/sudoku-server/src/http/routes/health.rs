//! Liveness and readiness probes.

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

use crate::http::problem::{ErrorCode, Problem};
use crate::http::state::AppState;

/// `GET /healthz`: 200 while the process serves HTTP at all.
pub async fn healthz() -> Json<serde_json::Value> {
    Json(json!({"status": "ok"}))
}

/// `GET /readyz`: 200 while serving, 503 `shutting_down` once shutdown has
/// begun (so a load balancer stops sending traffic).
pub async fn readyz(State(state): State<AppState>) -> Response {
    if state.is_ready() {
        Json(json!({"status": "ready"})).into_response()
    } else {
        Problem::new(ErrorCode::ShuttingDown, "the server is shutting down").into_response()
    }
}
