//! POST /solve/batch: order, per-item errors, limits, the shared deadline,
//! NDJSON streaming, and fairness towards single requests.

use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::support::*;

/// `PUZZLE` with its digits relabelled by `shift`: a different puzzle with
/// the same structure.
fn relabelled(shift: u8) -> String {
    PUZZLE
        .chars()
        .map(|c| match c.to_digit(10) {
            Some(d) => char::from(b'1' + ((d as u8 - 1 + shift) % 9)),
            None => c,
        })
        .collect()
}

#[tokio::test]
async fn results_come_in_request_order_with_per_item_errors() {
    let app = spawn_app(&[]).await;
    let mut conflicting: Vec<u8> = PUZZLE.bytes().collect();
    conflicting[2] = b'5';
    let rows = serde_json::to_value(
        (0..9)
            .map(|r| cells_of(&json!(HARD))[r * 9..r * 9 + 9].to_vec())
            .collect::<Vec<_>>(),
    )
    .unwrap();
    let grids = json!([
        PUZZLE,
        rows,
        "12x",
        String::from_utf8(conflicting).unwrap(),
        UNSOLVABLE,
        empty_grid(),
    ]);
    let res = app
        .post_json("/solve/batch", &json!({ "grids": grids }))
        .await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    let r = body["results"].as_array().unwrap();
    assert_eq!(r.len(), 6);
    assert_eq!(r[0]["status"], "solved");
    assert_eq!(r[0]["unique"], true);
    assert_solves(&cells_of(&json!(PUZZLE)), &cells_of(&r[0]["solution"]));
    assert!(r[1]["solution"].is_array(), "rows in, rows out");
    assert_solves(&cells_of(&json!(HARD)), &cells_of(&r[1]["solution"]));
    assert_eq!(r[2]["status"], "error");
    assert_eq!(r[2]["error"]["code"], "invalid_grid");
    assert_eq!(r[2]["error"]["status"], 422);
    assert!(r[2]["error"]["detail"]
        .as_str()
        .unwrap()
        .starts_with("grids[2]: unexpected character 'x'"));
    assert_eq!(r[3]["error"]["code"], "conflicting_givens");
    assert_eq!(r[3]["error"]["conflicts"].as_array().unwrap().len(), 2);
    assert_eq!(r[4]["error"]["code"], "unsolvable");
    assert_eq!(r[5]["status"], "solved");
    assert_eq!(r[5]["unique"], false);
}

#[tokio::test]
async fn many_grids_are_spread_over_workers_and_stay_in_order() {
    let app = spawn_app(&["--max-concurrent-solves", "2"]).await;
    let puzzles: Vec<String> = (0..300).map(|i| relabelled((i % 9) as u8)).collect();
    let res = app
        .post_json("/solve/batch", &json!({ "grids": puzzles }))
        .await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    let r = body["results"].as_array().unwrap();
    assert_eq!(r.len(), 300);
    for (p, item) in puzzles.iter().zip(r) {
        assert_eq!(item["status"], "solved");
        assert_solves(&cells_of(&json!(p)), &cells_of(&item["solution"]));
    }
}

#[tokio::test]
async fn limits_are_enforced() {
    let app = spawn_app(&["--max-batch-size", "3", "--max-batch-body-bytes", "2000"]).await;
    let res = app
        .post_json(
            "/solve/batch",
            &json!({ "grids": [PUZZLE, PUZZLE, PUZZLE, PUZZLE] }),
        )
        .await;
    let body = expect_problem(res, 422, "batch_too_large").await;
    assert_eq!(body["detail"], "grids: 4 grids, more than the limit of 3");
    let res = app
        .post_json(
            "/solve/batch",
            &json!({ "grids": [PUZZLE, PUZZLE, PUZZLE] }),
        )
        .await;
    assert_eq!(res.status(), 200);
    let big = json!({ "grids": [format!("{PUZZLE}{}", " ".repeat(2000))] }).to_string();
    let res = app.post_raw("/solve/batch", "application/json", &big).await;
    expect_problem(res, 413, "payload_too_large").await;
    let res = app.post_raw("/solve/batch", "text/plain", PUZZLE).await;
    expect_problem(res, 415, "unsupported_media_type").await;
    let res = app
        .post_json("/solve/batch", &json!({ "grids": PUZZLE }))
        .await;
    expect_problem(res, 422, "invalid_request").await;
    let res = app
        .post_json("/solve/batch", &json!({ "grid": [PUZZLE] }))
        .await;
    expect_problem(res, 422, "invalid_request").await;
}

#[tokio::test]
async fn the_batch_shares_one_deadline_and_stops_working_after_it() {
    let solver = solver_with_slow_empty_grid(|budget| {
        while !budget.is_exhausted() {
            std::hint::spin_loop();
        }
    });
    let app = spawn_with_solver(
        &["--batch-timeout-ms", "200", "--max-concurrent-solves", "1"],
        solver,
    )
    .await;
    let mut grids = vec![json!(PUZZLE), json!(empty_grid())];
    grids.extend((0..40).map(|_| json!(PUZZLE)));
    let t0 = Instant::now();
    let res = app
        .post_json("/solve/batch", &json!({ "grids": grids }))
        .await;
    let elapsed = t0.elapsed();
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    let r = body["results"].as_array().unwrap();
    assert_eq!(r.len(), 42);
    assert_eq!(r[0]["status"], "solved");
    for (i, item) in r.iter().enumerate().skip(1) {
        assert_eq!(item["error"]["code"], "timeout", "item {i}: {item}");
        assert_eq!(item["error"]["status"], 503);
    }
    assert!(r[1]["error"]["detail"].as_str().unwrap().contains("200 ms"));
    assert!(elapsed >= Duration::from_millis(190), "{elapsed:?}");
    assert!(elapsed < Duration::from_secs(3), "{elapsed:?}");
    assert_eq!(app.state.pool.running(), 0, "no work left running");
}

#[tokio::test]
async fn ndjson_in_ndjson_out_streamed_in_order() {
    let app = spawn_app(&[]).await;
    let body = format!(
        "# a comment\n{PUZZLE}\n\n\"{HARD}\"\n{{\"grid\": \"{}\"}}\nnot a grid\n{UNSOLVABLE}\r\n",
        relabelled(3)
    );
    let res = app
        .post_raw("/solve/batch", "application/x-ndjson", &body)
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "application/x-ndjson");
    let text = res.text().await.unwrap();
    let lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect();
    assert_eq!(lines.len(), 5);
    for (i, l) in lines.iter().enumerate() {
        assert_eq!(l["index"], i);
    }
    assert_solves(&cells_of(&json!(PUZZLE)), &cells_of(&lines[0]["solution"]));
    assert_solves(&cells_of(&json!(HARD)), &cells_of(&lines[1]["solution"]));
    assert_solves(
        &cells_of(&json!(relabelled(3))),
        &cells_of(&lines[2]["solution"]),
    );
    assert_eq!(lines[3]["error"]["code"], "invalid_grid");
    assert!(lines[3]["error"]["detail"]
        .as_str()
        .unwrap()
        .starts_with("line 6:"));
    assert_eq!(lines[4]["error"]["code"], "unsolvable");
}

#[tokio::test]
async fn a_batch_does_not_starve_single_requests() {
    // One worker; every empty grid in the batch takes 10 ms.
    let solver = solver_with_slow_empty_grid(|_| std::thread::sleep(Duration::from_millis(10)));
    let app = spawn_with_solver(
        &[
            "--max-concurrent-solves",
            "1",
            "--batch-timeout-ms",
            "30000",
        ],
        solver,
    )
    .await;
    let grids: Vec<String> = (0..64).map(|_| empty_grid()).collect();
    let batch = {
        let (client, url) = (app.client.clone(), app.url("/solve/batch"));
        tokio::spawn(async move {
            let res = client
                .post(url)
                .json(&json!({ "grids": grids }))
                .send()
                .await
                .unwrap();
            assert_eq!(res.status(), 200);
            let _ = res.bytes().await.unwrap();
            Instant::now()
        })
    };
    let t0 = Instant::now();
    while app.state.pool.running() == 0 {
        assert!(t0.elapsed() < Duration::from_secs(5));
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    let res = app.post_json("/solve", &json!({ "grid": PUZZLE })).await;
    assert_eq!(res.status(), 200);
    let single_done = Instant::now();
    let batch_done = batch.await.unwrap();
    // 64 x 10 ms = 640 ms of batch work; the single request waited for at
    // most one chunk of it.
    assert!(
        single_done < batch_done,
        "the single request finished only after the whole batch"
    );
}
