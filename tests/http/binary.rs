//! The real binary: starts with `--addr 127.0.0.1:0`, logs the bound
//! address, serves, and exits 0 on SIGTERM.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::Duration;

use serde_json::json;

use crate::support::*;

#[tokio::test]
async fn binary_serves_and_exits_0_on_sigterm() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku-service"))
        .args(["--addr", "127.0.0.1:0", "--log-format", "json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("start the binary");
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            let _ = tx.send(line);
        }
    });
    let addr = loop {
        let line = rx
            .recv_timeout(Duration::from_secs(20))
            .expect("a 'listening on' log line");
        let v: serde_json::Value = serde_json::from_str(&line).expect("JSON log line");
        if let Some(m) = v["message"]
            .as_str()
            .and_then(|m| m.strip_prefix("listening on "))
        {
            break m.to_string();
        }
    };
    let client = CheckedClient::default();
    let res = client
        .post(format!("http://{addr}/solve"))
        .json(&json!({ "grid": HARD }))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let body: serde_json::Value = res.json().await.unwrap();
    assert_solves(&cells_of(&json!(HARD)), &cells_of(&body["solution"]));

    // The healthcheck subcommand agrees.
    let status = Command::new(env!("CARGO_BIN_EXE_sudoku-service"))
        .args(["healthcheck", "--addr", &addr])
        .status()
        .unwrap();
    assert!(status.success());

    let kill = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let t0 = std::time::Instant::now();
    let exit = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        assert!(
            t0.elapsed() < Duration::from_secs(10),
            "no exit after SIGTERM"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    assert_eq!(exit.code(), Some(0));
    // Nothing listens any more: the healthcheck fails.
    let status = Command::new(env!("CARGO_BIN_EXE_sudoku-service"))
        .args(["healthcheck", "--addr", &addr, "--timeout-ms", "500"])
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(!status.success());
}
