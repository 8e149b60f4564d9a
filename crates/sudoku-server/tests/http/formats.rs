//! The grid representations people bring, on every route that takes a grid:
//! LeetCode 37's board of one-character strings (answered as strings) and
//! BOJ 2580's nine lines of nine digits (a string grid, whitespace
//! ignored), with the malformed variants named by cell.

use serde_json::{json, Value};

use crate::support::*;

/// `grid` as LeetCode 37 writes a board: rows of one-character strings,
/// `"."` for empty.
fn leetcode(grid: &str) -> Value {
    let rows: Vec<Vec<String>> = grid
        .as_bytes()
        .chunks(9)
        .map(|row| {
            row.iter()
                .map(|&b| {
                    if b == b'0' {
                        ".".into()
                    } else {
                        (b as char).to_string()
                    }
                })
                .collect()
        })
        .collect();
    json!(rows)
}

/// `grid` as BOJ 2580 gives it: nine lines of nine space-separated digits,
/// `0` for empty.
fn boj(grid: &str) -> String {
    grid.as_bytes()
        .chunks(9)
        .map(|row| {
            let digits: Vec<String> = row
                .iter()
                .map(|&b| {
                    if b == b'.' {
                        "0".into()
                    } else {
                        (b as char).to_string()
                    }
                })
                .collect();
            format!("{}\n", digits.join(" "))
        })
        .collect()
}

async fn problem(app: &TestApp, path: &str, body: Value) -> (u16, String, String) {
    let res = app.post_json(path, &body).await;
    let status = res.status().as_u16();
    let body: Value = res.json().await.unwrap();
    (
        status,
        body["code"].as_str().unwrap_or_default().to_owned(),
        body["detail"].as_str().unwrap_or_default().to_owned(),
    )
}

#[tokio::test]
async fn a_leetcode_board_is_solved_and_answered_as_strings() {
    let app = spawn_app(&[]).await;
    let res = app
        .post_json("/solve", &json!({ "grid": leetcode(PUZZLE) }))
        .await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    let rows = body["solution"].as_array().expect("rows in, rows out");
    assert_eq!(rows.len(), 9);
    for row in rows {
        let row = row.as_array().unwrap();
        assert_eq!(row.len(), 9);
        for cell in row {
            let s = cell.as_str().expect("strings in, strings out");
            assert!(s.len() == 1 && ('1'..='9').contains(&s.chars().next().unwrap()));
        }
    }
    assert_solves(&cells_of(&json!(PUZZLE)), &cells_of(&body["solution"]));
    assert_eq!(body["unique"], true);
}

#[tokio::test]
async fn a_boj_block_is_a_string_grid() {
    let app = spawn_app(&[]).await;
    let res = app
        .post_json("/solve", &json!({ "grid": boj(PUZZLE) }))
        .await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    assert_solves(&cells_of(&json!(PUZZLE)), &cells_of(&body["solution"]));
    // A row of eight digits leaves 80 cells.
    let short = boj(PUZZLE).replacen("5 3 0", "5 3", 1);
    let (status, code, detail) = problem(&app, "/solve", json!({ "grid": short })).await;
    assert_eq!((status, code.as_str()), (422, "invalid_grid"));
    assert_eq!(detail, "grid: expected 81 cells, got 80");
}

#[tokio::test]
async fn every_grid_route_takes_a_leetcode_board() {
    let app = spawn_app(&[]).await;
    let board = leetcode(PUZZLE);
    // /validate
    let res = app.post_json("/validate", &json!({ "grid": board })).await;
    assert_eq!(res.status(), 200);
    let v: Value = res.json().await.unwrap();
    assert_eq!(
        (&v["valid"], &v["complete"], &v["solutions"]),
        (&json!(true), &json!(false), &json!("unique"))
    );
    // /grade
    let res = app.post_json("/grade", &json!({ "grid": board })).await;
    assert_eq!(res.status(), 200);
    let graded: Value = res.json().await.unwrap();
    let res = app.post_json("/grade", &json!({ "grid": PUZZLE })).await;
    let by_string: Value = res.json().await.unwrap();
    assert_eq!(graded["rating"], by_string["rating"]);
    // /hint, with the board as the grid and as the givens.
    let res = app
        .post_json("/hint", &json!({ "grid": board, "givens": board }))
        .await;
    assert_eq!(res.status(), 200);
    let h: Value = res.json().await.unwrap();
    assert_eq!(h["kind"], "step");
    // /solve/batch, JSON and NDJSON: each grid answered in its own kind.
    let res = app
        .post_json("/solve/batch", &json!({ "grids": [board, PUZZLE] }))
        .await;
    assert_eq!(res.status(), 200);
    let b: Value = res.json().await.unwrap();
    assert!(b["results"][0]["solution"][0][0].is_string());
    assert!(b["results"][1]["solution"].is_string());
    let body = format!("{board}\n{{\"grid\": {board}}}\n{PUZZLE}\n");
    let res = app
        .post_raw("/solve/batch", "application/x-ndjson", &body)
        .await;
    assert_eq!(res.status(), 200);
    let lines: Vec<Value> = res
        .text()
        .await
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    for l in &lines[..2] {
        assert_solves(&cells_of(&json!(PUZZLE)), &cells_of(&l["solution"]));
        assert!(l["solution"][8][8].is_string());
    }
    assert!(lines[2]["solution"].is_string());
}

#[tokio::test]
async fn malformed_boards_are_named_by_cell_on_every_route() {
    let app = spawn_app(&[]).await;
    let board = leetcode(PUZZLE);
    let mut eight = board.clone();
    eight.as_array_mut().unwrap().pop();
    let mut two_chars = board.clone();
    two_chars[4][8] = json!("12");
    let mut mixed = board.clone();
    mixed[0][2] = json!(0);
    let mixed_note = "(a board is all integers and null, or all strings, as its first cell says)";
    let cases = [
        (eight, "grid: expected 9 rows, got 8".to_owned()),
        (
            two_chars,
            r#"grid[4][8]: expected "1"-"9", "." or "0", got "12""#.to_owned(),
        ),
        (
            mixed,
            format!(r#"grid[0][2]: expected "1"-"9", "." or "0", got 0 {mixed_note}"#),
        ),
    ];
    for (grid, want) in &cases {
        for path in ["/solve", "/validate", "/grade", "/hint"] {
            let (status, code, detail) = problem(&app, path, json!({ "grid": grid })).await;
            assert_eq!(
                (status, code.as_str(), detail.as_str()),
                (422, "invalid_grid", want.as_str()),
                "{path}"
            );
        }
        let (_, _, detail) =
            problem(&app, "/hint", json!({ "grid": PUZZLE, "givens": grid })).await;
        assert_eq!(detail, want.replacen("grid", "givens", 1));
        let res = app
            .post_json("/solve/batch", &json!({ "grids": [PUZZLE, grid] }))
            .await;
        let b: Value = res.json().await.unwrap();
        assert_eq!(
            b["results"][1]["error"]["detail"],
            json!(want.replacen("grid", "grids[1]", 1))
        );
    }
    // Integers first, then a string: the board is one of integers.
    let mut rows: Vec<Vec<Value>> = cells_of(&json!(PUZZLE))
        .chunks(9)
        .map(|r| r.iter().map(|&d| json!(d)).collect())
        .collect();
    rows[3][1] = json!("5");
    let (_, _, detail) = problem(&app, "/solve", json!({ "grid": rows })).await;
    assert_eq!(
        detail,
        format!(r#"grid[3][1]: expected an integer 0-9 or null, got "5" {mixed_note}"#)
    );
}
