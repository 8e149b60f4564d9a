//! Request body extraction: content type, size limit and JSON syntax, each
//! failure mapped to its problem (415, 413, 400, 422) instead of axum's
//! plain-text rejections.

use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::{header, HeaderMap};
use http_body_util::LengthLimitError;
use serde_json::{Map, Value};

use super::app::AppState;
use super::problem::{ErrorCode, Problem};

/// A request body that is a JSON object.
#[derive(Debug)]
pub struct JsonObject(pub Map<String, Value>);

impl JsonObject {
    /// Takes the field `name` out of the object.
    pub fn take(&mut self, name: &str) -> Option<Value> {
        self.0.remove(name)
    }

    /// Fails with `invalid_request` naming the first field not taken yet.
    pub fn deny_unknown(&self, expected: &[&str]) -> Result<(), Problem> {
        match self.0.keys().next() {
            None => Ok(()),
            Some(k) => Err(Problem::new(
                ErrorCode::InvalidRequest,
                format!(
                    "body: unknown field {}; expected only {}",
                    quote(k),
                    expected
                        .iter()
                        .map(|s| quote(s))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            )),
        }
    }
}

fn quote(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| String::from("\"?\""))
}

/// True for `application/json` and any `application/*+json`, parameters
/// (such as `charset`) allowed.
pub fn is_json_content_type(headers: &HeaderMap) -> bool {
    let Some(ct) = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
    else {
        return false;
    };
    let essence = ct.split(';').next().unwrap_or("").trim();
    let Some((ty, sub)) = essence.split_once('/') else {
        return false;
    };
    ty.eq_ignore_ascii_case("application")
        && (sub.eq_ignore_ascii_case("json") || sub.to_ascii_lowercase().ends_with("+json"))
}

/// The `detail` of a 415 answer.
pub fn unsupported_media_type(headers: &HeaderMap, expected: &str) -> Problem {
    let got = match headers.get(header::CONTENT_TYPE) {
        None => "no Content-Type header".to_string(),
        Some(v) => match v.to_str() {
            Ok(s) => format!("Content-Type {}", quote(s)),
            Err(_) => "an unreadable Content-Type header".to_string(),
        },
    };
    Problem::new(
        ErrorCode::UnsupportedMediaType,
        format!("expected Content-Type: {expected}, got {got}"),
    )
}

/// Reads the whole body, at most `limit` bytes; a larger body is `413`.
pub async fn read_body(req: Request, limit: usize) -> Result<Bytes, Problem> {
    axum::body::to_bytes(req.into_body(), limit)
        .await
        .map_err(|e| {
            if e.into_inner().is::<LengthLimitError>() {
                Problem::new(
                    ErrorCode::PayloadTooLarge,
                    format!("request body is larger than the limit of {limit} bytes"),
                )
            } else {
                Problem::new(ErrorCode::BadRequest, "request body could not be read")
            }
        })
}

/// Parses bytes as JSON (400 when not well-formed) that must be an object
/// (422 otherwise).
pub fn parse_object(bytes: &[u8]) -> Result<JsonObject, Problem> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(Problem::new(
            ErrorCode::MalformedJson,
            "request body is empty; expected a JSON object",
        ));
    }
    let value: Value = serde_json::from_slice(bytes).map_err(|e| {
        Problem::new(
            ErrorCode::MalformedJson,
            format!("request body is not valid JSON: {e}"),
        )
    })?;
    match value {
        Value::Object(map) => Ok(JsonObject(map)),
        other => Err(Problem::new(
            ErrorCode::InvalidRequest,
            format!(
                "body: expected a JSON object, got {}",
                match other {
                    Value::Array(_) => "an array",
                    Value::String(_) => "a string",
                    Value::Number(_) => "a number",
                    Value::Bool(_) => "a boolean",
                    _ => "null",
                }
            ),
        )),
    }
}

impl FromRequest<AppState> for JsonObject {
    type Rejection = Problem;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, Problem> {
        if !is_json_content_type(req.headers()) {
            return Err(unsupported_media_type(req.headers(), "application/json"));
        }
        let bytes = read_body(req, state.config.max_body_bytes).await?;
        parse_object(&bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn json_content_types() {
        let mut h = HeaderMap::new();
        assert!(!is_json_content_type(&h));
        for (ct, ok) in [
            ("application/json", true),
            ("application/json; charset=utf-8", true),
            ("Application/JSON", true),
            ("application/problem+json", true),
            ("text/plain", false),
            ("application/x-www-form-urlencoded", false),
            ("application/jsonx", false),
            ("json", false),
        ] {
            h.insert(header::CONTENT_TYPE, HeaderValue::from_static(ct));
            assert_eq!(is_json_content_type(&h), ok, "{ct}");
        }
    }

    #[test]
    fn json_errors() {
        assert_eq!(
            parse_object(b"").unwrap_err().code,
            ErrorCode::MalformedJson
        );
        assert_eq!(
            parse_object(b"{\"grid\":").unwrap_err().code,
            ErrorCode::MalformedJson
        );
        let e = parse_object(b"[1]").unwrap_err();
        assert_eq!(e.code, ErrorCode::InvalidRequest);
        assert_eq!(e.detail, "body: expected a JSON object, got an array");
        let mut o = parse_object(b"{\"grid\": 1, \"gird\": 2}").unwrap();
        assert!(o.take("grid").is_some());
        assert_eq!(
            o.deny_unknown(&["grid"]).unwrap_err().detail,
            "body: unknown field \"gird\"; expected only \"grid\""
        );
    }
}
