//! Compressed answers: negotiated by `Accept-Encoding`, only above the size
//! threshold, decoded to the very answer sent as is, and streamed NDJSON
//! still streamed. The client here is a plain one that sends the header
//! itself and sees the bytes on the wire.

use std::io::{Read, Write};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::support::*;

fn gunzip(wire: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    flate2::read::GzDecoder::new(wire)
        .read_to_end(&mut out)
        .unwrap();
    out
}

fn unbrotli(wire: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    brotli::Decompressor::new(wire, 4096)
        .read_to_end(&mut out)
        .unwrap();
    out
}

/// A `/grade` answer without its timing, which differs between two runs.
fn untimed(body: &[u8]) -> Value {
    let mut v: Value = serde_json::from_slice(body).unwrap();
    v.as_object_mut().unwrap().remove("micros");
    v
}

async fn grade_with_path(app: &TestApp, accept: Option<&str>) -> reqwest::Response {
    let mut req = reqwest::Client::new()
        .post(app.url("/grade"))
        .json(&json!({ "grid": PUZZLE, "path": true }));
    if let Some(accept) = accept {
        req = req.header("accept-encoding", accept);
    }
    req.send().await.unwrap()
}

fn header<'a>(res: &'a reqwest::Response, name: &str) -> Option<&'a str> {
    res.headers().get(name).map(|v| v.to_str().unwrap())
}

/// Whether a `Vary` header (CORS adds its own) names `Accept-Encoding`.
fn varies_by_encoding(res: &reqwest::Response) -> bool {
    res.headers()
        .get_all("vary")
        .iter()
        .any(|v| v.to_str().unwrap().contains("accept-encoding"))
}

#[tokio::test]
async fn a_large_answer_is_compressed_as_the_client_prefers() {
    let app = spawn_app(&[]).await;
    let plain = grade_with_path(&app, None).await;
    assert_eq!(plain.status(), 200);
    assert_eq!(header(&plain, "content-encoding"), None);
    assert!(varies_by_encoding(&plain));
    let plain = plain.bytes().await.unwrap();
    assert!(plain.len() > 4096, "{} bytes", plain.len());

    for (accept, encoding) in [
        ("gzip", "gzip"),
        ("br", "br"),
        ("gzip, deflate, br", "br"),
        ("br;q=0.5, gzip", "gzip"),
    ] {
        let res = grade_with_path(&app, Some(accept)).await;
        assert_eq!(res.status(), 200);
        assert_eq!(header(&res, "content-encoding"), Some(encoding), "{accept}");
        assert_eq!(header(&res, "content-length"), None, "{accept}");
        assert!(varies_by_encoding(&res));
        assert!(header(&res, "x-request-id").is_some());
        let wire = res.bytes().await.unwrap();
        let decoded = match encoding {
            "gzip" => gunzip(&wire),
            _ => unbrotli(&wire),
        };
        assert!(
            wire.len() * 4 < plain.len(),
            "{accept}: {} bytes for {}",
            wire.len(),
            plain.len()
        );
        assert_eq!(untimed(&decoded), untimed(&plain), "{accept}");
    }
    // An encoding the server does not have: the answer as is.
    let res = grade_with_path(&app, Some("zstd")).await;
    assert_eq!(header(&res, "content-encoding"), None);
}

#[tokio::test]
async fn a_small_answer_goes_as_it_is() {
    let app = spawn_app(&[]).await;
    let res = reqwest::Client::new()
        .post(app.url("/solve"))
        .header("accept-encoding", "gzip, br")
        .json(&json!({ "grid": PUZZLE }))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(header(&res, "content-encoding"), None);
    assert!(!varies_by_encoding(&res));
    let len: usize = header(&res, "content-length").unwrap().parse().unwrap();
    assert!(len < 1024, "{len}");
    let body: Value = res.json().await.unwrap();
    assert_solves(&cells_of(&json!(PUZZLE)), &cells_of(&body["solution"]));
}

#[tokio::test]
async fn the_threshold_and_the_switch_are_settings() {
    let app = spawn_app(&["--compression-min-bytes", "100"]).await;
    let res = reqwest::Client::new()
        .post(app.url("/solve"))
        .header("accept-encoding", "gzip")
        .json(&json!({ "grid": PUZZLE }))
        .send()
        .await
        .unwrap();
    assert_eq!(header(&res, "content-encoding"), Some("gzip"));
    let body: Value = serde_json::from_slice(&gunzip(&res.bytes().await.unwrap())).unwrap();
    assert_solves(&cells_of(&json!(PUZZLE)), &cells_of(&body["solution"]));

    let mut sizes = Vec::new();
    for level in ["1", "9"] {
        let app = spawn_app(&["--compression-level", level]).await;
        let res = grade_with_path(&app, Some("gzip")).await;
        assert_eq!(header(&res, "content-encoding"), Some("gzip"));
        sizes.push(gunzip(&res.bytes().await.unwrap()).len() as f64);
        let res = grade_with_path(&app, Some("gzip")).await;
        sizes.push(res.bytes().await.unwrap().len() as f64);
    }
    // The same answer (but its timing), smaller at level 9.
    assert!((sizes[0] - sizes[2]).abs() < 8.0, "{sizes:?}");
    assert!(sizes[3] < sizes[1], "{sizes:?}");

    let app = spawn_app(&["--compression", "false"]).await;
    let res = grade_with_path(&app, Some("gzip, br")).await;
    assert_eq!(res.status(), 200);
    assert_eq!(header(&res, "content-encoding"), None);
    assert!(!varies_by_encoding(&res));
    untimed(&res.bytes().await.unwrap());
}

#[tokio::test]
async fn a_compressed_ndjson_batch_still_streams() {
    // Two solver threads, one grid per chunk: the puzzle's line is ready at
    // once, the empty grid's only after 600 ms.
    let solver = solver_with_slow_empty_grid(|_| std::thread::sleep(Duration::from_millis(600)));
    let app = spawn_with_solver(&["--max-concurrent-solves", "2"], solver).await;
    let began = Instant::now();
    let mut res = reqwest::Client::new()
        .post(app.url("/solve/batch"))
        .header("content-type", "application/x-ndjson")
        .header("accept-encoding", "gzip")
        .body(format!("{PUZZLE}\n{}\n", empty_grid()))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(header(&res, "content-encoding"), Some("gzip"));
    let mut wire = Vec::new();
    let mut decoder = flate2::write::GzDecoder::new(Vec::new());
    // The first line arrives, compressed and decodable, while the second
    // grid is still being solved.
    while !decoder.get_ref().contains(&b'\n') {
        let chunk = res.chunk().await.unwrap().expect("the first line");
        wire.extend_from_slice(&chunk);
        decoder.write_all(&chunk).unwrap();
        decoder.flush().unwrap();
    }
    let first_line_after = began.elapsed();
    assert!(
        first_line_after < Duration::from_millis(500),
        "{first_line_after:?}"
    );
    assert_eq!(
        app.state.pool.running(),
        1,
        "the empty grid is still solving"
    );
    while let Some(chunk) = res.chunk().await.unwrap() {
        wire.extend_from_slice(&chunk);
    }
    let text = String::from_utf8(gunzip(&wire)).unwrap();
    let lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_solves(&cells_of(&json!(PUZZLE)), &cells_of(&lines[0]["solution"]));
    assert_solves(&[0; 81], &cells_of(&lines[1]["solution"]));
}

#[tokio::test]
async fn metrics_are_gzipped_for_prometheus() {
    let app = spawn_app(&[]).await;
    let res = reqwest::Client::new()
        .get(app.url("/metrics"))
        // What Prometheus sends.
        .header("accept-encoding", "gzip")
        .send()
        .await
        .unwrap();
    assert_eq!(header(&res, "content-encoding"), Some("gzip"));
    let text = String::from_utf8(gunzip(&res.bytes().await.unwrap())).unwrap();
    assert!(
        // A series that exists from the start, whatever ran before.
        text.contains("# TYPE sudoku_drain_cut_requests_total counter"),
        "{text}"
    );
}

#[tokio::test]
async fn a_compressed_asset_has_a_weak_etag_that_still_revalidates() {
    let app = spawn_app(&[]).await;
    let client = reqwest::Client::new();
    let plain = client
        .get(app.url("/playground/main.js"))
        .send()
        .await
        .unwrap();
    let strong = header(&plain, "etag").unwrap().to_owned();
    assert!(strong.starts_with('"'), "{strong}");
    let res = client
        .get(app.url("/playground/main.js"))
        .header("accept-encoding", "br")
        .send()
        .await
        .unwrap();
    assert_eq!(header(&res, "content-encoding"), Some("br"));
    let weak = header(&res, "etag").unwrap().to_owned();
    assert_eq!(weak, format!("W/{strong}"));
    let js = unbrotli(&res.bytes().await.unwrap());
    assert_eq!(js, plain.bytes().await.unwrap());
    let res = client
        .get(app.url("/playground/main.js"))
        .header("accept-encoding", "br")
        .header("if-none-match", &weak)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 304);
}
