//! The media type of a request body: `application/json` (and any
//! `application/*+json`) for every body, `application/x-ndjson` for a
//! batch too; anything else is `415 unsupported_media_type`.

use axum::http::{header, HeaderMap};

use crate::http::problem::{ErrorCode, Problem};
use sudoku_api::request::quote;

/// The media types a body may come in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Media {
    /// `application/json` or any `application/*+json`.
    Json,
    /// `application/x-ndjson`: one JSON value or raw grid per line.
    Ndjson,
}

/// The media type of the `Content-Type` header, parameters (such as
/// `charset`) allowed; `None` when absent or another.
pub fn media_of(headers: &HeaderMap) -> Option<Media> {
    let ct = headers.get(header::CONTENT_TYPE)?.to_str().ok()?;
    let essence = ct.split(';').next().unwrap_or("").trim();
    if essence.eq_ignore_ascii_case("application/x-ndjson") {
        return Some(Media::Ndjson);
    }
    let (ty, sub) = essence.split_once('/')?;
    let json = ty.eq_ignore_ascii_case("application")
        && (sub.eq_ignore_ascii_case("json") || sub.to_ascii_lowercase().ends_with("+json"));
    json.then_some(Media::Json)
}

/// `415 unsupported_media_type`, saying what came and what is `expected`.
pub fn unsupported(headers: &HeaderMap, expected: &str) -> Problem {
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

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn media_types() {
        let mut h = HeaderMap::new();
        assert_eq!(media_of(&h), None);
        for (ct, media) in [
            ("application/json", Some(Media::Json)),
            ("application/json; charset=utf-8", Some(Media::Json)),
            ("Application/JSON", Some(Media::Json)),
            ("application/problem+json", Some(Media::Json)),
            ("application/x-ndjson", Some(Media::Ndjson)),
            ("Application/X-NDJSON; charset=utf-8", Some(Media::Ndjson)),
            ("text/plain", None),
            ("application/x-www-form-urlencoded", None),
            ("application/jsonx", None),
            ("json", None),
        ] {
            h.insert(header::CONTENT_TYPE, HeaderValue::from_static(ct));
            assert_eq!(media_of(&h), media, "{ct}");
        }
    }
}
