//! Connection-level defences and the last loose inputs: slow clients, the
//! connection ceiling, time limits, repeated JSON keys, request ids, and
//! `OPTIONS`. Raw sockets where an HTTP client would not misbehave on
//! purpose. Every wait is bounded generously; nothing asserts a duration
//! more precisely than that.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use reqwest::header::{HeaderMap, HeaderName, HeaderValue};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use tokio::net::TcpStream;

use crate::support::*;

/// Short limits, so that the tests take seconds.
const FAST: &[&str] = &[
    "--header-timeout-ms",
    "1500",
    "--body-timeout-ms",
    "1500",
    "--keep-alive-timeout-ms",
    "1500",
];

/// Generous bound on anything the server should do "soon".
const SOON: Duration = Duration::from_secs(10);

/// Writes all of `bytes` (the test crate has no tokio `io-util`).
async fn send(stream: &TcpStream, mut bytes: &[u8]) -> std::io::Result<()> {
    while !bytes.is_empty() {
        stream.writable().await?;
        match stream.try_write(bytes) {
            Ok(n) => bytes = &bytes[n..],
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// Reads until the server closes (or resets) the connection; panics after
/// [`SOON`].
async fn read_to_close(stream: &TcpStream) -> Vec<u8> {
    let t0 = Instant::now();
    let mut got = Vec::new();
    loop {
        assert!(t0.elapsed() < SOON, "the server never closed");
        if tokio::time::timeout(Duration::from_millis(200), stream.readable())
            .await
            .is_err()
        {
            continue;
        }
        let mut buf = [0u8; 4096];
        match stream.try_read(&mut buf) {
            Ok(0) => return got,
            Ok(n) => got.extend_from_slice(&buf[..n]),
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
            Err(_) => return got,
        }
    }
}

/// A raw response: status, headers, body.
fn parse_response(raw: &[u8]) -> (StatusCode, HeaderMap, Vec<u8>) {
    let text = String::from_utf8_lossy(raw);
    let (head, body) = text.split_once("\r\n\r\n").expect("a complete response");
    let mut lines = head.lines();
    let status: u16 = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|s| s.parse().ok())
        .expect("a status line");
    let mut headers = HeaderMap::new();
    for line in lines {
        let (name, value) = line.split_once(':').expect("a header line");
        headers.append(
            HeaderName::from_bytes(name.trim().as_bytes()).unwrap(),
            HeaderValue::from_str(value.trim()).unwrap(),
        );
    }
    (
        StatusCode::from_u16(status).unwrap(),
        headers,
        body.as_bytes().to_vec(),
    )
}

/// A slow client: sends `head` a byte per second and reads whatever comes
/// back, until the server closes. Returns what it read.
async fn trickle(addr: SocketAddr, head: &'static [u8]) -> Vec<u8> {
    let stream = TcpStream::connect(addr).await.unwrap();
    let t0 = Instant::now();
    let mut got = Vec::new();
    let mut sent = 0;
    let mut tick = tokio::time::interval(Duration::from_secs(1));
    loop {
        assert!(t0.elapsed() < SOON, "a slow connection was never closed");
        tokio::select! {
            _ = tick.tick() => {
                if sent < head.len() && stream.try_write(&head[sent..=sent]).is_ok() {
                    sent += 1;
                }
            }
            ready = stream.readable() => {
                if ready.is_err() {
                    return got;
                }
                let mut buf = [0u8; 4096];
                match stream.try_read(&mut buf) {
                    Ok(0) => return got,
                    Ok(n) => got.extend_from_slice(&buf[..n]),
                    Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
                    Err(_) => return got,
                }
            }
        }
    }
}

#[tokio::test]
async fn slowloris_cannot_starve_a_fresh_client() {
    let mut args = FAST.to_vec();
    args.extend(["--max-connections", "8"]);
    let app = spawn_app(&args).await;
    // Three times the ceiling, each trickling a head a byte per second.
    let slow: Vec<_> = (0..24)
        .map(|_| {
            tokio::spawn(trickle(
                app.addr,
                b"GET /healthz HTTP/1.1\r\nHost: slow\r\n\r\n",
            ))
        })
        .collect();
    tokio::time::sleep(Duration::from_millis(300)).await;
    // While they hold the table, a fresh client is served.
    for _ in 0..3 {
        let fresh = CheckedClient::default();
        let res = tokio::time::timeout(
            Duration::from_secs(5),
            fresh.get(app.url("/healthz")).send(),
        )
        .await
        .expect("a fresh client is answered within 5 s")
        .unwrap();
        assert_eq!(res.status(), 200);
    }
    // Every slow connection is closed: evicted (nothing read) or timed out
    // part-way through its head (a 408 problem, then the close).
    let (mut evicted, mut timed_out) = (0, 0);
    for task in slow {
        let got = task.await.unwrap();
        if got.is_empty() {
            evicted += 1;
            continue;
        }
        timed_out += 1;
        let (status, headers, body) = parse_response(&got);
        assert_eq!(status, 408);
        // Whatever the path, the spec's RequestTimeout response (which
        // POST /solve lists).
        crate::contract::check_response(&Method::POST, "/solve", status, &headers, &body);
        let body: Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(body["code"], "request_timeout");
        assert_eq!(
            body["request_id"],
            headers["x-request-id"].to_str().unwrap()
        );
    }
    assert!(
        evicted >= 24 - 8,
        "evicted {evicted}, timed out {timed_out}"
    );
    assert!(timed_out >= 1, "evicted {evicted}, timed out {timed_out}");
    // And the server still serves.
    let res = app.client.get(app.url("/healthz")).send().await.unwrap();
    assert_eq!(res.status(), 200);
    let metrics = app
        .client
        .get(app.url("/metrics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(metrics.contains("http_connections_shed_total{reason=\"evicted\"}"));
    assert!(metrics.contains("http_connection_timeouts_total{phase=\"header\"}"));
}

#[tokio::test]
async fn at_the_ceiling_with_every_connection_busy_a_new_one_is_closed_at_once() {
    let solver = solver_with_slow_empty_grid(|budget| {
        while !budget.is_exhausted() {
            std::thread::sleep(Duration::from_millis(1));
        }
    });
    let mut args = FAST.to_vec();
    args.extend(["--max-connections", "1", "--solve-timeout-ms", "1500"]);
    let app = spawn_with_solver(&args, solver).await;
    let busy = {
        let (client, url) = (app.client.clone(), app.url("/solve"));
        tokio::spawn(async move {
            client
                .post(url)
                .json(&json!({ "grid": empty_grid() }))
                .send()
                .await
                .unwrap()
                .status()
        })
    };
    let t0 = Instant::now();
    while app.state.pool.running() == 0 {
        assert!(t0.elapsed() < SOON);
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    // The one connection is busy solving: a newcomer is closed, not queued.
    let stream = TcpStream::connect(app.addr).await.unwrap();
    let _ = send(&stream, b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n").await;
    assert!(read_to_close(&stream).await.is_empty());
    assert_eq!(busy.await.unwrap(), 503, "the busy request ran to its end");
}

#[tokio::test]
async fn a_partial_body_gets_408_after_the_body_timeout() {
    let app = spawn_app(FAST).await;
    let stream = TcpStream::connect(app.addr).await.unwrap();
    send(
        &stream,
        b"POST /solve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
          Content-Length: 100\r\nx-request-id: partial-body-1\r\n\r\n{\"grid\":",
    )
    .await
    .unwrap();
    let got = read_to_close(&stream).await;
    let (status, headers, body) = parse_response(&got);
    crate::contract::check_response(&Method::POST, "/solve", status, &headers, &body);
    assert_eq!(status, 408);
    assert_eq!(headers["connection"], "close");
    let body: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(body["code"], "request_timeout");
    assert_eq!(body["request_id"], "partial-body-1");
    assert_eq!(
        body["detail"],
        "the request body was not received within 1500 ms"
    );
}

#[tokio::test]
async fn heads_that_stall_get_408_and_silent_or_idle_connections_are_closed() {
    let app = spawn_app(FAST).await;
    // Part of a head: 408, then the close.
    let stream = TcpStream::connect(app.addr).await.unwrap();
    send(&stream, b"GET /healthz HTTP/1.1\r\nHo").await.unwrap();
    let (status, _, body) = parse_response(&read_to_close(&stream).await);
    assert_eq!(status, 408);
    let body: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(body["code"], "request_timeout");
    // Nothing at all: closed without a word.
    let stream = TcpStream::connect(app.addr).await.unwrap();
    assert!(read_to_close(&stream).await.is_empty());
    // A kept-alive connection left idle: closed after its one answer.
    let stream = TcpStream::connect(app.addr).await.unwrap();
    send(&stream, b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    let got = String::from_utf8(read_to_close(&stream).await).unwrap();
    assert!(got.starts_with("HTTP/1.1 200 "), "{got}");
    assert_eq!(got.matches("HTTP/1.1").count(), 1, "{got}");
}

#[tokio::test]
async fn repeated_keys_are_refused_on_every_route() {
    let app = spawn_app(&[]).await;
    let dots = ".".repeat(81);
    let dup = |key: &str| format!("body: duplicate field \"{key}\"; a field may appear only once");
    for path in ["/solve", "/validate"] {
        let body = format!(r#"{{"grid": "{PUZZLE}", "grid": "{dots}"}}"#);
        let res = app.post_raw(path, "application/json", &body).await;
        let p = expect_problem(res, 422, "invalid_request").await;
        assert_eq!(p["detail"], dup("grid"));
        let body = format!(r#"{{"grid": "{PUZZLE}", "x": 1, "x": 2}}"#);
        let res = app.post_raw(path, "application/json", &body).await;
        let p = expect_problem(res, 422, "invalid_request").await;
        assert_eq!(p["detail"], dup("x"));
    }
    // One wording on every route, for a known field and an unknown one.
    for path in ["/grade", "/hint"] {
        let body = format!(r#"{{"grid": "{PUZZLE}", "grid": "{dots}"}}"#);
        let res = app.post_raw(path, "application/json", &body).await;
        let p = expect_problem(res, 422, "invalid_request").await;
        assert_eq!(p["detail"], dup("grid"));
        let body = format!(r#"{{"x": 1, "grid": "{PUZZLE}", "x": 2}}"#);
        let res = app.post_raw(path, "application/json", &body).await;
        let p = expect_problem(res, 422, "invalid_request").await;
        assert_eq!(p["detail"], dup("x"));
    }
    let body = r#"{"level": "easy", "level": "hard"}"#;
    let res = app.post_raw("/generate", "application/json", body).await;
    let p = expect_problem(res, 422, "invalid_request").await;
    assert_eq!(p["detail"], dup("level"));
    let body = format!(r#"{{"grids": ["{PUZZLE}"], "grids": []}}"#);
    let res = app
        .post_raw("/solve/batch", "application/json", &body)
        .await;
    let p = expect_problem(res, 422, "invalid_request").await;
    assert_eq!(p["detail"], dup("grids"));
    // An NDJSON line is an item: its own error, the others solved.
    let body = format!("{PUZZLE}\n{{\"grid\": \"{PUZZLE}\", \"grid\": \"{dots}\"}}\n");
    let res = app
        .post_raw("/solve/batch", "application/x-ndjson", &body)
        .await;
    assert_eq!(res.status(), 200);
    let text = res.text().await.unwrap();
    let lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["status"], "solved");
    assert_eq!(lines[1]["status"], "error");
    assert_eq!(lines[1]["error"]["code"], "invalid_request");
    assert_eq!(
        lines[1]["error"]["detail"],
        "line 2: duplicate field \"grid\"; a field may appear only once"
    );
}

#[tokio::test]
async fn request_ids_are_kept_only_when_short_and_safe() {
    let app = spawn_app(&[]).await;
    let good = "Trace.42_a:b-c";
    let cases: Vec<(&str, HeaderValue)> = vec![
        ("good", HeaderValue::from_static(good)),
        (
            "64 characters",
            HeaderValue::from_str(&"a".repeat(64)).unwrap(),
        ),
        ("too long", HeaderValue::from_str(&"a".repeat(65)).unwrap()),
        (
            "100 KB",
            HeaderValue::from_str(&"a".repeat(100_000)).unwrap(),
        ),
        ("empty", HeaderValue::from_static("")),
        (
            "non-ASCII",
            HeaderValue::from_bytes("zürich".as_bytes()).unwrap(),
        ),
        ("unsafe characters", HeaderValue::from_static("a b<script>")),
    ];
    for (what, sent) in cases {
        for path in ["/healthz", "/nope"] {
            let res = app
                .client
                .get(app.url(path))
                .header_value("x-request-id", sent.clone())
                .send()
                .await
                .unwrap();
            let echoed = res.headers()["x-request-id"].to_str().unwrap().to_owned();
            let keep = what == "good" || what == "64 characters";
            if keep {
                assert_eq!(echoed.as_bytes(), sent.as_bytes(), "{what}");
            } else {
                assert_ne!(echoed.as_bytes(), sent.as_bytes(), "{what}");
                assert_eq!(echoed.len(), 36, "{what}: a UUID, got {echoed}");
            }
            if path == "/nope" {
                let body = expect_problem(res, 404, "not_found").await;
                assert_eq!(body["request_id"], echoed.as_str(), "{what}");
            }
        }
    }
}

#[tokio::test]
async fn options_outside_a_good_preflight_is_a_problem() {
    let app = spawn_app(&[]).await;
    let options = |path: &str| {
        app.client
            .request(Method::OPTIONS, app.url(path))
            .header("origin", "https://frontend.test")
    };
    let res = options("/nope").send().await.unwrap();
    let body = expect_problem(res, 404, "not_found").await;
    assert_eq!(body["detail"], "no route for OPTIONS /nope");
    let res = options("/nope")
        .header("access-control-request-method", "POST")
        .send()
        .await
        .unwrap();
    expect_problem(res, 404, "not_found").await;
    // A preflight for a method the path does not have.
    let res = options("/solve")
        .header("access-control-request-method", "DELETE")
        .send()
        .await
        .unwrap();
    assert_eq!(res.headers()["allow"], "POST");
    assert!(res.headers().get("access-control-allow-origin").is_none());
    expect_problem(res, 405, "method_not_allowed").await;
    let res = options("/healthz")
        .header("access-control-request-method", "POST")
        .send()
        .await
        .unwrap();
    assert_eq!(res.headers()["allow"], "GET,HEAD");
    expect_problem(res, 405, "method_not_allowed").await;
    // A plain OPTIONS (no preflight) on a known path.
    let res = app
        .client
        .request(Method::OPTIONS, app.url("/solve"))
        .send()
        .await
        .unwrap();
    expect_problem(res, 405, "method_not_allowed").await;
    // A good preflight, trace context included.
    let res = options("/solve")
        .header("access-control-request-method", "POST")
        .header(
            "access-control-request-headers",
            "content-type,traceparent,tracestate",
        )
        .send()
        .await
        .unwrap();
    assert!(res.status().is_success());
    assert_eq!(res.headers()["access-control-allow-origin"], "*");
    let allowed = res.headers()["access-control-allow-headers"]
        .to_str()
        .unwrap()
        .to_owned();
    for h in [
        "content-type",
        "x-request-id",
        "traceparent",
        "tracestate",
        "baggage",
    ] {
        assert!(allowed.contains(h), "{h} in {allowed}");
    }
    let res = options("/healthz")
        .header("access-control-request-method", "HEAD")
        .send()
        .await
        .unwrap();
    assert!(res.status().is_success());
}

#[tokio::test]
async fn made_up_methods_share_one_metrics_label() {
    let app = spawn_app(&[]).await;
    let method = Method::from_bytes(b"BREW42").unwrap();
    let res = app
        .client
        .request(method, app.url("/healthz"))
        .send()
        .await
        .unwrap();
    expect_problem(res, 405, "method_not_allowed").await;
    let text = app
        .client
        .get(app.url("/metrics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(!text.contains("BREW42"));
    assert!(text.contains("method=\"OTHER\""));
}
