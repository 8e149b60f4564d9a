//! `POST /generate`: the shape (checked against `openapi.yaml` by the
//! client), every invalid field named, reproducible seeds, and each puzzle
//! unique (the workspace's independent checker) and rated in its band.

use std::collections::HashSet;

use serde_json::{json, Value};

use crate::support::*;

/// The ER band of each level, in tenths.
fn band(level: &str) -> (u64, u64) {
    match level {
        "easy" => (0, 20),
        "medium" => (21, 29),
        "hard" => (30, 44),
        "expert" => (45, 64),
        "master" => (65, 79),
        "extreme" => (80, 255),
        other => panic!("unknown level {other}"),
    }
}

fn tenths(v: &Value) -> u64 {
    (v.as_f64().expect("a rating") * 10.0).round() as u64
}

/// Checks one answered puzzle: unique (brute force, independent of the
/// crate), solved by its solution, rated inside `(lo, hi)` and labelled
/// with the level of its ER.
fn check_puzzle(p: &Value, lo: u64, hi: u64) {
    let puzzle: [u8; 81] = cells_of(&p["puzzle"]).try_into().expect("81 cells");
    let solution = cells_of(&p["solution"]);
    assert_solves(&puzzle, &solution);
    assert_eq!(
        sudoku_testkit::brute_count(&puzzle, 2),
        1,
        "not unique: {p}"
    );
    let er = tenths(&p["rating"]["er"]);
    assert!((lo..=hi).contains(&er), "ER {er} outside {lo}-{hi}: {p}");
    let (llo, lhi) = band(p["level"].as_str().expect("a level"));
    assert!((llo..=lhi).contains(&er), "level does not match ER: {p}");
    assert!(tenths(&p["rating"]["ep"]) <= er && tenths(&p["rating"]["ed"]) <= er);
    assert!(p["seed"].as_u64().is_some_and(|s| s < 1 << 53));
}

async fn generate(app: &TestApp, body: Value) -> Value {
    let res = app.post_json("/generate", &body).await;
    assert_eq!(res.status(), 200, "{body}");
    res.json().await.unwrap()
}

#[tokio::test]
async fn each_level_answers_unique_puzzles_in_its_band() {
    let app = spawn_app(&[]).await;
    for level in ["easy", "medium", "hard", "expert", "master", "extreme"] {
        let body = generate(&app, json!({"level": level, "seed": 2024, "count": 3})).await;
        assert_eq!(body["seed"], 2024);
        let puzzles = body["puzzles"].as_array().unwrap();
        assert_eq!(puzzles.len(), 3);
        let (lo, hi) = band(level);
        for p in puzzles {
            assert_eq!(p["level"], level);
            check_puzzle(p, lo, hi);
        }
    }
}

#[tokio::test]
async fn a_fixed_seed_gives_the_same_puzzles_twice_and_the_cli_s() {
    let app = spawn_app(&[]).await;
    let body = json!({"er_min": 4.5, "er_max": 6.0, "seed": 77, "count": 5, "symmetry": "central"});
    let first = generate(&app, body.clone()).await;
    let second = generate(&app, body).await;
    assert_eq!(first, second);
    let puzzles = first["puzzles"].as_array().unwrap();
    let distinct: HashSet<String> = puzzles.iter().map(|p| p["puzzle"].to_string()).collect();
    assert_eq!(distinct.len(), 5, "a repeated puzzle");
    for (i, p) in puzzles.iter().enumerate() {
        check_puzzle(p, 45, 60);
        // Puzzle i uses the seed derived from the request's and i.
        assert_eq!(
            p["seed"],
            sudoku_core::generate::derive_seed(77, i as u64),
            "{p}"
        );
        // Central symmetry: a cell is given exactly when its image is.
        let cells = cells_of(&p["puzzle"]);
        for c in 0..81 {
            assert_eq!(cells[c] == 0, cells[80 - c] == 0, "not symmetric: {p}");
        }
    }
    // Asking one puzzle with the same seed gives the first of them.
    let one = generate(
        &app,
        json!({"er_min": 4.5, "er_max": 6.0, "seed": 77, "symmetry": "central"}),
    )
    .await;
    assert_eq!(one["puzzles"][0], puzzles[0]);
}

#[tokio::test]
async fn rows_format_and_a_drawn_seed() {
    let app = spawn_app(&[]).await;
    let strings = generate(&app, json!({"level": "hard", "seed": 42})).await;
    let rows = generate(&app, json!({"level": "hard", "seed": 42, "format": "rows"})).await;
    let (s, r) = (&strings["puzzles"][0], &rows["puzzles"][0]);
    assert_eq!(r["puzzle"].as_array().unwrap().len(), 9);
    assert_eq!(cells_of(&s["puzzle"]), cells_of(&r["puzzle"]));
    assert_eq!(cells_of(&s["solution"]), cells_of(&r["solution"]));
    assert!(s["puzzle"].as_str().unwrap().contains('.'));
    assert_eq!((&s["rating"], &s["seed"]), (&r["rating"], &r["seed"]));
    // Without a seed one is drawn, answered, and reproduces the puzzle.
    let drawn = generate(&app, json!({"level": "medium", "minimal": true})).await;
    let seed = drawn["seed"].as_u64().expect("a drawn seed");
    assert!(seed < 1 << 53);
    let again = generate(
        &app,
        json!({"level": "medium", "minimal": true, "seed": seed}),
    )
    .await;
    assert_eq!(drawn, again);
    check_puzzle(&drawn["puzzles"][0], 21, 29);
}

#[tokio::test]
async fn every_invalid_field_is_named() {
    let app = spawn_app(&[]).await;
    let cases = [
        (
            json!({"level": "hard", "colour": "red"}),
            "body: unknown field \"colour\"",
        ),
        (json!({"level": "impossible"}), "level: "),
        (json!({"level": 3}), "level: "),
        (json!({"level": null}), "level: "),
        (json!({"er_min": "7", "er_max": 8}), "er_min: "),
        (json!({"er_min": 7, "er_max": 26}), "er_max: "),
        (json!({"level": "easy", "seed": -1}), "seed: "),
        (
            json!({"level": "easy", "seed": 9_007_199_254_740_992u64}),
            "seed: ",
        ),
        (json!({"level": "easy", "seed": "1"}), "seed: "),
        (json!({"level": "easy", "symmetry": "spiral"}), "symmetry: "),
        (json!({"level": "easy", "minimal": 1}), "minimal: "),
        (json!({"level": "easy", "count": 0}), "count: "),
        (json!({"level": "easy", "count": 101}), "count: "),
        (json!({"level": "easy", "count": 2.5}), "count: "),
        (json!({"level": "easy", "format": "grid"}), "format: "),
        (
            json!({"level": "easy", "er_min": 1, "er_max": 2}),
            "level: ",
        ),
        (json!({}), "level: missing"),
        (json!({"er_min": 7}), "er_max: missing"),
        (json!({"er_max": 7}), "er_min: missing"),
        (json!({"er_min": 8, "er_max": 7}), "er_min: "),
        (json!({"er_min": 0, "er_max": 0.5}), "er_max: "),
        (json!(["level"]), "body: "),
    ];
    for (body, start) in cases {
        let res = app.post_json("/generate", &body).await;
        let problem = expect_problem(res, 422, "invalid_request").await;
        let detail = problem["detail"].as_str().unwrap();
        assert!(detail.starts_with(start), "{body}: {detail}");
    }
    let res = app
        .post_raw(
            "/generate",
            "application/json",
            r#"{"level": "easy", "level": "hard"}"#,
        )
        .await;
    let problem = expect_problem(res, 422, "invalid_request").await;
    assert!(problem["detail"].as_str().unwrap().contains("\"level\""));
    let res = app.post_raw("/generate", "application/json", "{").await;
    expect_problem(res, 400, "malformed_json").await;
    let res = app.post_raw("/generate", "text/plain", "{}").await;
    expect_problem(res, 415, "unsupported_media_type").await;
}

#[tokio::test]
async fn a_band_nothing_can_fill_is_cannot_generate() {
    // 200 fresh attempts, each rated, take about a second in a debug build
    // on a busy machine: a long budget keeps this about the answer.
    let app = spawn_app(&["--logic-timeout-ms", "30000"]).await;
    let res = app
        .post_json(
            "/generate",
            &json!({"er_min": 25.0, "er_max": 25.5, "seed": 1}),
        )
        .await;
    let problem = expect_problem(res, 422, "cannot_generate").await;
    let detail = problem["detail"].as_str().unwrap();
    assert!(detail.contains("25.0-25.5"), "{detail}");
    // The reason that holds: no seed, and fresh puzzles rarely rate there.
    assert!(
        detail.contains("the pool has no seed for ER 25.0-25.5"),
        "{detail}"
    );
    assert!(detail.contains("rarely rate above 7.0"), "{detail}");
}

#[tokio::test]
async fn a_generation_past_its_budget_is_a_timeout() {
    // 100 expert puzzles, each rated after its random transformation
    // (about 0.5 ms each in a release build), take far longer than 5 ms.
    let app = spawn_app(&["--logic-timeout-ms", "5"]).await;
    let res = app
        .post_json(
            "/generate",
            &json!({"level": "expert", "count": 100, "seed": 1}),
        )
        .await;
    expect_problem(res, 503, "timeout").await;
}

#[tokio::test]
async fn a_generation_that_cannot_fit_its_budget_even_alone_is_not_retryable() {
    // A generation's estimate (2 ms before any has run) exceeds half of a
    // 3 ms budget: no queue could make room, so no Retry-After.
    let app = spawn_app(&["--logic-timeout-ms", "3"]).await;
    let res = app
        .post_json("/generate", &json!({"level": "easy", "seed": 1}))
        .await;
    assert!(res.headers().get("retry-after").is_none());
    let problem = expect_problem(res, 422, "budget_too_small").await;
    let detail = problem["detail"].as_str().unwrap();
    assert!(detail.contains("retrying will not help"), "{detail}");
}

#[tokio::test]
async fn practice_puzzles_use_the_technique_asked() {
    let app = spawn_app(&[]).await;
    let body = json!({"technique": "xy_wing", "technique_hardest": true, "count": 3, "seed": 5});
    let first = generate(&app, body.clone()).await;
    assert_eq!(generate(&app, body).await, first, "reproducible");
    for p in first["puzzles"].as_array().unwrap() {
        assert_eq!(p["generator"], "practice-6");
        let grade: Value = app
            .post_json("/grade", &json!({"grid": p["puzzle"]}))
            .await
            .json()
            .await
            .unwrap();
        let used = grade["techniques"].as_array().unwrap();
        let xy = used
            .iter()
            .find(|t| t["id"] == "xy_wing")
            .expect("uses XY-Wing");
        assert_eq!(xy["max_rating"], grade["rating"]["er"], "its hardest step");
    }
    // With a level too: both hold.
    let body = json!({"technique": "pointing", "level": "medium", "seed": 1});
    let p = &generate(&app, body).await["puzzles"][0];
    assert_eq!(p["level"], "medium");
}

#[tokio::test]
async fn a_technique_the_pool_never_uses_is_cannot_generate_saying_so() {
    let app = spawn_app(&[]).await;
    for (body, says) in [
        (
            json!({"technique": "forcing_x_chain"}),
            "no puzzle of the generator's pool uses Forcing X-Chain",
        ),
        (
            json!({"technique": "dynamic_cell_forcing_chain_plus"}),
            "rates 9.0 or more",
        ),
        (
            json!({"technique": "x_wing", "level": "easy"}),
            "none with ER 1.0-2.0",
        ),
    ] {
        let res = app.post_json("/generate", &body).await;
        let problem = expect_problem(res, 422, "cannot_generate").await;
        let detail = problem["detail"].as_str().unwrap();
        assert!(detail.contains(says), "{body}: {detail}");
    }
}
