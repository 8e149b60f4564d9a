//! Logs and traces.
//!
//! | module | role |
//! |---|---|
//! | this one | the global subscriber: text or JSON lines on stdout, level from `RUST_LOG` (default `info`), and the OpenTelemetry layer when traces are on |
//! | [`traces`] | whether traces are on (the standard `OTEL_*` variables or `--otlp-endpoint`), the tracer provider and its OTLP/HTTP exporter |
//! | [`export`] | the batch span processor: a bounded queue, one export thread, spans it cannot deliver counted in `/metrics` |
//!
//! With traces off nothing of OpenTelemetry is installed and the spans of
//! the request path are not created ([`traces_on`] is checked first), so a
//! request costs what it did before traces existed.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};

use opentelemetry::trace::TracerProvider as _;
use opentelemetry_sdk::trace::SdkTracerProvider;
use tracing::Level;
use tracing_subscriber::filter::{filter_fn, FilterExt, Targets};
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::registry::LookupSpan;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{EnvFilter, Layer};

use crate::config::LogFormat;

pub mod export;
pub mod traces;

static TRACES_ON: AtomicBool = AtomicBool::new(false);

/// True when spans are exported (the OpenTelemetry layer is installed).
#[inline]
pub fn traces_on() -> bool {
    TRACES_ON.load(Ordering::Relaxed)
}

/// Keeps the tracer provider; dropped at exit, it exports the spans still
/// queued (within the export timeout).
#[derive(Debug, Default)]
pub struct Guard(Option<SdkTracerProvider>);

impl Drop for Guard {
    fn drop(&mut self) {
        if let Some(provider) = self.0.take() {
            if let Err(e) = provider.shutdown() {
                tracing::warn!("traces: shutdown: {e}");
            }
        }
    }
}

/// The log lines: text or JSON on stdout.
fn log_layer<S>(format: LogFormat) -> Box<dyn Layer<S> + Send + Sync>
where
    S: tracing::Subscriber + for<'a> LookupSpan<'a>,
{
    let ansi = std::io::stdout().is_terminal();
    match format {
        LogFormat::Text => tracing_subscriber::fmt::layer().with_ansi(ansi).boxed(),
        LogFormat::Json => tracing_subscriber::fmt::layer()
            .with_ansi(ansi)
            .json()
            .flatten_event(true)
            .boxed(),
    }
}

/// Installs the global subscriber: logs in `format`, plus span export when
/// traces are configured (`otlp_endpoint` or the `OTEL_*` variables, see
/// [`traces::enabled`]). Later calls do nothing. A tracing configuration
/// that cannot be used is logged and traces stay off.
pub fn init(format: LogFormat, otlp_endpoint: Option<&str>) -> Guard {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let (provider, problem) = if traces::enabled(otlp_endpoint) {
        match traces::provider(otlp_endpoint) {
            Ok(p) => (Some(p), None),
            Err(e) => (None, Some(e)),
        }
    } else {
        (None, None)
    };
    let otel = provider.as_ref().map(|p| {
        tracing_opentelemetry::layer()
            .with_tracer(p.tracer("sudoku-service"))
            // Busy/idle times, source locations, targets and threads on
            // every span: attributes (strings, allocated per span) without
            // use here. The job span names its solver thread itself.
            .with_tracked_inactivity(false)
            .with_location(false)
            .with_target(false)
            .with_threads(false)
            // Our spans, and the warnings and errors inside them, whatever
            // RUST_LOG says of the logs: `RUST_LOG=warn` quietens the logs,
            // not the traces. Other crates' spans are not part of a
            // request's trace; the info lines (one per answer) would only
            // repeat the span's own attributes as span events.
            .with_filter(
                Targets::new()
                    .with_target("sudoku_server", Level::INFO)
                    .and(filter_fn(|m| m.is_span() || *m.level() <= Level::WARN)),
            )
    });
    let installed = match otel {
        // The subscriber of a server without traces, unchanged: one global
        // filter (a per-layer filter costs bookkeeping per span and event).
        None => tracing_subscriber::registry()
            .with(filter)
            .with(log_layer(format))
            .try_init()
            .is_ok(),
        Some(otel) => tracing_subscriber::registry()
            .with(log_layer(format).with_filter(filter))
            .with(otel)
            .try_init()
            .is_ok(),
    };
    if let Some(e) = problem {
        tracing::error!("traces off: {e}");
    }
    if installed && provider.is_some() {
        TRACES_ON.store(true, Ordering::Relaxed);
        tracing::info!(endpoint = %traces::endpoint_shown(otlp_endpoint), "traces: exporting spans over OTLP/HTTP");
    }
    Guard(provider.filter(|_| installed))
}
