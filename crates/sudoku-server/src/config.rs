//! Server configuration: every setting is a command-line flag and an
//! environment variable (clap), with the defaults documented in `--help`.
//! Its own module, outside the HTTP layer: the command line parses it and
//! logging set-up reads it, and neither depends on the HTTP layer.

use std::net::SocketAddr;
use std::time::Duration;

use clap::{Args, ValueEnum};

/// Log output format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum LogFormat {
    /// Human-readable lines.
    #[default]
    Text,
    /// One JSON object per line.
    Json,
}

/// Settings of `sudoku-service serve` (the default command).
/// The default node limit of the inline attempt (`--inline-solve-nodes`): the
/// loadtest mix's easy and nearly full puzzles finish within it, in a few
/// microseconds; sparse and hard ones mostly do not (docs/performance.md,
/// "The stack against bare axum"). Here, not in `http::execution::inline`, because the
/// settings work without the server.
pub const DEFAULT_INLINE_SOLVE_NODES: u64 = 64;

#[derive(Debug, Clone, Args)]
pub struct Config {
    /// Address to listen on (port 0 picks a free port; the bound address is logged).
    #[arg(long, env = "SUDOKU_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,

    /// Time budget of one solve request in milliseconds, queue wait included.
    #[arg(long, env = "SUDOKU_SOLVE_TIMEOUT_MS", default_value_t = 1000,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub solve_timeout_ms: u64,

    /// Solves running at once [default: the machine's available parallelism].
    #[arg(long, env = "SUDOKU_MAX_CONCURRENT_SOLVES",
          value_parser = clap::value_parser!(u64).range(1..4097))]
    pub max_concurrent_solves: Option<u64>,

    /// Hard cap on requests waiting for a solver, a memory bound (about half a KiB each);
    /// admission itself is by predicted wait (see --admission-budget-percent).
    #[arg(long, env = "SUDOKU_MAX_QUEUED_SOLVES", default_value_t = 16_384)]
    pub max_queued_solves: usize,

    /// Share of its remaining budget (percent) that a request's predicted queue wait plus
    /// service may take; a request predicted to need more gets 503 overloaded at once.
    #[arg(long, env = "SUDOKU_ADMISSION_BUDGET_PERCENT", default_value_t = 50,
          value_parser = clap::value_parser!(u8).range(1..=100))]
    pub admission_budget_percent: u8,

    /// Search nodes a /solve or /validate may take on the async worker before it goes to a
    /// solver thread (each node well under a microsecond); what does not finish within them is
    /// solved on the pool from the start. 0 sends every solve to the pool.
    #[arg(long, env = "SUDOKU_INLINE_SOLVE_NODES",
          default_value_t = DEFAULT_INLINE_SOLVE_NODES,
          value_parser = clap::value_parser!(u64).range(0..=4096))]
    pub inline_solve_nodes: u64,

    /// Time budget of one POST /grade, POST /hint or POST /generate in milliseconds, queue
    /// wait included; a rating cut short answers 200 with `complete: false` (lower bounds), a
    /// generation not done 503 timeout.
    #[arg(long, env = "SUDOKU_LOGIC_TIMEOUT_MS", default_value_t = 1000,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub logic_timeout_ms: u64,

    /// Grades, hints and generations running at once [default: solver threads - 1, at least 1], so that
    /// one solver thread always stays free for solves; more wait their turn or get 503.
    #[arg(long, env = "SUDOKU_MAX_CONCURRENT_LOGIC",
          value_parser = clap::value_parser!(u64).range(1..4097))]
    pub max_concurrent_logic: Option<u64>,

    /// Largest accepted request body in bytes; larger bodies get 413.
    #[arg(long, env = "SUDOKU_MAX_BODY_BYTES", default_value_t = 16 * 1024)]
    pub max_body_bytes: usize,

    /// Most grids accepted by one POST /solve/batch; more get 422 batch_too_large.
    #[arg(long, env = "SUDOKU_MAX_BATCH_SIZE", default_value_t = 1000,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub max_batch_size: u64,

    /// Time budget of a whole batch in milliseconds; items not solved by then report timeout.
    #[arg(long, env = "SUDOKU_BATCH_TIMEOUT_MS", default_value_t = 10_000,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub batch_timeout_ms: u64,

    /// Largest accepted POST /solve/batch body in bytes (JSON or NDJSON).
    #[arg(long, env = "SUDOKU_MAX_BATCH_BODY_BYTES", default_value_t = 1024 * 1024)]
    pub max_batch_body_bytes: usize,

    /// Origins allowed by CORS, comma-separated; empty means any origin (no credentials).
    #[arg(long, env = "SUDOKU_CORS_ORIGINS", value_delimiter = ',', num_args = 0..)]
    pub cors_origins: Vec<String>,

    /// Request headers a browser may send across origins (CORS), comma-separated; replaces
    /// the default list, so keep the defaults that are still needed.
    #[arg(long, env = "SUDOKU_CORS_ALLOW_HEADERS", value_delimiter = ',', num_args = 0..,
          default_value = DEFAULT_CORS_ALLOW_HEADERS)]
    pub cors_allow_headers: Vec<String>,

    /// Compress answers (gzip or br, as the request's Accept-Encoding prefers) when they are
    /// at least --compression-min-bytes long; `false` sends every answer as is (for a proxy
    /// in front that compresses).
    #[arg(long, env = "SUDOKU_COMPRESSION", default_value_t = true, action = clap::ArgAction::Set,
          value_parser = clap::builder::BoolishValueParser::new())]
    pub compression: bool,

    /// Smallest answer body compressed, in bytes; a streamed answer (NDJSON) has no length
    /// up front and is always compressed when the client accepts it.
    #[arg(long, env = "SUDOKU_COMPRESSION_MIN_BYTES", default_value_t = 1024)]
    pub compression_min_bytes: u16,

    /// Compression level, 1 (fastest) to 9 (smallest): gzip's level and br's quality.
    #[arg(long, env = "SUDOKU_COMPRESSION_LEVEL", default_value_t = 1,
          value_parser = clap::value_parser!(u8).range(1..=9))]
    pub compression_level: u8,

    /// Log format (the level comes from RUST_LOG, default info).
    #[arg(long, env = "SUDOKU_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    pub log_format: LogFormat,

    /// OpenTelemetry traces: the OTLP/HTTP collector's base URL (`/v1/traces` is appended),
    /// as OTEL_EXPORTER_OTLP_ENDPOINT; traces are off unless this or that variable
    /// (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, the full URL) is set.
    #[arg(long)]
    pub otlp_endpoint: Option<String>,

    /// On SIGINT/SIGTERM, how long in-flight requests may take to finish, in milliseconds.
    #[arg(long, env = "SUDOKU_SHUTDOWN_TIMEOUT_MS", default_value_t = 10_000)]
    pub shutdown_timeout_ms: u64,

    /// On SIGINT/SIGTERM, how long to keep accepting requests with /readyz at 503
    /// (so a load balancer can take the instance out) before closing the listener, in ms.
    #[arg(long, env = "SUDOKU_SHUTDOWN_DELAY_MS", default_value_t = 0)]
    pub shutdown_delay_ms: u64,

    /// Time a client has to send a request's whole head (request line and headers), from
    /// its first byte (for a new connection, from the connection), in milliseconds; then
    /// the connection is closed (with 408 when part of a head arrived).
    #[arg(long, env = "SUDOKU_HEADER_TIMEOUT_MS", default_value_t = 10_000,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub header_timeout_ms: u64,

    /// Time a client has to send a request's whole body, from the end of its head, in
    /// milliseconds; then the request is answered 408 request_timeout and the connection closed.
    #[arg(long, env = "SUDOKU_BODY_TIMEOUT_MS", default_value_t = 30_000,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub body_timeout_ms: u64,

    /// Time a kept-alive connection may stay idle between requests, in milliseconds; then
    /// it is closed. Longer than the usual load balancer idle timeout (60 s), so that the
    /// balancer, not the server, closes a pooled connection.
    #[arg(long, env = "SUDOKU_KEEP_ALIVE_TIMEOUT_MS", default_value_t = 75_000,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub keep_alive_timeout_ms: u64,

    /// Open connections at most; at the ceiling a new connection evicts the one idle or
    /// stalled the longest, or is closed at once [default: the file descriptor limit
    /// minus a tenth (at least 64) for everything else, at most 4096].
    #[arg(long, env = "SUDOKU_MAX_CONNECTIONS",
          value_parser = clap::value_parser!(u64).range(1..))]
    pub max_connections: Option<u64>,

    /// Per-client fairness: a token bucket per client (the peer address, or what a trusted
    /// proxy forwards, or the --rate-limit-key-header value), charged each API request's
    /// cost; a client over its share gets 429 rate_limited. Off by default: behind a proxy
    /// that is not listed in --rate-limit-trusted-proxies every client would share the
    /// proxy's one bucket (docs/operations.md, "Per-client fairness").
    #[arg(long, env = "SUDOKU_RATE_LIMIT", default_value_t = false, action = clap::ArgAction::Set,
          value_parser = clap::builder::BoolishValueParser::new())]
    pub rate_limit: bool,

    /// Tokens a client's bucket gains per second (a POST /solve costs 1; the costs are in
    /// docs/operations.md); its long-run share of the API.
    #[arg(long, env = "SUDOKU_RATE_LIMIT_RATE", default_value_t = 20,
          value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub rate_limit_rate: u32,

    /// Tokens a client's bucket holds at most: how far it may run ahead of its rate in a
    /// burst. At least the dearest route's cost (10), so that every route can be served.
    #[arg(long, env = "SUDOKU_RATE_LIMIT_BURST", default_value_t = 200,
          value_parser = clap::value_parser!(u32).range(10..=100_000_000))]
    pub rate_limit_burst: u32,

    /// Proxies whose X-Forwarded-For / Forwarded headers are believed, as comma-separated
    /// addresses or CIDR blocks (`10.0.0.0/8,::1`): from a peer in this list the client is
    /// the rightmost address those headers name that is not itself a trusted proxy.
    #[arg(long, env = "SUDOKU_RATE_LIMIT_TRUSTED_PROXIES", value_delimiter = ',', num_args = 0..)]
    pub rate_limit_trusted_proxies: Vec<String>,

    /// A request header whose value, when present, is the client's key instead of its
    /// address (an API key, `x-api-key`); unset: addresses only. The value is not checked
    /// against any list: use it where a gateway in front has authenticated the key.
    #[arg(long, env = "SUDOKU_RATE_LIMIT_KEY_HEADER")]
    pub rate_limit_key_header: Option<String>,

    /// Clients remembered at most (about 100 bytes each); past it the idle ones are
    /// dropped first, then the longest unseen (a dropped client starts again full).
    #[arg(long, env = "SUDOKU_RATE_LIMIT_MAX_CLIENTS", default_value_t = 100_000,
          value_parser = clap::value_parser!(u32).range(16..=100_000_000))]
    pub rate_limit_max_clients: u32,
}

impl Config {
    /// The solve budget as a duration.
    pub fn solve_timeout(&self) -> Duration {
        Duration::from_millis(self.solve_timeout_ms)
    }

    /// The batch budget as a duration.
    pub fn batch_timeout(&self) -> Duration {
        Duration::from_millis(self.batch_timeout_ms)
    }

    /// The header read timeout as a duration.
    pub fn header_timeout(&self) -> Duration {
        Duration::from_millis(self.header_timeout_ms)
    }

    /// The body read timeout as a duration.
    pub fn body_timeout(&self) -> Duration {
        Duration::from_millis(self.body_timeout_ms)
    }

    /// The keep-alive idle timeout as a duration.
    pub fn keep_alive_timeout(&self) -> Duration {
        Duration::from_millis(self.keep_alive_timeout_ms)
    }

    /// The effective ceiling on open connections: the configured one, or
    /// [`ceiling_for_fd_limit`] of the process's file descriptor limit
    /// (`RLIMIT_NOFILE`, soft). Asks the OS each time: call it once at
    /// start-up.
    pub fn connection_ceiling(&self) -> usize {
        match self.max_connections {
            Some(n) => usize::try_from(n).unwrap_or(usize::MAX),
            None => ceiling_for_fd_limit(fd_limit()),
        }
    }

    /// The grade and hint budget as a duration.
    pub fn logic_timeout(&self) -> Duration {
        Duration::from_millis(self.logic_timeout_ms)
    }

    /// The cap on grades and hints in flight for a pool of `workers`
    /// solver threads: the configured value, else `workers - 1`, at least 1.
    pub fn logic_cap(&self, workers: usize) -> usize {
        match self.max_concurrent_logic {
            Some(n) => usize::try_from(n).unwrap_or(usize::MAX).max(1),
            None => workers.saturating_sub(1).max(1),
        }
    }

    /// The effective number of concurrent solves. Asks the OS each time when
    /// not configured (it reads cgroup files): call it once at start-up and
    /// use the solver pool's worker count after.
    pub fn concurrent_solves(&self) -> usize {
        match self.max_concurrent_solves {
            Some(n) => n as usize,
            None => std::thread::available_parallelism().map_or(1, |n| n.get()),
        }
    }
}

/// The request headers CORS allows by default: the body's type, the
/// request id, and the W3C trace context (`traceparent`, `tracestate`) with
/// its companion `baggage`, so that a browser's tracing library can follow
/// a request into the server.
pub const DEFAULT_CORS_ALLOW_HEADERS: &str =
    "content-type,x-request-id,traceparent,tracestate,baggage";

/// The most connections held by default, whatever the descriptor limit:
/// a connection held mid-request costs about 30 KB, so 4096 slow clients
/// cost about 120 MB, where a container's limit of 1 Mi descriptors would
/// allow tens of GB. A deployment with the memory for more raises
/// `--max-connections`.
pub const DEFAULT_MAX_CONNECTIONS_CAP: u64 = 4096;

/// The default connection ceiling for a file descriptor limit: the limit
/// less a tenth of it (at least 64) for what is not a connection, at least
/// 1 and at most [`DEFAULT_MAX_CONNECTIONS_CAP`].
pub fn ceiling_for_fd_limit(limit: u64) -> usize {
    let headroom = (limit / 10).max(64);
    let ceiling = limit
        .saturating_sub(headroom)
        .clamp(1, DEFAULT_MAX_CONNECTIONS_CAP);
    usize::try_from(ceiling).unwrap_or(usize::MAX)
}

/// The process's soft file descriptor limit; an unlimited one counts as
/// 1 Mi, and where it cannot be read, 1024 (the usual default).
#[cfg(target_os = "linux")]
fn fd_limit() -> u64 {
    let limit = rustix::process::getrlimit(rustix::process::Resource::Nofile);
    limit.current.unwrap_or(1 << 20)
}

#[cfg(not(target_os = "linux"))]
fn fd_limit() -> u64 {
    1024
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ceiling_leaves_headroom() {
        assert_eq!(ceiling_for_fd_limit(1024), 1024 - 102);
        assert_eq!(ceiling_for_fd_limit(4_000), 3_600);
        assert_eq!(ceiling_for_fd_limit(20_000), 4_096);
        assert_eq!(ceiling_for_fd_limit(1 << 20), 4_096);
        assert_eq!(ceiling_for_fd_limit(256), 192);
        assert_eq!(ceiling_for_fd_limit(10), 1);
    }
}
