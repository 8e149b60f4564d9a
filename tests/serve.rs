//! The real binary as a server: starts with `--addr 127.0.0.1:0`, logs the
//! bound address, serves, and exits 0 on SIGTERM; a drain that times out
//! with requests in flight exits 3 and logs how many it cut; a request cut
//! by a time limit is logged once. What a request is answered is the
//! server crate's tests (`crates/sudoku-server/tests/http/`); these check
//! what only the process shows: its exit status and its log lines.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a failed unwrap is a failed run

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

use serde_json::Value;
use sudoku_testkit::assert_solves;

const BIN: &str = env!("CARGO_BIN_EXE_sudoku-service");

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const HARD: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

/// Generous bound on anything the server should do "soon".
const SOON: Duration = Duration::from_secs(10);

/// The binary started with `args` on a free port, JSON logs: the child, its
/// address, and its log lines as they come.
fn start_binary(args: &[&str]) -> (Child, String, Receiver<String>) {
    let mut child = Command::new(BIN)
        .args(["--addr", "127.0.0.1:0", "--log-format", "json"])
        .args(args)
        .env("RUST_LOG", "info")
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
        let v: Value = serde_json::from_str(&line).expect("JSON log line");
        if let Some(m) = v["message"]
            .as_str()
            .and_then(|m| m.strip_prefix("listening on "))
        {
            break m.to_string();
        }
    };
    (child, addr, rx)
}

/// Sends `request` on a fresh connection and reads until the server closes
/// it: the whole raw answer.
fn exchange(addr: &str, request: &[u8]) -> String {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream.set_read_timeout(Some(SOON)).unwrap();
    stream.write_all(request).unwrap();
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    String::from_utf8_lossy(&answer).into_owned()
}

/// The body of a raw `Connection: close` answer without chunked coding.
fn body_of(answer: &str) -> &str {
    answer.split_once("\r\n\r\n").map_or("", |(_, body)| body)
}

#[test]
fn binary_serves_and_exits_0_on_sigterm() {
    let (mut child, addr, _rx) = start_binary(&[]);
    let body = format!(r#"{{"grid":"{HARD}"}}"#);
    let answer = exchange(
        &addr,
        format!(
            "POST /solve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    );
    assert!(answer.starts_with("HTTP/1.1 200 "), "{answer}");
    let body: Value = serde_json::from_str(body_of(&answer)).unwrap();
    assert_solves(HARD, body["solution"].as_str().unwrap());

    // The healthcheck subcommand agrees.
    let status = Command::new(BIN)
        .args(["healthcheck", "--addr", &addr])
        .status()
        .unwrap();
    assert!(status.success());

    sigterm(&child);
    let exit = exit_status(&mut child, Duration::from_secs(10));
    assert_eq!(exit.code(), Some(0));
    // Nothing listens any more: the healthcheck fails.
    let status = Command::new(BIN)
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
        .write_all(format!("\"{}\"}}", PUZZLE).as_bytes())
        .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 200 "), "{answer}");
    let exit = exit_status(&mut child, Duration::from_secs(10));
    assert_eq!(exit.code(), Some(0));
}

#[test]
fn a_body_timeout_is_logged_once() {
    let (mut child, addr, rx) = start_binary(&["--body-timeout-ms", "1500"]);
    let answer = exchange(
        &addr,
        b"POST /validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
          Content-Length: 100\r\nx-request-id: slow-body-logged\r\n\r\n{\"grid\":",
    );
    assert!(answer.starts_with("HTTP/1.1 408 "), "{answer}");
    // What the server logged about it, once it has had time to say more.
    sigterm(&child);
    let mut lines = Vec::new();
    while let Ok(line) = rx.recv_timeout(SOON) {
        if line.contains("shutdown complete") {
            break;
        }
        if line.contains("slow-body-logged") {
            lines.push(line);
        }
    }
    let _ = child.wait();
    assert_eq!(lines.len(), 1, "{lines:#?}");
    let v: Value = serde_json::from_str(&lines[0]).unwrap();
    assert_eq!(v["status"], 408, "{v}");
}
