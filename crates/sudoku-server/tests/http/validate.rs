use serde_json::{json, Value};

use crate::support::*;

async fn validate(app: &TestApp, grid: Value) -> Value {
    let res = app.post_json("/validate", &json!({ "grid": grid })).await;
    assert_eq!(res.status(), 200);
    res.json().await.unwrap()
}

#[tokio::test]
async fn reports_validity_completeness_and_solution_count() {
    let app = spawn_app(&[]).await;
    let v = validate(&app, json!(PUZZLE)).await;
    assert_eq!(
        v,
        json!({"valid": true, "complete": false, "solved": false, "conflicts": [], "solutions": "unique"})
    );
    let v = validate(&app, json!(empty_grid())).await;
    assert_eq!(v["solutions"], "multiple");
    let v = validate(&app, json!(UNSOLVABLE)).await;
    assert_eq!(v["valid"], true);
    assert_eq!(v["solutions"], "none");

    // A solved grid: solve first, then validate the answer.
    let res = app.post_json("/solve", &json!({ "grid": PUZZLE })).await;
    let solved: Value = res.json().await.unwrap();
    let v = validate(&app, solved["solution"].clone()).await;
    assert_eq!(
        v,
        json!({"valid": true, "complete": true, "solved": true, "conflicts": [], "solutions": "unique"})
    );
}

#[tokio::test]
async fn lists_every_conflict_and_no_solution_count() {
    let app = spawn_app(&[]).await;
    let mut rows = vec![vec![0u8; 9]; 9];
    rows[0][0] = 7;
    rows[0][8] = 7; // row 0
    rows[8][0] = 7; // column 0
    rows[1][1] = 7; // box 0
    let v = validate(&app, json!(rows)).await;
    assert_eq!(v["valid"], false);
    assert_eq!(v["solved"], false);
    assert_eq!(v["solutions"], Value::Null);
    assert_eq!(
        v["conflicts"],
        json!([
            {"unit": "row", "index": 0, "digit": 7, "cells": [{"row": 0, "col": 0}, {"row": 0, "col": 8}]},
            {"unit": "column", "index": 0, "digit": 7, "cells": [{"row": 0, "col": 0}, {"row": 8, "col": 0}]},
            {"unit": "box", "index": 0, "digit": 7, "cells": [{"row": 0, "col": 0}, {"row": 1, "col": 1}]},
        ])
    );
}
