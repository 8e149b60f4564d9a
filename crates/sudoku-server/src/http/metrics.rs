//! Prometheus metrics: what is recorded, and the recorder that
//! `GET /metrics` ([`crate::http::routes::metrics`]) renders.
//!
//! | metric | type | labels |
//! |---|---|---|
//! | `http_requests_total` | counter | `method`, `route`, `status` |
//! | `http_request_duration_seconds` | histogram | `method`, `route` |
//! | `sudoku_solves_total` | counter | `outcome` |
//! | `sudoku_solve_duration_seconds` | histogram | |
//! | `sudoku_solve_guesses` | histogram | |
//! | `sudoku_solves_in_flight` | gauge | |
//! | `sudoku_solve_queue_depth` | gauge | |
//! | `sudoku_timeouts_total` | counter | |
//! | `sudoku_overload_rejections_total` | counter | `reason` (`wait`, `cap`) |
//! | `sudoku_batch_size_grids` | histogram | |
//! | `sudoku_refusal_seconds` | histogram | |
//! | `sudoku_job_service_seconds` | gauge | `kind` |
//! | `sudoku_queue_predicted_wait_seconds` | gauge | |
//! | `sudoku_queue_sojourn_seconds` | gauge | |
//! | `sudoku_queue_calibration` | gauge | |
//! | `sudoku_queue_limit` | gauge | |
//! | `http_connections_open` | gauge | |
//! | `http_connections_shed_total` | counter | `reason` (`evicted`, `refused`) |
//! | `http_connection_timeouts_total` | counter | `phase` (`header`, `body`, `idle`) |
//! | `sudoku_logic_duration_seconds` | histogram | `kind` (`grade`, `hint`, `generate`) |
//! | `sudoku_logic_in_flight` | gauge | |
//! | `sudoku_logic_waiting` | gauge | |
//! | `sudoku_solver_threads` | gauge | |
//! | `sudoku_drain_cut_requests_total` | counter | |
//! | `process_start_time_seconds` | gauge | |
//!
//! The alert and recording rules over these series are in
//! `deploy/prometheus/`, the dashboard in `deploy/grafana/`
//! (`docs/operations.md`).
//!
//! The recorder is process-global (the `metrics` facade); [`install`] sets
//! it up once and later calls share it. It keeps histogram samples until
//! they are folded into the buckets, so a thread of its own does that every
//! [`UPKEEP_EVERY`], whether `/metrics` is scraped or not: memory stays
//! bounded without a scraper.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use axum::extract::{MatchedPath, Request};
use axum::http::Method;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

use crate::sudoku::{Report, Uniqueness};

static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();

/// Handles for the per-solve metrics, registered once: a solve must not pay
/// a registry lookup (hashing, locking) per metric.
struct SolveMetrics {
    by_outcome: [metrics::Counter; 5],
    duration: metrics::Histogram,
    guesses: metrics::Histogram,
}

static SOLVE_METRICS: OnceLock<SolveMetrics> = OnceLock::new();

const OUTCOMES: [&str; 5] = [
    "conflicting",
    "unsolvable",
    "unique",
    "multiple",
    "cancelled",
];

const LATENCY_BUCKETS: &[f64] = &[
    0.000_05, 0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5,
    1.0, 2.5, 5.0, 10.0,
];
const SOLVE_BUCKETS: &[f64] = &[
    0.000_001,
    0.000_002_5,
    0.000_005,
    0.000_01,
    0.000_025,
    0.000_05,
    0.000_1,
    0.000_25,
    0.000_5,
    0.001,
    0.01,
    0.1,
    1.0,
];
const GUESS_BUCKETS: &[f64] = &[0.0, 1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0, 1000.0, 10000.0];
const REFUSAL_BUCKETS: &[f64] = &[
    0.000_001,
    0.000_002_5,
    0.000_005,
    0.000_01,
    0.000_025,
    0.000_05,
    0.000_1,
    0.000_25,
    0.000_5,
    0.001,
    0.01,
    0.1,
];
const BATCH_BUCKETS: &[f64] = &[
    1.0, 10.0, 50.0, 100.0, 250.0, 500.0, 1000.0, 5000.0, 10000.0,
];

/// Installs the global Prometheus recorder (once per process) and returns
/// its handle; `None` when another recorder was installed first.
pub fn install() -> Option<PrometheusHandle> {
    HANDLE
        .get_or_init(|| {
            let builder = PrometheusBuilder::new()
                .set_buckets_for_metric(
                    Matcher::Full("http_request_duration_seconds".into()),
                    LATENCY_BUCKETS,
                )
                .and_then(|b| {
                    b.set_buckets_for_metric(
                        Matcher::Full("sudoku_solve_duration_seconds".into()),
                        SOLVE_BUCKETS,
                    )
                })
                .and_then(|b| {
                    b.set_buckets_for_metric(
                        Matcher::Full("sudoku_solve_guesses".into()),
                        GUESS_BUCKETS,
                    )
                })
                .and_then(|b| {
                    b.set_buckets_for_metric(
                        Matcher::Full("sudoku_batch_size_grids".into()),
                        BATCH_BUCKETS,
                    )
                })
                .and_then(|b| {
                    b.set_buckets_for_metric(
                        Matcher::Full("sudoku_refusal_seconds".into()),
                        REFUSAL_BUCKETS,
                    )
                })
                .and_then(|b| {
                    b.set_buckets_for_metric(
                        Matcher::Full("sudoku_logic_duration_seconds".into()),
                        LOGIC_BUCKETS,
                    )
                });
            match builder.and_then(|b| b.install_recorder()) {
                Ok(handle) => {
                    describe();
                    describe_connections();
                    spawn_upkeep(handle.clone());
                    // Series that exist from the start, so that rate() and
                    // alerts see a 0 rather than nothing.
                    metrics::counter!("sudoku_timeouts_total").increment(0);
                    for reason in ["wait", "cap"] {
                        metrics::counter!("sudoku_overload_rejections_total", "reason" => reason)
                            .increment(0);
                    }
                    metrics::gauge!("sudoku_solves_in_flight").set(0.0);
                    metrics::gauge!("sudoku_solve_queue_depth").set(0.0);
                    register_logic();
                    register_process();
                    if crate::telemetry::traces_on() {
                        register_traces();
                    }
                    let _ = SOLVE_METRICS.set(SolveMetrics {
                        by_outcome: OUTCOMES.map(|outcome| {
                            metrics::counter!("sudoku_solves_total", "outcome" => outcome)
                        }),
                        duration: metrics::histogram!("sudoku_solve_duration_seconds"),
                        guesses: metrics::histogram!("sudoku_solve_guesses"),
                    });
                    Some(handle)
                }
                Err(e) => {
                    tracing::warn!("metrics disabled: {e}");
                    None
                }
            }
        })
        .clone()
}

fn describe() {
    use metrics::{describe_counter, describe_gauge, describe_histogram, Unit};
    describe_counter!("http_requests_total", "HTTP requests answered");
    describe_histogram!(
        "http_request_duration_seconds",
        Unit::Seconds,
        "Time from request to response head"
    );
    describe_counter!("sudoku_solves_total", "Solves finished, by outcome");
    describe_histogram!(
        "sudoku_solve_duration_seconds",
        Unit::Seconds,
        "Solver time of one grid"
    );
    describe_histogram!(
        "sudoku_solve_guesses",
        "Guesses (branch points) of one solve"
    );
    describe_gauge!("sudoku_solves_in_flight", "Solver jobs running now");
    describe_gauge!(
        "sudoku_solve_queue_depth",
        "Requests admitted to the solver pool and waiting for a worker"
    );
    describe_counter!(
        "sudoku_timeouts_total",
        "Requests or batch items that ran out of time"
    );
    describe_counter!(
        "sudoku_overload_rejections_total",
        "Requests refused with 503 overloaded"
    );
    describe_histogram!("sudoku_batch_size_grids", "Grids per batch request");
    describe_admission();
}

/// The admission metrics' descriptions (see [`super::execution::admission`]).
fn describe_admission() {
    use metrics::{describe_gauge, describe_histogram, Unit};
    describe_histogram!(
        "sudoku_refusal_seconds",
        Unit::Seconds,
        "Time from a request's arrival at its handler to its refusal with 503 overloaded"
    );
    describe_gauge!(
        "sudoku_job_service_seconds",
        Unit::Seconds,
        "Recent time a job of each kind holds a solver thread (moving average)"
    );
    describe_gauge!(
        "sudoku_queue_predicted_wait_seconds",
        Unit::Seconds,
        "Queue wait predicted for a job arriving now; admission compares it with the budget"
    );
    describe_gauge!(
        "sudoku_queue_sojourn_seconds",
        Unit::Seconds,
        "Recent time jobs spent in the queue before a solver took them (moving average)"
    );
    describe_gauge!(
        "sudoku_queue_calibration",
        "Measured sojourn over the wait predicted from queued work (moving average)"
    );
    describe_gauge!(
        "sudoku_queue_limit",
        "Hard cap of requests admitted to the solver pool (running or waiting)"
    );
}

/// How often the recorder's upkeep runs (see the module docs).
pub const UPKEEP_EVERY: Duration = Duration::from_secs(1);

/// Runs the recorder's upkeep every [`UPKEEP_EVERY`] on a thread of its
/// own: the recorder outlives any one async runtime (tests start many).
fn spawn_upkeep(handle: PrometheusHandle) {
    let spawned = std::thread::Builder::new()
        .name("metrics-upkeep".into())
        .spawn(move || loop {
            std::thread::sleep(UPKEEP_EVERY);
            handle.run_upkeep();
        });
    if let Err(e) = spawned {
        tracing::warn!("metrics upkeep thread not started (histograms grow until scraped): {e}");
    }
}

/// Solver time of grades and hints: milliseconds typically, up to the
/// logic budget.
const LOGIC_BUCKETS: &[f64] = &[
    0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5,
];

/// Describes the logic lane's metrics and makes their series exist from
/// the start.
fn register_logic() {
    use metrics::{describe_gauge, describe_histogram, Unit};
    describe_histogram!(
        "sudoku_logic_duration_seconds",
        Unit::Seconds,
        "Solver time of one grade, hint or generation, by kind"
    );
    describe_gauge!(
        "sudoku_logic_in_flight",
        "Grades, hints and generations holding a place in the logic lane (running or queued for a solver)"
    );
    describe_gauge!(
        "sudoku_logic_waiting",
        "Grades, hints and generations waiting for a place in the logic lane"
    );
    metrics::counter!("sudoku_overload_rejections_total", "reason" => "logic").increment(0);
    metrics::gauge!("sudoku_logic_in_flight").set(0.0);
    metrics::gauge!("sudoku_logic_waiting").set(0.0);
    for kind in ["grade", "hint", "generate"] {
        // Touching the histogram registers it (empty) for `/metrics`.
        let _ = metrics::histogram!("sudoku_logic_duration_seconds", "kind" => kind);
    }
}

/// Describes the process-level series and makes them exist from the
/// start: the start time (a change of it on one target is a restart in
/// place, what the restart alert watches) and the drain counter.
fn register_process() {
    use metrics::{describe_counter, describe_gauge, Unit};
    describe_gauge!(
        "process_start_time_seconds",
        Unit::Seconds,
        "Start time of the process since the Unix epoch"
    );
    describe_gauge!(
        "sudoku_solver_threads",
        "Solver threads of the pool (solves, grades, hints and generations run there)"
    );
    describe_counter!(
        "sudoku_drain_cut_requests_total",
        "Requests still in flight when the shutdown drain ran out of time"
    );
    let started = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64());
    metrics::gauge!("process_start_time_seconds").set(started);
    metrics::counter!("sudoku_drain_cut_requests_total").increment(0);
    // Histograms the dashboard reads that would otherwise appear only at
    // their first sample (touching one registers it, empty).
    let _ = metrics::histogram!("sudoku_refusal_seconds");
    let _ = metrics::histogram!("sudoku_batch_size_grids");
}

/// Records the solver time of one grade, hint or generation (`kind` is its label).
pub fn record_logic(kind: &'static str, elapsed: Duration) {
    metrics::histogram!("sudoku_logic_duration_seconds", "kind" => kind)
        .record(elapsed.as_secs_f64());
}

/// Records one finished solve (no-op until [`install`] has run).
pub fn record_solve(report: &Report<Uniqueness>, elapsed: Duration) {
    let Some(m) = SOLVE_METRICS.get() else {
        return;
    };
    m.by_outcome[outcome_index(&report.outcome)].increment(1);
    m.duration.record(elapsed.as_secs_f64());
    m.guesses.record(report.stats.guesses as f64);
}

/// The `outcome` label of a solve in `/metrics` (and in traces).
pub fn outcome_label(outcome: &Uniqueness) -> &'static str {
    OUTCOMES[outcome_index(outcome)]
}

fn outcome_index(outcome: &Uniqueness) -> usize {
    match outcome {
        Uniqueness::Conflicting(_) => 0,
        Uniqueness::Unsolvable => 1,
        Uniqueness::Unique(_) => 2,
        Uniqueness::Multiple(_) => 3,
        Uniqueness::Cancelled => 4,
    }
}

/// The solve metrics of many solves, kept on one thread and recorded
/// together when the tally is dropped (also when a panic unwinds through
/// it): a batch slice tallies its grids here. Recorded per grid, the solver threads took turns on the same
/// counter and histogram cache lines for every grid of a batch (about 5%
/// of its CPU); recorded per slice, the outcome counters take one addition
/// each and the histogram values go in one burst.
#[derive(Debug, Default)]
pub struct SolveTally {
    by_outcome: [u64; 5],
    durations: Vec<f64>,
    guesses: Vec<f64>,
}

impl SolveTally {
    /// A tally with room for `n` solves.
    pub fn with_capacity(n: usize) -> Self {
        SolveTally {
            by_outcome: [0; 5],
            durations: Vec::with_capacity(n),
            guesses: Vec::with_capacity(n),
        }
    }

    /// Adds one finished solve.
    pub fn add(&mut self, report: &Report<Uniqueness>, elapsed: Duration) {
        self.by_outcome[outcome_index(&report.outcome)] += 1;
        self.durations.push(elapsed.as_secs_f64());
        self.guesses.push(report.stats.guesses as f64);
    }
}

impl Drop for SolveTally {
    /// Records every solve added (no-op until [`install`] has run).
    fn drop(&mut self) {
        let Some(m) = SOLVE_METRICS.get() else {
            return;
        };
        for (counter, n) in m.by_outcome.iter().zip(self.by_outcome) {
            if n > 0 {
                counter.increment(n);
            }
        }
        for &v in &self.durations {
            m.duration.record(v);
        }
        for &v in &self.guesses {
            m.guesses.record(v);
        }
    }
}

/// Records a request or batch item that ran out of time.
pub fn record_timeout() {
    metrics::counter!("sudoku_timeouts_total").increment(1);
}

/// Records a request refused with 503 overloaded, by `reason` (`wait`:
/// it could not finish in its budget; `cap`: the hard cap was reached).
pub fn record_overload(reason: &'static str) {
    metrics::counter!("sudoku_overload_rejections_total", "reason" => reason).increment(1);
}

/// Records how long after its arrival at the handler a request was
/// refused (`None` when the arrival time is unknown).
pub fn record_refusal_time(elapsed: Option<Duration>) {
    if let Some(elapsed) = elapsed {
        metrics::histogram!("sudoku_refusal_seconds").record(elapsed.as_secs_f64());
    }
}

/// Records the size of a batch.
pub fn record_batch_size(grids: usize) {
    metrics::histogram!("sudoku_batch_size_grids").record(grids as f64);
}

/// The request metrics of one `(method, route, status)`.
struct RequestMetrics {
    count: metrics::Counter,
    duration: metrics::Histogram,
}

type RequestKey = (Method, &'static str, u16);

/// Handles for the request metrics, registered on first use of each label
/// set: building label strings and looking the series up in the registry
/// on every request was a measurable share of a small request's cost.
static REQUEST_METRICS: OnceLock<Mutex<HashMap<RequestKey, RequestMetrics>>> = OnceLock::new();

/// Counts one request of `key` and records its time, through the handles
/// of its label set (registered on its first request).
fn record_request(key: RequestKey, seconds: f64) {
    let map = REQUEST_METRICS.get_or_init(Default::default);
    let mut map = match map.lock() {
        Ok(guard) => guard,
        // The map holds only handles; a panic elsewhere cannot leave it torn.
        Err(poisoned) => poisoned.into_inner(),
    };
    let m = map
        .entry(key)
        .or_insert_with_key(|(method, route, status)| RequestMetrics {
            count: metrics::counter!(
                "http_requests_total",
                "method" => method.as_str().to_owned(),
                "route" => *route,
                "status" => status.to_string()
            ),
            duration: metrics::histogram!(
                "http_request_duration_seconds",
                "method" => method.as_str().to_owned(),
                "route" => *route
            ),
        });
    // Recorded under the lock: cloning the handles out (two reference
    // counts up and down) cost more than the recording itself.
    m.count.increment(1);
    m.duration.record(seconds);
}

/// Maps a matched route template to its label, a `&'static str` (so that
/// the per-request lookup allocates nothing); `None` for a template that is
/// not a route. The app passes the route table's
/// (`routes::label`), so this module needs no knowledge of the routes.
pub type RouteLabel = fn(&str) -> Option<&'static str>;

/// The route label: the matched route template, or `unmatched`.
fn route_label(req: &Request, label: RouteLabel) -> &'static str {
    req.extensions()
        .get::<MatchedPath>()
        .and_then(|m| label(m.as_str()))
        .unwrap_or("unmatched")
}

/// The method as a label: itself if standard, else `OTHER`, so that
/// made-up methods cannot create series without bound.
fn method_label(method: &Method) -> Method {
    const STANDARD: [Method; 9] = [
        Method::GET,
        Method::HEAD,
        Method::POST,
        Method::PUT,
        Method::DELETE,
        Method::CONNECT,
        Method::OPTIONS,
        Method::TRACE,
        Method::PATCH,
    ];
    if STANDARD.contains(method) {
        method.clone()
    } else {
        Method::from_bytes(b"OTHER").unwrap_or(Method::GET)
    }
}

/// A request being counted and timed: taken when it enters the stack,
/// [finished](RequestMark::finish) with the status of its answer. The app's
/// one outer middleware ([`super::app::finish::Finish`]) holds it, so that
/// the request metrics cost no middleware of their own.
#[derive(Debug)]
pub struct RequestMark {
    started: Instant,
    method: Method,
    route: &'static str,
}

impl RequestMark {
    /// Starts timing `req`, labelled by its route template (named by
    /// `label`).
    pub fn start(req: &Request, label: RouteLabel) -> Self {
        RequestMark {
            started: Instant::now(),
            method: method_label(req.method()),
            route: route_label(req, label),
        }
    }

    /// Counts the request and records its time to the response head.
    pub fn finish(self, status: u16) {
        let elapsed = self.started.elapsed().as_secs_f64();
        record_request((self.method, self.route, status), elapsed);
    }
}

/// Handles for the connection metrics (see the table above), taken once by
/// the accept loop; no-ops until [`install`] has run.
#[derive(Debug)]
pub struct ConnectionMetrics {
    /// `http_connections_open`.
    pub open: metrics::Gauge,
    /// `http_connections_shed_total{reason="evicted"}`.
    pub evicted: metrics::Counter,
    /// `http_connections_shed_total{reason="refused"}`.
    pub refused: metrics::Counter,
    /// `http_connection_timeouts_total{phase="header"}`.
    pub header_timeouts: metrics::Counter,
    /// `http_connection_timeouts_total{phase="body"}`.
    pub body_timeouts: metrics::Counter,
    /// `http_connection_timeouts_total{phase="idle"}`.
    pub idle_timeouts: metrics::Counter,
}

/// The connection metrics' handles.
pub fn connection_metrics() -> ConnectionMetrics {
    let shed =
        |reason: &'static str| metrics::counter!("http_connections_shed_total", "reason" => reason);
    let timeouts =
        |phase: &'static str| metrics::counter!("http_connection_timeouts_total", "phase" => phase);
    let m = ConnectionMetrics {
        open: metrics::gauge!("http_connections_open"),
        evicted: shed("evicted"),
        refused: shed("refused"),
        header_timeouts: timeouts("header"),
        body_timeouts: timeouts("body"),
        idle_timeouts: timeouts("idle"),
    };
    // Series that exist from the start (a 0 rather than nothing).
    for c in [
        &m.evicted,
        &m.refused,
        &m.header_timeouts,
        &m.body_timeouts,
        &m.idle_timeouts,
    ] {
        c.increment(0);
    }
    m
}

/// The span export series (traces on only), from the start at 0.
fn register_traces() {
    use crate::telemetry::export::{DROPPED, EXPORTED};
    use metrics::describe_counter;
    describe_counter!(EXPORTED, "Trace spans the OTLP collector accepted");
    describe_counter!(
        DROPPED,
        "Trace spans that did not reach the OTLP collector: queue full (collector slow or gone) or export failed"
    );
    metrics::counter!(EXPORTED).increment(0);
    for reason in ["queue_full", "export_failed"] {
        metrics::counter!(DROPPED, "reason" => reason).increment(0);
    }
}

fn describe_connections() {
    use metrics::{describe_counter, describe_gauge};
    describe_gauge!("http_connections_open", "Client connections open now");
    describe_counter!(
        "http_connections_shed_total",
        "Connections closed at the connection ceiling: evicted (idle or stalled the longest) or refused (all busy)"
    );
    describe_counter!(
        "http_connection_timeouts_total",
        "Connections or requests that ran out of time: head, body, or keep-alive idle"
    );
}

/// Counts the requests a shutdown cuts: those still in flight when its
/// drain timed out. The process exits right after, so the count is seen
/// only by a scrape that races the exit; the exit status and the log line
/// are what a supervisor reads.
pub fn record_drain_cut(requests: usize) {
    metrics::counter!("sudoku_drain_cut_requests_total")
        .increment(u64::try_from(requests).unwrap_or(u64::MAX));
}
