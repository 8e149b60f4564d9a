//! `GET /openapi.yaml`: the hand-written contract, served from the same file
//! the contract tests and schemathesis check.

use axum::http::header;
use axum::response::IntoResponse;

/// `openapi.yaml` at the repository root, compiled in.
pub const OPENAPI_YAML: &str =
    include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../openapi.yaml"));

/// Serves [`OPENAPI_YAML`] as `application/yaml`.
pub async fn openapi_yaml() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "application/yaml")], OPENAPI_YAML)
}
