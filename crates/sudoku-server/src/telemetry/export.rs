//! The batch span processor: finished spans go into a bounded queue
//! without blocking the thread that ends them (a request's, or a solver
//! thread); one export thread sends them in batches.
//!
//! Why not the SDK's `BatchSpanProcessor`: it drops spans when its queue is
//! full and only says how many at shutdown. An operator needs to see the
//! loss while it happens, so here every span that does not reach the
//! collector is counted in `/metrics`:
//!
//! * `sudoku_trace_spans_dropped_total{reason="queue_full"}`: the queue
//!   was full (the collector is slower than the spans come, or gone and
//!   each export waits for its timeout);
//! * `sudoku_trace_spans_dropped_total{reason="export_failed"}`: the
//!   batch was sent and failed (refused, unreachable, timed out);
//! * `sudoku_trace_spans_exported_total`: accepted by the collector.
//!
//! Settings are the SDK's standard variables: `OTEL_BSP_MAX_QUEUE_SIZE`
//! (2048), `OTEL_BSP_SCHEDULE_DELAY` (5000 ms), `OTEL_BSP_MAX_EXPORT_BATCH_SIZE`
//! (512), `OTEL_BSP_EXPORT_TIMEOUT` (30000 ms, the longest a flush or the
//! shutdown waits).

use std::sync::Mutex;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crossbeam_channel::{bounded, select, unbounded, Receiver, Sender, TrySendError};
use opentelemetry::Context;
use opentelemetry_sdk::error::{OTelSdkError, OTelSdkResult};
use opentelemetry_sdk::trace::{Span, SpanData, SpanExporter, SpanProcessor};

/// The counter of spans that did not reach the collector.
pub const DROPPED: &str = "sudoku_trace_spans_dropped_total";
/// The counter of spans the collector accepted.
pub const EXPORTED: &str = "sudoku_trace_spans_exported_total";

/// The queue's settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BatchSettings {
    /// Spans the queue holds; more are dropped (and counted).
    pub max_queue: usize,
    /// Longest a span waits before its batch is sent.
    pub delay: Duration,
    /// Most spans in one export.
    pub max_batch: usize,
    /// Longest a flush or the shutdown waits for the export thread.
    pub export_timeout: Duration,
}

impl Default for BatchSettings {
    fn default() -> Self {
        BatchSettings {
            max_queue: 2048,
            delay: Duration::from_millis(5000),
            max_batch: 512,
            export_timeout: Duration::from_millis(30_000),
        }
    }
}

fn env_number(name: &str) -> Option<u64> {
    std::env::var(name).ok()?.trim().parse().ok()
}

impl BatchSettings {
    /// The defaults, overridden by the `OTEL_BSP_*` variables that are set
    /// to a number.
    pub fn from_env() -> Self {
        let d = Self::default();
        let max_queue = env_number("OTEL_BSP_MAX_QUEUE_SIZE")
            .and_then(|n| usize::try_from(n).ok())
            .unwrap_or(d.max_queue)
            .max(1);
        let max_batch = env_number("OTEL_BSP_MAX_EXPORT_BATCH_SIZE")
            .and_then(|n| usize::try_from(n).ok())
            .unwrap_or(d.max_batch)
            .clamp(1, max_queue);
        BatchSettings {
            max_queue,
            delay: env_number("OTEL_BSP_SCHEDULE_DELAY").map_or(d.delay, Duration::from_millis),
            max_batch,
            export_timeout: env_number("OTEL_BSP_EXPORT_TIMEOUT")
                .map_or(d.export_timeout, Duration::from_millis),
        }
    }
}

/// Requests to the export thread besides spans.
enum Control {
    /// Export everything queued, then answer.
    Flush(Sender<()>),
    /// Export everything queued, shut the exporter down, answer, stop.
    Shutdown(Sender<()>),
}

/// The processor (see the [module](self) docs).
#[derive(Debug)]
pub struct CountingBatch {
    spans: Sender<SpanData>,
    control: Sender<Control>,
    thread: Mutex<Option<JoinHandle<()>>>,
    export_timeout: Duration,
}

impl std::fmt::Debug for Control {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Control::Flush(_) => "Flush",
            Control::Shutdown(_) => "Shutdown",
        })
    }
}

fn dropped(reason: &'static str, n: usize) {
    metrics::counter!(DROPPED, "reason" => reason).increment(n as u64);
}

impl CountingBatch {
    /// Starts the export thread with `exporter`.
    pub fn start<E>(exporter: E, settings: BatchSettings) -> std::io::Result<Self>
    where
        E: SpanExporter + 'static,
    {
        let (spans, queue) = bounded(settings.max_queue);
        let (control, requests) = unbounded();
        let thread = std::thread::Builder::new()
            .name("trace-export".into())
            .spawn(move || export_thread(&exporter, &queue, &requests, settings))?;
        Ok(CountingBatch {
            spans,
            control,
            thread: Mutex::new(Some(thread)),
            export_timeout: settings.export_timeout,
        })
    }

    fn ask(&self, make: fn(Sender<()>) -> Control, timeout: Duration) -> OTelSdkResult {
        let (done, answered) = bounded(1);
        self.control
            .send(make(done))
            .map_err(|_| OTelSdkError::AlreadyShutdown)?;
        answered
            .recv_timeout(timeout)
            .map_err(|_| OTelSdkError::Timeout(timeout))
    }
}

impl SpanProcessor for CountingBatch {
    fn on_start(&self, _span: &mut Span, _cx: &Context) {}

    fn on_end(&self, span: SpanData) {
        if !span.span_context.is_sampled() {
            return;
        }
        match self.spans.try_send(span) {
            Ok(()) => {}
            Err(TrySendError::Full(_)) => dropped("queue_full", 1),
            Err(TrySendError::Disconnected(_)) => dropped("shutdown", 1),
        }
    }

    fn force_flush(&self) -> OTelSdkResult {
        self.ask(Control::Flush, self.export_timeout)
    }

    fn shutdown_with_timeout(&self, timeout: Duration) -> OTelSdkResult {
        let answer = self.ask(Control::Shutdown, timeout.min(self.export_timeout));
        let thread = match self.thread.lock() {
            Ok(mut t) => t.take(),
            Err(poisoned) => poisoned.into_inner().take(),
        };
        // Joined only once it has answered: a thread stuck in an export
        // is left to the process's exit.
        if let (Ok(()), Some(t)) = (&answer, thread) {
            let _ = t.join();
        }
        answer
    }
}

/// The export thread: collects spans into batches, sends a batch when it is
/// full or its oldest span has waited `settings.delay`.
fn export_thread<E: SpanExporter>(
    exporter: &E,
    queue: &Receiver<SpanData>,
    requests: &Receiver<Control>,
    settings: BatchSettings,
) {
    let mut out = Outbox {
        exporter,
        batch: Vec::with_capacity(settings.max_batch),
        failing: false,
    };
    let mut due: Option<Instant> = None;
    loop {
        let wait = due.map_or(Duration::from_secs(3600), |d| {
            d.saturating_duration_since(Instant::now())
        });
        select! {
            recv(queue) -> span => match span {
                Ok(span) => {
                    out.batch.push(span);
                    due.get_or_insert_with(|| Instant::now() + settings.delay);
                    if out.batch.len() >= settings.max_batch {
                        out.send();
                        due = None;
                    }
                }
                Err(_) => {
                    out.send();
                    return;
                }
            },
            recv(requests) -> request => {
                out.drain(queue, settings.max_batch);
                due = None;
                match request {
                    Ok(Control::Flush(done)) => {
                        let _ = done.send(());
                    }
                    Ok(Control::Shutdown(done)) => {
                        let _ = exporter.shutdown_with_timeout(settings.export_timeout);
                        let _ = done.send(());
                        return;
                    }
                    Err(_) => return,
                }
            },
            default(wait) => {
                out.send();
                due = None;
            },
        }
    }
}

/// The batch being collected and its exporter.
struct Outbox<'a, E> {
    exporter: &'a E,
    batch: Vec<SpanData>,
    failing: bool,
}

impl<E: SpanExporter> Outbox<'_, E> {
    /// Sends everything queued now, in batches of at most `max_batch`.
    fn drain(&mut self, queue: &Receiver<SpanData>, max_batch: usize) {
        while let Ok(span) = queue.try_recv() {
            self.batch.push(span);
            if self.batch.len() >= max_batch {
                self.send();
            }
        }
        self.send();
    }

    /// Sends the batch, counting its spans as exported or dropped. Logs
    /// when exports start failing and when they work again (not per batch:
    /// a collector that is gone would fill the log).
    fn send(&mut self) {
        let n = self.batch.len();
        if n == 0 {
            return;
        }
        let batch = std::mem::replace(&mut self.batch, Vec::with_capacity(n));
        match futures_executor::block_on(self.exporter.export(batch)) {
            Ok(()) => {
                metrics::counter!(EXPORTED).increment(n as u64);
                if self.failing {
                    self.failing = false;
                    tracing::info!("traces: export works again");
                }
            }
            Err(e) => {
                dropped("export_failed", n);
                if !self.failing {
                    self.failing = true;
                    tracing::warn!(
                        "traces: export failed, spans are dropped (counted in {DROPPED}): {e}"
                    );
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;

    use opentelemetry::trace::{
        SpanContext, SpanId, SpanKind, Status, TraceFlags, TraceId, TraceState,
    };
    use opentelemetry::InstrumentationScope;
    use opentelemetry_sdk::trace::{SpanEvents, SpanLinks};

    /// An exporter that counts what it gets, failing when told to.
    #[derive(Debug, Clone, Default)]
    struct Counting {
        got: Arc<AtomicUsize>,
        fail: bool,
    }

    impl SpanExporter for Counting {
        async fn export(&self, batch: Vec<SpanData>) -> OTelSdkResult {
            if self.fail {
                return Err(OTelSdkError::InternalFailure("collector gone".into()));
            }
            self.got.fetch_add(batch.len(), Ordering::Relaxed);
            Ok(())
        }
    }

    fn span(sampled: bool) -> SpanData {
        let flags = if sampled {
            TraceFlags::SAMPLED
        } else {
            TraceFlags::default()
        };
        SpanData {
            span_context: SpanContext::new(
                TraceId::from(1u128),
                SpanId::from(1u64),
                flags,
                false,
                TraceState::default(),
            ),
            parent_span_id: SpanId::INVALID,
            parent_span_is_remote: false,
            span_kind: SpanKind::Internal,
            name: "test".into(),
            start_time: std::time::SystemTime::now(),
            end_time: std::time::SystemTime::now(),
            attributes: Vec::new(),
            dropped_attributes_count: 0,
            events: SpanEvents::default(),
            links: SpanLinks::default(),
            status: Status::Unset,
            instrumentation_scope: InstrumentationScope::builder("test").build(),
        }
    }

    #[test]
    fn sampled_spans_reach_the_exporter_on_flush() {
        let exporter = Counting::default();
        let p = CountingBatch::start(exporter.clone(), BatchSettings::default()).unwrap();
        for i in 0..1200 {
            p.on_end(span(i % 2 == 0));
        }
        p.force_flush().unwrap();
        assert_eq!(exporter.got.load(Ordering::Relaxed), 600);
        p.shutdown().unwrap();
        // After shutdown nothing is queued any more.
        p.on_end(span(true));
        assert_eq!(exporter.got.load(Ordering::Relaxed), 600);
    }

    #[test]
    fn a_failing_exporter_does_not_block_the_caller() {
        let exporter = Counting {
            fail: true,
            ..Counting::default()
        };
        let settings = BatchSettings {
            max_queue: 4,
            max_batch: 2,
            ..BatchSettings::default()
        };
        let p = CountingBatch::start(exporter.clone(), settings).unwrap();
        let t0 = Instant::now();
        for _ in 0..10_000 {
            p.on_end(span(true));
        }
        assert!(t0.elapsed() < Duration::from_secs(1));
        p.shutdown().unwrap();
        assert_eq!(exporter.got.load(Ordering::Relaxed), 0);
    }
}
