//! `GET /metrics`: the Prometheus text format, with the pool's and the
//! logic lane's gauges set from the state at the time of the scrape (the
//! recorder and the metric names are [`crate::http::metrics`]'s).

use axum::extract::State;
use axum::http::{header, HeaderValue};
use axum::response::{IntoResponse, Response};

use crate::http::execution::admission::JobKind;
use crate::http::metrics::install;
use crate::http::state::AppState;

/// `GET /metrics`.
pub async fn render(State(state): State<AppState>) -> Response {
    let running = state.pool.running();
    metrics::gauge!("sudoku_solves_in_flight").set(running as f64);
    metrics::gauge!("sudoku_solve_queue_depth")
        .set(state.pool.admitted().saturating_sub(running) as f64);
    render_admission(&state);
    metrics::gauge!("sudoku_logic_in_flight").set(state.logic.in_flight() as f64);
    metrics::gauge!("sudoku_logic_waiting").set(state.logic.waiting() as f64);
    metrics::gauge!("sudoku_solver_threads").set(state.pool.workers() as f64);
    let body = match install() {
        Some(handle) => handle.render(),
        None => String::from("# metrics are disabled: another recorder is installed\n"),
    };
    let mut res = body.into_response();
    res.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
    );
    res
}

/// Sets the admission gauges from the pool's estimator.
fn render_admission(state: &AppState) {
    let snap = state.pool.snapshot();
    for kind in JobKind::ALL {
        metrics::gauge!("sudoku_job_service_seconds", "kind" => kind.label())
            .set(snap.service_secs[kind.index()]);
    }
    metrics::gauge!("sudoku_queue_predicted_wait_seconds").set(snap.predicted_wait_secs);
    metrics::gauge!("sudoku_queue_sojourn_seconds").set(snap.sojourn_secs);
    metrics::gauge!("sudoku_queue_calibration").set(snap.calibration);
    metrics::gauge!("sudoku_queue_limit").set(state.pool.max_admitted() as f64);
}
