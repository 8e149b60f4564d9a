//! Every error status and code, each body checked for shape and media type.

use serde_json::json;

use crate::support::*;

#[tokio::test]
async fn invalid_grids_name_the_place() {
    let app = spawn_app(&[]).await;
    let cells = cells_of(&json!(PUZZLE));
    let mut rows: Vec<Vec<serde_json::Value>> = (0..9)
        .map(|r| (0..9).map(|c| json!(cells[r * 9 + c])).collect())
        .collect();
    rows[3][7] = json!(12);
    let mut bad_char: Vec<char> = PUZZLE.chars().collect();
    bad_char[17] = 'x';
    let bad_char: String = bad_char.into_iter().collect();
    let cases = [
        (
            json!(rows.clone()),
            "grid[3][7]: expected an integer 0-9 or null, got 12",
        ),
        (json!(rows[..8].to_vec()), "grid: expected 9 rows, got 8"),
        (
            json!(bad_char),
            "grid: unexpected character 'x' at index 17 (row 1, col 8)",
        ),
        (json!(&PUZZLE[..80]), "grid: expected 81 cells, got 80"),
        (
            json!(42),
            "grid: expected an array of 9 rows or a string of 81 cells, got 42",
        ),
    ];
    for (grid, detail) in cases {
        for path in ["/solve", "/validate"] {
            let res = app.post_json(path, &json!({ "grid": grid })).await;
            let body = expect_problem(res, 422, "invalid_grid").await;
            assert_eq!(body["detail"], detail);
        }
    }
    let res = app.post_json("/solve", &json!({})).await;
    let body = expect_problem(res, 422, "invalid_grid").await;
    assert!(body["detail"]
        .as_str()
        .unwrap()
        .starts_with("grid: missing"));
}

#[tokio::test]
async fn request_shape_errors() {
    let app = spawn_app(&[]).await;
    let res = app
        .post_json("/solve", &json!({ "grid": PUZZLE, "mode": "fast" }))
        .await;
    let body = expect_problem(res, 422, "invalid_request").await;
    assert!(body["detail"].as_str().unwrap().contains("\"mode\""));
    let res = app.post_json("/solve", &json!([PUZZLE])).await;
    expect_problem(res, 422, "invalid_request").await;
}

#[tokio::test]
async fn malformed_json_is_400() {
    let app = spawn_app(&[]).await;
    for body in ["{\"grid\": ", "not json", "", "{\"grid\": \"1\"} trailing"] {
        let res = app.post_raw("/solve", "application/json", body).await;
        expect_problem(res, 400, "malformed_json").await;
    }
}

#[tokio::test]
async fn wrong_media_type_is_415() {
    let app = spawn_app(&[]).await;
    let body = json!({ "grid": PUZZLE }).to_string();
    for ct in ["text/plain", "application/x-www-form-urlencoded"] {
        let res = app.post_raw("/solve", ct, &body).await;
        let p = expect_problem(res, 415, "unsupported_media_type").await;
        assert!(p["detail"].as_str().unwrap().contains(ct));
    }
    let res = app
        .client
        .post(app.url("/validate"))
        .body(body.clone())
        .send()
        .await
        .unwrap();
    expect_problem(res, 415, "unsupported_media_type").await;
    // Parameters and +json are fine.
    let res = app
        .post_raw("/solve", "application/json; charset=utf-8", &body)
        .await;
    assert_eq!(res.status(), 200);
}

#[tokio::test]
async fn oversized_body_is_413() {
    let app = spawn_app(&["--max-body-bytes", "1024"]).await;
    let big = json!({ "grid": format!("{PUZZLE}{}", " ".repeat(2000)) }).to_string();
    let res = app.post_raw("/solve", "application/json", &big).await;
    let body = expect_problem(res, 413, "payload_too_large").await;
    assert!(body["detail"].as_str().unwrap().contains("1024"));
    // Just under the limit still works.
    let ok = json!({ "grid": format!("{PUZZLE}{}", " ".repeat(900)) }).to_string();
    assert!(ok.len() < 1024);
    let res = app.post_raw("/solve", "application/json", &ok).await;
    assert_eq!(res.status(), 200);
}

#[tokio::test]
async fn unknown_path_is_404_and_wrong_method_is_405() {
    let app = spawn_app(&[]).await;
    let res = app.client.get(app.url("/nope")).send().await.unwrap();
    let body = expect_problem(res, 404, "not_found").await;
    assert_eq!(body["detail"], "no route for GET /nope");
    let res = app.client.get(app.url("/solve")).send().await.unwrap();
    assert_eq!(res.headers()["allow"], "POST");
    expect_problem(res, 405, "method_not_allowed").await;
    let res = app.client.delete(app.url("/healthz")).send().await.unwrap();
    expect_problem(res, 405, "method_not_allowed").await;
}

#[tokio::test]
async fn request_id_is_echoed_or_generated() {
    let app = spawn_app(&[]).await;
    let res = app
        .client
        .get(app.url("/healthz"))
        .header("x-request-id", "abc-123")
        .send()
        .await
        .unwrap();
    assert_eq!(res.headers()["x-request-id"], "abc-123");
    let res = app.client.get(app.url("/healthz")).send().await.unwrap();
    let id = res.headers()["x-request-id"].to_str().unwrap();
    assert_eq!(id.len(), 36, "a UUID: {id}");
    let res = app
        .client
        .get(app.url("/nope"))
        .header("x-request-id", "trace-me")
        .send()
        .await
        .unwrap();
    let body = expect_problem(res, 404, "not_found").await;
    assert_eq!(body["request_id"], "trace-me");
}

#[tokio::test]
async fn cors_allows_any_origin_by_default() {
    let app = spawn_app(&[]).await;
    let res = app
        .client
        .request(reqwest::Method::OPTIONS, app.url("/solve"))
        .header("origin", "https://frontend.test")
        .header("access-control-request-method", "POST")
        .header("access-control-request-headers", "content-type")
        .send()
        .await
        .unwrap();
    assert!(res.status().is_success());
    let h = res.headers();
    assert_eq!(h["access-control-allow-origin"], "*");
    assert!(h["access-control-allow-methods"]
        .to_str()
        .unwrap()
        .contains("POST"));
    assert!(h["access-control-allow-headers"]
        .to_str()
        .unwrap()
        .contains("content-type"));
    assert!(h.get("access-control-allow-credentials").is_none());
    let res = app
        .client
        .post(app.url("/solve"))
        .header("origin", "https://frontend.test")
        .json(&json!({ "grid": PUZZLE }))
        .send()
        .await
        .unwrap();
    assert_eq!(res.headers()["access-control-allow-origin"], "*");
    let exposed = res.headers()["access-control-expose-headers"]
        .to_str()
        .unwrap();
    // traceparent: a browser script can find its request's trace; the
    // RateLimit fields: it can pace itself.
    for h in [
        "x-request-id",
        "retry-after",
        "traceparent",
        "ratelimit",
        "ratelimit-policy",
    ] {
        assert!(exposed.contains(h), "{h} not exposed: {exposed}");
    }
}

#[tokio::test]
async fn cors_origin_list_is_enforced() {
    let app = spawn_app(&["--cors-origins", "https://a.test,https://b.test"]).await;
    let preflight = |origin: &'static str| {
        app.client
            .request(reqwest::Method::OPTIONS, app.url("/validate"))
            .header("origin", origin)
            .header("access-control-request-method", "POST")
            .send()
    };
    let res = preflight("https://b.test").await.unwrap();
    assert_eq!(
        res.headers()["access-control-allow-origin"],
        "https://b.test"
    );
    let res = preflight("https://evil.test").await.unwrap();
    assert!(res.headers().get("access-control-allow-origin").is_none());
}

#[tokio::test]
async fn cors_request_headers_are_configurable() {
    let app = spawn_app(&["--cors-allow-headers", "Content-Type, X-Tenant,,x-tenant"]).await;
    let res = app
        .client
        .request(reqwest::Method::OPTIONS, app.url("/solve"))
        .header("origin", "https://frontend.test")
        .header("access-control-request-method", "POST")
        .header("access-control-request-headers", "content-type,x-tenant")
        .send()
        .await
        .unwrap();
    assert!(res.status().is_success());
    // The list replaces the defaults: lower-cased, blanks skipped, each once.
    assert_eq!(
        res.headers()["access-control-allow-headers"],
        "content-type,x-tenant"
    );
}

#[tokio::test]
async fn a_cors_request_header_that_is_no_header_name_stops_the_start() {
    let state = sudoku_server::http::state::AppState::new(config(&[
        "--cors-allow-headers",
        "content-type,bad header",
    ]));
    let err = match sudoku_server::http::server::Server::bind(state).await {
        Ok(_) => panic!("a header name with a space was accepted"),
        Err(e) => e.to_string(),
    };
    assert_eq!(
        err,
        "invalid CORS request header \"bad header\": not a header name"
    );
}
