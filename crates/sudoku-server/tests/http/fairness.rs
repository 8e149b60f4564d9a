//! Per-client fairness (`--rate-limit`): buckets per client, weighted by
//! route, `429 rate_limited` with `Retry-After`, the `RateLimit` fields,
//! trusted proxies, API keys and the bounded key table.

use std::net::IpAddr;

use serde_json::json;

use crate::support::{
    config, expect_problem, spawn_app, try_config, CheckedClient, TestApp, PUZZLE,
};

fn from(ip: &str) -> CheckedClient {
    CheckedClient::bound_to(ip.parse::<IpAddr>().unwrap())
}

async fn solve(
    app: &TestApp,
    client: &CheckedClient,
    headers: &[(&str, &str)],
) -> reqwest::Response {
    let mut req = client
        .post(app.url("/solve"))
        .json(&json!({ "grid": PUZZLE }));
    for (n, v) in headers {
        req = req.header(n, v);
    }
    req.send().await.unwrap()
}

fn field(res: &reqwest::Response, name: &str) -> Option<String> {
    res.headers()
        .get(name)
        .map(|v| v.to_str().unwrap().to_string())
}

#[tokio::test]
async fn a_client_over_its_share_gets_429_with_retry_after_and_the_fields() {
    let app = spawn_app(&[
        "--rate-limit",
        "true",
        "--rate-limit-rate",
        "1",
        "--rate-limit-burst",
        "10",
    ])
    .await;
    let flooder = from("127.0.0.2");
    for left in (0..10).rev() {
        let res = solve(&app, &flooder, &[]).await;
        assert_eq!(res.status(), 200);
        assert_eq!(
            field(&res, "ratelimit-policy").as_deref(),
            Some("\"client\";q=10;w=10")
        );
        let limit = field(&res, "ratelimit").unwrap();
        assert!(
            limit.starts_with(&format!("\"client\";r={left};t=")),
            "{limit}"
        );
    }
    let res = solve(&app, &flooder, &[]).await;
    assert_eq!(field(&res, "retry-after").as_deref(), Some("1"));
    assert_eq!(
        field(&res, "ratelimit").as_deref(),
        Some("\"client\";r=0;t=1")
    );
    assert!(field(&res, "ratelimit-policy").is_some());
    let body = expect_problem(res, 429, "rate_limited").await;
    let detail = body["detail"].as_str().unwrap();
    assert!(detail.contains("address 127.0.0.2"), "{detail}");
    assert!(detail.contains("POST /solve costs 1"), "{detail}");
    // Another client keeps its whole share; the probes are never limited
    // and carry no fields.
    let other = solve(&app, &from("127.0.0.3"), &[]).await;
    assert_eq!(other.status(), 200);
    for path in ["/healthz", "/readyz", "/metrics"] {
        let res = flooder.get(app.url(path)).send().await.unwrap();
        assert_eq!(res.status(), 200, "{path}");
        assert!(field(&res, "ratelimit").is_none(), "{path}");
    }
}

#[tokio::test]
async fn a_grade_costs_ten_solves() {
    let app = spawn_app(&[
        "--rate-limit",
        "true",
        "--rate-limit-rate",
        "1",
        "--rate-limit-burst",
        "10",
    ])
    .await;
    let client = from("127.0.0.4");
    let res = client
        .post(app.url("/grade"))
        .json(&json!({ "grid": PUZZLE }))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert!(field(&res, "ratelimit")
        .unwrap()
        .starts_with("\"client\";r=0;"));
    let res = solve(&app, &client, &[]).await;
    expect_problem(res, 429, "rate_limited").await;
}

#[tokio::test]
async fn behind_a_trusted_proxy_the_forwarded_client_is_limited_and_a_bad_header_falls_back() {
    let app = spawn_app(&[
        "--rate-limit",
        "true",
        "--rate-limit-rate",
        "1",
        "--rate-limit-burst",
        "10",
        "--rate-limit-trusted-proxies",
        "127.0.0.5,10.0.0.0/8",
    ])
    .await;
    let proxy = from("127.0.0.5");
    let xff = |v: &'static str| [("x-forwarded-for", v)];
    for _ in 0..10 {
        assert_eq!(
            solve(&app, &proxy, &xff("198.51.100.1, 10.1.2.3"))
                .await
                .status(),
            200
        );
    }
    let res = solve(&app, &proxy, &xff("6.6.6.6, 198.51.100.1")).await;
    let body = expect_problem(res, 429, "rate_limited").await;
    assert!(
        body["detail"]
            .as_str()
            .unwrap()
            .contains("address 198.51.100.1"),
        "{body}"
    );
    // Another forwarded client has its own bucket, and so does the proxy.
    assert_eq!(
        solve(&app, &proxy, &xff("198.51.100.2")).await.status(),
        200
    );
    let fwd = [("forwarded", "for=\"[2001:db8::1]:80\"")];
    assert_eq!(solve(&app, &proxy, &fwd).await.status(), 200);
    // A header that cannot be read: the proxy's own bucket, never an error.
    for bad in ["not-an-address", "", "198.51.100.1,,", "999.0.0.1"] {
        assert_eq!(
            solve(&app, &proxy, &xff(bad)).await.status(),
            200,
            "{bad:?}"
        );
    }
    // An untrusted peer's header is not believed: its own address counts.
    let res = solve(&app, &from("127.0.0.6"), &xff("198.51.100.1")).await;
    assert_eq!(res.status(), 200);
}

#[tokio::test]
async fn an_api_key_is_one_client_from_any_address_and_a_bad_one_is_named() {
    let app = spawn_app(&[
        "--rate-limit",
        "true",
        "--rate-limit-rate",
        "1",
        "--rate-limit-burst",
        "10",
        "--rate-limit-key-header",
        "X-Api-Key",
    ])
    .await;
    let key = [("x-api-key", "alpha-123")];
    for i in 0..10 {
        let client = from(if i % 2 == 0 { "127.0.0.7" } else { "127.0.0.8" });
        assert_eq!(solve(&app, &client, &key).await.status(), 200);
    }
    let res = solve(&app, &from("127.0.0.9"), &key).await;
    let body = expect_problem(res, 429, "rate_limited").await;
    let detail = body["detail"].as_str().unwrap();
    assert!(
        detail.contains("x-api-key") && !detail.contains("alpha"),
        "{detail}"
    );
    // Without the header, the address is the key.
    assert_eq!(solve(&app, &from("127.0.0.7"), &[]).await.status(), 200);
    let res = solve(&app, &from("127.0.0.7"), &[("x-api-key", "has space")]).await;
    let body = expect_problem(res, 400, "bad_request").await;
    assert!(
        body["detail"].as_str().unwrap().contains("x-api-key"),
        "{body}"
    );
}

#[tokio::test]
async fn the_key_table_stays_bounded_and_counts_its_evictions() {
    let app = spawn_app(&[
        "--rate-limit",
        "true",
        "--rate-limit-max-clients",
        "16",
        "--rate-limit-trusted-proxies",
        "127.0.0.10",
    ])
    .await;
    let proxy = from("127.0.0.10");
    for n in 0..200 {
        let client = format!("198.51.100.{n}");
        let res = proxy
            .post(app.url("/solve"))
            .header("x-forwarded-for", &client)
            .json(&json!({ "grid": PUZZLE }))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
    }
    let text = proxy
        .get(app.url("/metrics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let value = |name: &str| -> f64 {
        text.lines()
            .find_map(|l| l.strip_prefix(name).and_then(|v| v.trim().parse().ok()))
            .unwrap_or_else(|| panic!("{name} missing from /metrics"))
    };
    assert!(
        value("sudoku_rate_limit_evictions_total ") >= 184.0,
        "{text}"
    );
    assert!(value("sudoku_rate_limit_clients ") <= 16.0);
}

#[tokio::test]
async fn off_by_default_no_fields_and_no_limit() {
    let app = spawn_app(&[]).await;
    let client = from("127.0.0.11");
    for _ in 0..30 {
        let res = solve(&app, &client, &[]).await;
        assert_eq!(res.status(), 200);
        assert!(field(&res, "ratelimit").is_none());
    }
}

#[tokio::test]
async fn bad_settings_stop_the_server_with_a_clear_error() {
    for args in [
        ["--rate-limit-rate", "0"],
        ["--rate-limit-burst", "5"],
        ["--rate-limit", "maybe"],
        ["--rate-limit-max-clients", "3"],
    ] {
        let err = try_config(&args)
            .err()
            .unwrap_or_else(|| panic!("{args:?} accepted"));
        assert!(err.to_string().contains(args[0]), "{args:?}: {err}");
    }
    for (args, says) in [
        (
            ["--rate-limit-trusted-proxies", "10.0.0.0/40"],
            "10.0.0.0/40",
        ),
        (
            ["--rate-limit-key-header", "x api key"],
            "--rate-limit-key-header",
        ),
    ] {
        let state = sudoku_server::http::state::AppState::new(config(&args));
        let err = sudoku_server::http::server::Server::bind(state)
            .await
            .err()
            .expect("refused");
        assert!(err.to_string().contains(says), "{err}");
    }
}
