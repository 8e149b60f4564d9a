//! `GET /`: the playground, a self-contained web page on the public API.
//!
//! The page, its script, its texts in every language it speaks and its
//! stylesheet live in `src/http/playground/` and are embedded in the
//! binary; nothing is fetched from elsewhere. Each
//! answer carries a strict Content-Security-Policy (same-origin script,
//! style and `fetch` only, no inline code, no framing), `nosniff`, and an
//! `ETag` so browsers revalidate cheaply (`Cache-Control: no-cache`: a new
//! binary is picked up on the next load, with no stale script/page mix).

use std::sync::LazyLock;

use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

/// The page.
pub const INDEX_HTML: &str = include_str!("../playground/index.html");
/// Its script.
pub const PLAYGROUND_JS: &str = include_str!("../playground/playground.js");
/// Its texts, English and Korean: the one message table the script reads.
pub const MESSAGES_JS: &str = include_str!("../playground/messages.js");
/// Its stylesheet.
pub const PLAYGROUND_CSS: &str = include_str!("../playground/playground.css");

/// The Content-Security-Policy sent with every playground asset.
pub const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
    connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; \
    frame-ancestors 'none'";

/// An embedded file with its media type and validator.
struct Asset {
    body: &'static str,
    content_type: &'static str,
    etag: HeaderValue,
}

impl Asset {
    fn new(body: &'static str, content_type: &'static str) -> Self {
        // FNV-1a over the bytes: a stable validator for a file that only
        // changes with the binary.
        let hash = body.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
        let etag = HeaderValue::from_str(&format!("\"{hash:016x}\""))
            .unwrap_or_else(|_| HeaderValue::from_static("\"0\""));
        Asset {
            body,
            content_type,
            etag,
        }
    }

    fn respond(&self, req_headers: &HeaderMap) -> Response {
        let fresh = req_headers
            .get_all(header::IF_NONE_MATCH)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .any(|t| {
                let t = t.trim();
                t == "*" || t.trim_start_matches("W/").as_bytes() == self.etag.as_bytes()
            });
        let headers = [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static(self.content_type),
            ),
            (
                header::CONTENT_SECURITY_POLICY,
                HeaderValue::from_static(CSP),
            ),
            (
                header::X_CONTENT_TYPE_OPTIONS,
                HeaderValue::from_static("nosniff"),
            ),
            (
                header::REFERRER_POLICY,
                HeaderValue::from_static("no-referrer"),
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
            (header::ETAG, self.etag.clone()),
        ];
        if fresh {
            (StatusCode::NOT_MODIFIED, headers).into_response()
        } else {
            (headers, self.body).into_response()
        }
    }
}

static INDEX: LazyLock<Asset> =
    LazyLock::new(|| Asset::new(INDEX_HTML, "text/html; charset=utf-8"));
static SCRIPT: LazyLock<Asset> =
    LazyLock::new(|| Asset::new(PLAYGROUND_JS, "text/javascript; charset=utf-8"));
static MESSAGES: LazyLock<Asset> =
    LazyLock::new(|| Asset::new(MESSAGES_JS, "text/javascript; charset=utf-8"));
static STYLE: LazyLock<Asset> =
    LazyLock::new(|| Asset::new(PLAYGROUND_CSS, "text/css; charset=utf-8"));

/// `GET /`: the page.
pub async fn index(headers: HeaderMap) -> Response {
    INDEX.respond(&headers)
}

/// `GET /playground.js`.
pub async fn script(headers: HeaderMap) -> Response {
    SCRIPT.respond(&headers)
}

/// `GET /messages.js`.
pub async fn messages(headers: HeaderMap) -> Response {
    MESSAGES.respond(&headers)
}

/// `GET /playground.css`.
pub async fn stylesheet(headers: HeaderMap) -> Response {
    STYLE.respond(&headers)
}
