//! GET /metrics: Prometheus text that moves with traffic.

use std::collections::HashMap;
use std::time::Duration;

use serde_json::json;

use crate::support::*;

/// Sum of the samples of `name` whose labels include `labels`.
fn sample(text: &str, name: &str, labels: &[(&str, &str)]) -> f64 {
    let mut total = 0.0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let Some((series, value)) = line.rsplit_once(' ') else {
            continue;
        };
        let (metric, label_text) = match series.split_once('{') {
            Some((m, rest)) => (m, rest.trim_end_matches('}')),
            None => (series, ""),
        };
        if metric != name {
            continue;
        }
        let have: HashMap<&str, &str> = label_text
            .split(',')
            .filter_map(|kv| kv.split_once('='))
            .map(|(k, v)| (k, v.trim_matches('"')))
            .collect();
        if labels.iter().all(|(k, v)| have.get(k) == Some(v)) {
            total += value.parse::<f64>().unwrap_or(0.0);
        }
    }
    total
}

async fn scrape(app: &TestApp) -> String {
    let res = app.client.get(app.url("/metrics")).send().await.unwrap();
    assert_eq!(res.status(), 200);
    assert!(res.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/plain"));
    res.text().await.unwrap()
}

#[tokio::test]
async fn metrics_move_with_traffic() {
    let app = spawn_app(&[]).await;
    let before = scrape(&app).await;
    for _ in 0..3 {
        let res = app.post_json("/solve", &json!({ "grid": PUZZLE })).await;
        assert_eq!(res.status(), 200);
    }
    let res = app.post_json("/solve", &json!({ "grid": "x" })).await;
    assert_eq!(res.status(), 422);
    let res = app
        .post_json("/solve/batch", &json!({ "grids": [PUZZLE, HARD] }))
        .await;
    assert_eq!(res.status(), 200);
    let after = scrape(&app).await;

    let delta = |name: &str, labels: &[(&str, &str)]| {
        sample(&after, name, labels) - sample(&before, name, labels)
    };
    let ok = [("route", "/solve"), ("method", "POST"), ("status", "200")];
    assert!(delta("http_requests_total", &ok) >= 3.0);
    let bad = [("route", "/solve"), ("status", "422")];
    assert!(delta("http_requests_total", &bad) >= 1.0);
    assert!(
        delta(
            "http_request_duration_seconds_count",
            &[("route", "/solve")]
        ) >= 4.0
    );
    assert!(delta("sudoku_solves_total", &[("outcome", "unique")]) >= 5.0);
    assert!(delta("sudoku_solve_duration_seconds_count", &[]) >= 5.0);
    assert!(delta("sudoku_solve_guesses_count", &[]) >= 5.0);
    assert!(delta("sudoku_batch_size_grids_count", &[]) >= 1.0);
    assert!(after.contains("# TYPE sudoku_solves_in_flight gauge"));
    assert!(after.contains("# TYPE sudoku_solve_queue_depth gauge"));
    assert!(after.contains("http_request_duration_seconds_bucket"));
}

#[tokio::test]
async fn batch_items_are_counted_one_by_one() {
    // A batch's solve metrics are tallied per slice and recorded together:
    // every grid still counts once, with its outcome, duration and guesses.
    let app = spawn_app(&[]).await;
    let empty = ".".repeat(81);
    let grids: Vec<&str> = std::iter::repeat_n(empty.as_str(), 12).collect();
    let before = scrape(&app).await;
    let res = app
        .post_json("/solve/batch", &json!({ "grids": grids }))
        .await;
    assert_eq!(res.status(), 200);
    let after = scrape(&app).await;
    let delta = |name: &str, labels: &[(&str, &str)]| {
        sample(&after, name, labels) - sample(&before, name, labels)
    };
    assert!(delta("sudoku_solves_total", &[("outcome", "multiple")]) >= 12.0);
    assert!(delta("sudoku_solve_duration_seconds_count", &[]) >= 12.0);
    assert!(delta("sudoku_solve_guesses_count", &[]) >= 12.0);
}

#[tokio::test]
async fn a_drain_that_runs_out_of_time_counts_the_requests_it_cuts() {
    // The process-wide recorder: the server that cut requests is gone
    // when the count is read.
    let cut = || {
        let handle = sudoku_server::http::metrics::install().expect("the recorder");
        sample(&handle.render(), "sudoku_drain_cut_requests_total", &[])
    };
    let solver = solver_with_slow_empty_grid(|_| std::thread::sleep(Duration::from_millis(1500)));
    let mut app = spawn_with_solver(
        &["--shutdown-timeout-ms", "100", "--solve-timeout-ms", "5000"],
        solver,
    )
    .await;
    // Every series exists from the start, cut or not.
    assert!(scrape(&app)
        .await
        .contains("# TYPE sudoku_drain_cut_requests_total counter"));
    let before = cut();
    let (client, url) = (app.client.clone(), app.url("/solve"));
    let slow = tokio::spawn(async move {
        let _ = client
            .post(url)
            .json(&json!({ "grid": empty_grid() }))
            .send()
            .await;
    });
    for _ in 0..200 {
        if app.state.pool.running() == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    assert_eq!(app.state.pool.running(), 1, "the slow solve is running");
    app.begin_shutdown();
    // The drain's verdict is runtime.rs's business; here, its count.
    app.server.take().unwrap().await.unwrap().unwrap();
    // At least the slow solve (other tests' requests may be in flight too).
    assert!(cut() - before >= 1.0, "cut: {} -> {}", before, cut());
    slow.abort();
}
