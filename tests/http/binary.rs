//! The real binary: starts with `--addr 127.0.0.1:0`, logs the bound
//! address, serves, and exits 0 on SIGTERM; a drain that times out with
//! requests in flight exits 3 and logs how many it cut.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::json;

use crate::support::*;

#[tokio::test]
async fn binary_serves_and_exits_0_on_sigterm() {
    let (mut child, addr, _rx) = start_binary(&[]);
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

    sigterm(&child);
    let exit = exit_status(&mut child, Duration::from_secs(10));
    assert_eq!(exit.code(), Some(0));
    // Nothing listens any more: the healthcheck fails.
    let status = Command::new(env!("CARGO_BIN_EXE_sudoku-service"))
        .args(["healthcheck", "--addr", &addr, "--timeout-ms", "500"])
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(!status.success());
}

/// A `POST /validate` whose head has reached the handler (the server said
/// `100 Continue`, which it does when the handler starts reading the body)
/// and whose body has not all arrived: a request in flight for as long as
/// the test wants.
fn request_in_flight(addr: &str) -> TcpStream {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    stream
        .write_all(
            b"POST /validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
              Content-Length: 92\r\nExpect: 100-continue\r\n\r\n",
        )
        .unwrap();
    let mut seen = Vec::new();
    let mut buf = [0u8; 256];
    while !seen.windows(4).any(|w| w == b"\r\n\r\n") {
        let n = stream.read(&mut buf).unwrap();
        assert!(n > 0, "closed before 100 Continue");
        seen.extend_from_slice(&buf[..n]);
    }
    assert!(
        seen.starts_with(b"HTTP/1.1 100 Continue\r\n"),
        "{}",
        String::from_utf8_lossy(&seen)
    );
    // 8 of the 92 bytes of {"grid":"<81 characters>"}.
    stream.write_all(b"{\"grid\":").unwrap();
    stream
}

fn sigterm(child: &Child) {
    let kill = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
}

fn exit_status(child: &mut Child, within: Duration) -> std::process::ExitStatus {
    let t0 = Instant::now();
    loop {
        if let Some(s) = child.try_wait().unwrap() {
            return s;
        }
        if t0.elapsed() > within {
            let _ = child.kill();
            panic!("no exit within {within:?} of SIGTERM");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_drain_that_cuts_requests_exits_3_and_logs_how_many() {
    let (mut child, addr, rx) = start_binary(&["--shutdown-timeout-ms", "300"]);
    let cut = [request_in_flight(&addr), request_in_flight(&addr)];
    sigterm(&child);
    let exit = exit_status(&mut child, Duration::from_secs(10));
    assert_eq!(exit.code(), Some(3), "the documented status of a cut drain");
    let logged: Vec<serde_json::Value> = rx
        .try_iter()
        .filter_map(|line| serde_json::from_str(&line).ok())
        .collect();
    let line = logged
        .iter()
        .find(|v| v.get("cut_requests").is_some())
        .unwrap_or_else(|| panic!("a line with cut_requests in {logged:#?}"));
    assert_eq!(line["cut_requests"], 2, "{line}");
    assert_eq!(line["level"], "ERROR", "{line}");
    assert!(
        !logged.iter().any(|v| v["message"] == "shutdown complete"),
        "{logged:#?}"
    );
    drop(cut);
}

#[test]
fn a_drain_whose_requests_finish_in_time_exits_0() {
    let (mut child, addr, _rx) = start_binary(&["--shutdown-timeout-ms", "10000"]);
    let mut stream = request_in_flight(&addr);
    sigterm(&child);
    // The listener closes, the request in flight goes on: finish its body.
    std::thread::sleep(Duration::from_millis(200));
    stream
        .write_all(format!("\"{}\"}}", super::support::PUZZLE).as_bytes())
        .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 200 "), "{answer}");
    let exit = exit_status(&mut child, Duration::from_secs(10));
    assert_eq!(exit.code(), Some(0));
}
