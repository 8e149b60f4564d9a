//! Whether traces are on, and the tracer provider that exports them.
//!
//! Traces follow the OpenTelemetry SDK's standard variables, so that the
//! service is configured like any other instrumented process:
//!
//! * on when `--otlp-endpoint`, `OTEL_EXPORTER_OTLP_ENDPOINT` or
//!   `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` is set (and `OTEL_SDK_DISABLED`
//!   is not `true`); off otherwise;
//! * OTLP over HTTP with protobuf bodies; `OTEL_EXPORTER_OTLP_HEADERS`,
//!   `OTEL_EXPORTER_OTLP_TIMEOUT` (10 s) are read by the exporter;
//! * `OTEL_SERVICE_NAME` (default `sudoku-service`),
//!   `OTEL_RESOURCE_ATTRIBUTES`;
//! * `OTEL_TRACES_SAMPLER` / `OTEL_TRACES_SAMPLER_ARG` (default
//!   `parentbased_always_on`: every request, or the caller's decision);
//! * `OTEL_BSP_*`: the batch processor's queue ([`super::export`]).

use opentelemetry_otlp::{Protocol, WithExportConfig};
use opentelemetry_sdk::trace::{SdkTracerProvider, SpanExporter as _};
use opentelemetry_sdk::Resource;

use super::export::{BatchSettings, CountingBatch};

/// The service name when `OTEL_SERVICE_NAME` is not set.
pub const DEFAULT_SERVICE_NAME: &str = "sudoku-service";

fn var(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.trim().is_empty())
}

/// True when traces are configured: an endpoint from the flag or the
/// standard variables, and the SDK not disabled.
pub fn enabled(flag: Option<&str>) -> bool {
    if var("OTEL_SDK_DISABLED").is_some_and(|v| v.trim().eq_ignore_ascii_case("true")) {
        return false;
    }
    flag.is_some_and(|f| !f.trim().is_empty())
        || var("OTEL_EXPORTER_OTLP_ENDPOINT").is_some()
        || var("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT").is_some()
}

/// The traces URL given by the flag (a base URL, like
/// `OTEL_EXPORTER_OTLP_ENDPOINT`): `/v1/traces` appended.
fn flag_url(flag: &str) -> String {
    format!("{}/v1/traces", flag.trim().trim_end_matches('/'))
}

/// Where spans go, for the start-up log line.
pub fn endpoint_shown(flag: Option<&str>) -> String {
    if let Some(f) = flag.filter(|f| !f.trim().is_empty()) {
        return flag_url(f);
    }
    if let Some(url) = var("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") {
        return url;
    }
    var("OTEL_EXPORTER_OTLP_ENDPOINT")
        .map(|base| flag_url(&base))
        .unwrap_or_default()
}

/// The tracer provider: OTLP/HTTP exporter behind a [`CountingBatch`],
/// the service's resource, the sampler of `OTEL_TRACES_SAMPLER`.
pub fn provider(flag: Option<&str>) -> Result<SdkTracerProvider, String> {
    let mut builder = opentelemetry_otlp::SpanExporter::builder()
        .with_http()
        .with_protocol(Protocol::HttpBinary);
    if let Some(f) = flag.filter(|f| !f.trim().is_empty()) {
        builder = builder.with_endpoint(flag_url(f));
    }
    let mut exporter = builder.build().map_err(|e| e.to_string())?;
    let service = var("OTEL_SERVICE_NAME").unwrap_or_else(|| DEFAULT_SERVICE_NAME.to_owned());
    let resource = Resource::builder().with_service_name(service).build();
    // The processor owns the exporter on its own thread: it gets the
    // resource here, before the thread starts.
    exporter.set_resource(&resource);
    let processor =
        CountingBatch::start(exporter, BatchSettings::from_env()).map_err(|e| e.to_string())?;
    Ok(SdkTracerProvider::builder()
        .with_span_processor(processor)
        .with_resource(resource)
        .build())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flag_is_a_base_url() {
        assert_eq!(
            flag_url("http://127.0.0.1:4318/"),
            "http://127.0.0.1:4318/v1/traces"
        );
        assert_eq!(flag_url("http://c:4318"), "http://c:4318/v1/traces");
    }
}
