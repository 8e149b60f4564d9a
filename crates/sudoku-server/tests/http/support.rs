//! `spawn_app()`: the real server on 127.0.0.1:0, in process, plus helpers
//! to check answers independently of the crate.

use std::net::SocketAddr;
use std::sync::Arc;

use clap::Parser;
use serde_json::Value;
use sudoku_server::config::Config;
use sudoku_server::http::server::{Drain, Server};
use sudoku_server::http::state::{AppState, SolveFn};
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

pub const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
pub const HARD: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
/// Givens do not repeat, but (0, 8) has no candidate: row 0 needs a 9 and box 2 holds one.
pub const UNSOLVABLE: &str =
    "12345678.........9...............................................................";

pub struct TestApp {
    pub addr: SocketAddr,
    /// Every response it receives is checked against `openapi.yaml`.
    pub client: CheckedClient,
    pub state: AppState,
    shutdown: Option<oneshot::Sender<()>>,
    pub server: Option<JoinHandle<std::io::Result<Drain>>>,
}

/// The server's flags as the binary reads them without a subcommand.
#[derive(Parser)]
struct Flags {
    #[command(flatten)]
    serve: Config,
}

pub fn config(args: &[&str]) -> Config {
    try_config(args).expect("test flags parse")
}

/// The flags parsed as the binary parses them, with the error it would print.
pub fn try_config(args: &[&str]) -> Result<Config, clap::Error> {
    let mut argv = vec!["sudoku-service", "--addr", "127.0.0.1:0"];
    argv.extend_from_slice(args);
    Flags::try_parse_from(argv).map(|flags| flags.serve)
}

pub async fn spawn_app(args: &[&str]) -> TestApp {
    spawn_with(AppState::new(config(args))).await
}

pub async fn spawn_with_solver(args: &[&str], solver: SolveFn) -> TestApp {
    spawn_with(AppState::with_solver(config(args), solver)).await
}

async fn spawn_with(state: AppState) -> TestApp {
    let server = Server::bind(state).await.expect("bind");
    let addr = server.local_addr();
    let state = server.state().clone();
    let (tx, rx) = oneshot::channel::<()>();
    let handle = tokio::spawn(server.run(async move {
        let _ = rx.await;
    }));
    TestApp {
        addr,
        client: CheckedClient::default(),
        state,
        shutdown: Some(tx),
        server: Some(handle),
    }
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("http://{}{}", self.addr, path)
    }

    pub async fn post_json(&self, path: &str, body: &Value) -> reqwest::Response {
        self.client
            .post(self.url(path))
            .json(body)
            .send()
            .await
            .expect("request")
    }

    pub async fn post_raw(&self, path: &str, content_type: &str, body: &str) -> reqwest::Response {
        self.client
            .post(self.url(path))
            .header("content-type", content_type)
            .body(body.to_string())
            .send()
            .await
            .expect("request")
    }

    pub fn begin_shutdown(&mut self) {
        if let Some(tx) = self.shutdown.take() {
            let _ = tx.send(());
        }
    }
}

/// A `reqwest::Client` whose every response is checked against the OpenAPI
/// document before the test sees it ([`crate::contract::check_response`]):
/// whatever the integration tests observe, the spec must describe.
#[derive(Clone, Default)]
pub struct CheckedClient {
    inner: reqwest::Client,
}

impl CheckedClient {
    /// A client whose connections come from `local` (any 127.0.0.0/8
    /// address reaches the server on 127.0.0.1): a distinct peer address.
    pub fn bound_to(local: std::net::IpAddr) -> CheckedClient {
        CheckedClient {
            inner: reqwest::Client::builder()
                .local_address(local)
                .build()
                .expect("a client"),
        }
    }

    pub fn request(&self, method: reqwest::Method, url: impl reqwest::IntoUrl) -> CheckedRequest {
        CheckedRequest {
            client: self.inner.clone(),
            builder: self.inner.request(method, url),
        }
    }

    pub fn get(&self, url: impl reqwest::IntoUrl) -> CheckedRequest {
        self.request(reqwest::Method::GET, url)
    }

    pub fn post(&self, url: impl reqwest::IntoUrl) -> CheckedRequest {
        self.request(reqwest::Method::POST, url)
    }

    pub fn delete(&self, url: impl reqwest::IntoUrl) -> CheckedRequest {
        self.request(reqwest::Method::DELETE, url)
    }
}

/// A request of a [`CheckedClient`]: the `reqwest::RequestBuilder` methods
/// the tests use, and a `send` that checks the response.
pub struct CheckedRequest {
    client: reqwest::Client,
    builder: reqwest::RequestBuilder,
}

impl CheckedRequest {
    pub fn header(self, name: &str, value: &str) -> Self {
        CheckedRequest {
            builder: self.builder.header(name, value),
            ..self
        }
    }

    /// A header whose value need not be visible ASCII.
    pub fn header_value(self, name: &str, value: reqwest::header::HeaderValue) -> Self {
        CheckedRequest {
            builder: self.builder.header(name, value),
            ..self
        }
    }

    pub fn json(self, body: &Value) -> Self {
        CheckedRequest {
            builder: self.builder.json(body),
            ..self
        }
    }

    pub fn body(self, body: impl Into<reqwest::Body>) -> Self {
        CheckedRequest {
            builder: self.builder.body(body),
            ..self
        }
    }

    /// Sends, reads the whole body, checks status, headers and body against
    /// the spec, and hands the test an equivalent response.
    pub async fn send(self) -> reqwest::Result<reqwest::Response> {
        let req = self.builder.build()?;
        let method = req.method().clone();
        let path = req.url().path().to_owned();
        let res = self.client.execute(req).await?;
        let (status, version, headers) = (res.status(), res.version(), res.headers().clone());
        let bytes = res.bytes().await?;
        crate::contract::check_response(&method, &path, status, &headers, &bytes);
        let mut copy = axum::http::Response::builder()
            .status(status)
            .version(version);
        *copy.headers_mut().expect("a fresh builder") = headers;
        Ok(reqwest::Response::from(
            copy.body(bytes).expect("parts of a valid response"),
        ))
    }
}

/// Checks an error response: status, content type, RFC 9457 members, code.
/// Returns the body.
pub async fn expect_problem(res: reqwest::Response, status: u16, code: &str) -> Value {
    assert_eq!(res.status().as_u16(), status, "status");
    let ct = res
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    assert_eq!(ct, "application/problem+json");
    let header_id = res
        .headers()
        .get("x-request-id")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let body: Value = res.json().await.expect("problem body is JSON");
    assert_eq!(body["status"], status);
    assert_eq!(body["code"], code, "body: {body}");
    assert_eq!(
        body["type"],
        format!("urn:sudoku-service:problem:{code}"),
        "type"
    );
    assert!(body["title"].as_str().is_some_and(|t| !t.is_empty()));
    assert!(body["detail"].as_str().is_some_and(|t| !t.is_empty()));
    assert_eq!(body["request_id"].as_str().map(str::to_owned), header_id);
    body
}

/// Cells of a grid given as an 81-character string or 9 rows.
pub fn cells_of(v: &Value) -> Vec<u8> {
    match v {
        Value::String(s) => s
            .chars()
            .filter(|c| !c.is_ascii_whitespace())
            .map(|c| c.to_digit(10).map_or(0, |d| d as u8))
            .collect(),
        Value::Array(rows) => rows
            .iter()
            .flat_map(|r| r.as_array().expect("row").iter())
            // Integers, or one-character strings ("." and "" empty).
            .map(|x| {
                x.as_u64()
                    .or_else(|| x.as_str().and_then(|s| s.parse().ok()))
                    .map_or(0, |d| d as u8)
            })
            .collect(),
        other => panic!("not a grid: {other}"),
    }
}

/// The workspace's independent checker (`sudoku_testkit`) on cell slices:
/// `solution` is complete, keeps every given of `puzzle`, and each row,
/// column and box holds 1-9 once.
pub fn assert_solves(puzzle: &[u8], solution: &[u8]) {
    let p: [u8; 81] = puzzle.try_into().expect("a puzzle of 81 cells");
    let s: [u8; 81] = solution.try_into().expect("a solution of 81 cells");
    assert!(sudoku_testkit::is_solution(&s), "not a solution: {s:?}");
    assert!(sudoku_testkit::keeps_givens(&p, &s), "a given changed");
}

/// A solver that behaves like the real one except on the empty grid, where
/// it does what `slow` says (spin until cancelled, sleep, panic …).
pub fn solver_with_slow_empty_grid(
    slow: impl Fn(&sudoku_server::sudoku::Budget) + Send + Sync + 'static,
) -> SolveFn {
    Arc::new(move |grid, budget| {
        if grid.filled() == 0 {
            slow(budget);
            if budget.is_exhausted() {
                return sudoku_server::sudoku::Report {
                    outcome: sudoku_server::sudoku::Uniqueness::Cancelled,
                    stats: Default::default(),
                };
            }
        }
        sudoku_server::sudoku::solve_unique(grid, budget)
    })
}

pub fn empty_grid() -> String {
    ".".repeat(81)
}
