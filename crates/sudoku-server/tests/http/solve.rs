use serde_json::{json, Value};

use crate::support::*;

#[tokio::test]
async fn solves_a_string_grid_into_a_string() {
    let app = spawn_app(&[]).await;
    for puzzle in [PUZZLE, HARD] {
        let res = app.post_json("/solve", &json!({ "grid": puzzle })).await;
        assert_eq!(res.status(), 200);
        assert_eq!(res.headers()["content-type"], "application/json");
        let body: Value = res.json().await.unwrap();
        let solution = body["solution"].as_str().expect("string in, string out");
        assert_eq!(solution.len(), 81);
        assert!(solution.chars().all(|c| ('1'..='9').contains(&c)));
        assert_solves(&cells_of(&json!(puzzle)), &cells_of(&body["solution"]));
        assert_eq!(body["unique"], true);
        assert!(body["stats"]["guesses"].is_u64());
        assert!(body["stats"]["micros"].is_u64());
        assert!(body["stats"]["nodes"].as_u64().unwrap() >= 1);
    }
}

#[tokio::test]
async fn solves_rows_into_rows_with_nulls_and_zeros_as_empty() {
    let app = spawn_app(&[]).await;
    let cells = cells_of(&json!(PUZZLE));
    let rows: Vec<Vec<Value>> = (0..9)
        .map(|r| {
            (0..9)
                .map(|c| match cells[r * 9 + c] {
                    0 if (r + c) % 2 == 0 => Value::Null,
                    d => json!(d),
                })
                .collect()
        })
        .collect();
    let res = app.post_json("/solve", &json!({ "grid": rows })).await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    let out = body["solution"].as_array().expect("rows in, rows out");
    assert_eq!(out.len(), 9);
    assert!(out.iter().all(|r| r.as_array().unwrap().len() == 9));
    assert_solves(&cells, &cells_of(&body["solution"]));
    assert_eq!(body["unique"], true);
}

#[tokio::test]
async fn whitespace_in_string_grids_is_ignored() {
    let app = spawn_app(&[]).await;
    let block: String = PUZZLE
        .as_bytes()
        .chunks(9)
        .map(|r| format!("  {}\n", std::str::from_utf8(r).unwrap()))
        .collect();
    let res = app.post_json("/solve", &json!({ "grid": block })).await;
    assert_eq!(res.status(), 200);
}

#[tokio::test]
async fn empty_grid_is_not_unique() {
    let app = spawn_app(&[]).await;
    let res = app
        .post_json("/solve", &json!({ "grid": empty_grid() }))
        .await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["unique"], false);
    assert_solves(&[0; 81], &cells_of(&body["solution"]));
}

#[tokio::test]
async fn unsolvable_is_422_unsolvable() {
    let app = spawn_app(&[]).await;
    let res = app
        .post_json("/solve", &json!({ "grid": UNSOLVABLE }))
        .await;
    let body = expect_problem(res, 422, "unsolvable").await;
    assert!(body.get("conflicts").is_none());
}

#[tokio::test]
async fn conflicting_givens_list_every_conflict() {
    let app = spawn_app(&[]).await;
    // A second 5 at (0, 2): repeats in row 0 and box 0 with (0, 0).
    let mut s: Vec<u8> = PUZZLE.bytes().collect();
    s[2] = b'5';
    let grid = String::from_utf8(s).unwrap();
    let res = app.post_json("/solve", &json!({ "grid": grid })).await;
    let body = expect_problem(res, 422, "conflicting_givens").await;
    assert_eq!(
        body["conflicts"],
        json!([
            {"unit": "row", "index": 0, "digit": 5, "cells": [{"row": 0, "col": 0}, {"row": 0, "col": 2}]},
            {"unit": "box", "index": 0, "digit": 5, "cells": [{"row": 0, "col": 0}, {"row": 0, "col": 2}]},
        ])
    );
    assert!(body["detail"]
        .as_str()
        .unwrap()
        .contains("digit 5 repeats in row 0"));
}
