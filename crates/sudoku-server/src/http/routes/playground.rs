//! `GET /`: the playground, a self-contained web page on the public API.
//!
//! The page, its script, its texts in every language it speaks, its
//! stylesheet and its service worker live in `src/http/playground/` and are
//! embedded in the binary; nothing is fetched from elsewhere. Each answer
//! carries a strict Content-Security-Policy (same-origin script, style and
//! `fetch` only, no inline code, no framing), `nosniff`, and an `ETag` so
//! browsers revalidate cheaply (`Cache-Control: no-cache`: a new binary is
//! picked up on the next load, with no stale script/page mix).
//!
//! The local core: when the build embeds the WebAssembly package
//! (`build.rs`, from `src/http/playground/wasm/`, filled by
//! `scripts/playground-wasm.sh`), its files are served under
//! `/playground/wasm/`, the page learns their addresses from a `<meta
//! name="local-core">` and answers in the page when the server cannot be
//! reached, and the service worker (`/sw.js`) keeps every file for a reload
//! offline. Only such a build adds `'wasm-unsafe-eval'` to `script-src`:
//! Chromium refuses to compile any WebAssembly under a CSP without it (it
//! allows wasm compilation only, not JavaScript `eval`).

use std::sync::LazyLock;

use axum::body::Bytes;
use axum::extract::Path;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::http::problem::{ErrorCode, Problem};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/local_core.rs"));
}

/// The page.
pub const INDEX_HTML: &str = include_str!("../playground/index.html");
/// Its script.
pub const PLAYGROUND_JS: &str = include_str!("../playground/playground.js");
/// Its texts, English and Korean: the one message table the script reads.
pub const MESSAGES_JS: &str = include_str!("../playground/messages.js");
/// Its stylesheet.
pub const PLAYGROUND_CSS: &str = include_str!("../playground/playground.css");
/// Its service worker, before the asset list and version are written in.
pub const SERVICE_WORKER_JS: &str = include_str!("../playground/sw.js");

/// The Content-Security-Policy of a build without the local core.
pub const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
    connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; \
    frame-ancestors 'none'";

/// The Content-Security-Policy of a build with the local core: the same,
/// and WebAssembly compilation (see the module notes).
pub const CSP_WITH_LOCAL_CORE: &str = "default-src 'none'; script-src 'self' \
    'wasm-unsafe-eval'; style-src 'self'; connect-src 'self'; img-src 'self' data:; \
    base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// Where the local core's files are served.
pub const LOCAL_CORE_PATH: &str = "/playground/wasm/";

/// The local core of this build, by file name: the package's entry module
/// the page imports, and the WebAssembly module it loads (the glue between
/// them is served beside them).
#[derive(Debug, Clone, Copy)]
pub struct LocalCore {
    /// The package's wrapper (`index.js`, an ES module: `init`, then one
    /// function per endpoint answering `{status, body}`).
    pub entry: &'static str,
    /// The WebAssembly module.
    pub module: &'static str,
}

/// A file name the page can be given as it is: letters, digits, `_`, `-`, `.`.
fn plain_name(name: &str) -> bool {
    !name.starts_with('.')
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'))
}

/// The names of the embedded local core's files.
fn core_names() -> impl Iterator<Item = &'static str> {
    embedded::LOCAL_CORE_FILES
        .iter()
        .map(|(name, _)| *name)
        .filter(|n| plain_name(n))
}

/// The embedded local core, if this build has one: the package's
/// `index.js`, a `NAME_bg.wasm` and its wasm-bindgen glue `NAME.js`.
pub fn local_core() -> Option<LocalCore> {
    let entry = core_names().find(|n| *n == "index.js")?;
    core_names().find_map(|module| {
        let stem = module.strip_suffix("_bg.wasm")?;
        core_names()
            .any(|n| n.strip_suffix(".js") == Some(stem))
            .then_some(LocalCore { entry, module })
    })
}

/// The CSP this build sends with every playground asset.
pub fn csp() -> &'static str {
    if local_core().is_some() {
        CSP_WITH_LOCAL_CORE
    } else {
        CSP
    }
}

/// An embedded file with its media type and validator.
struct Asset {
    body: Bytes,
    content_type: &'static str,
    etag: HeaderValue,
}

/// FNV-1a over the bytes: a stable validator for a file that only changes
/// with the binary.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
    })
}

impl Asset {
    fn new(body: impl Into<Bytes>, content_type: &'static str) -> Self {
        let body = body.into();
        let etag = HeaderValue::from_str(&format!("\"{:016x}\"", fnv1a(&body)))
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
                HeaderValue::from_static(csp()),
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
            (headers, self.body.clone()).into_response()
        }
    }
}

/// The page, told where the local core is when the build has one (the
/// `content` of its `<meta name="local-core">`: the entry module's
/// address, then the WebAssembly module's; empty without one).
fn index_html() -> String {
    let content = local_core()
        .map(|core| {
            format!(
                "{LOCAL_CORE_PATH}{} {LOCAL_CORE_PATH}{}",
                core.entry, core.module
            )
        })
        .unwrap_or_default();
    INDEX_HTML.replacen(
        "<meta name=\"local-core\" content=\"\">",
        &format!("<meta name=\"local-core\" content=\"{content}\">"),
        1,
    )
}

/// The addresses the service worker keeps for a reload offline: the page,
/// its script, texts and styles, and the local core's files.
fn offline_assets() -> Vec<String> {
    let mut urls: Vec<String> = ["/", "/playground.js", "/messages.js", "/playground.css"]
        .into_iter()
        .map(String::from)
        .collect();
    if local_core().is_some() {
        urls.extend(core_names().map(|name| format!("{LOCAL_CORE_PATH}{name}")));
    }
    urls
}

/// The service worker with its asset list and its cache version written
/// in: the version is a hash over every asset it keeps, so a binary whose
/// page, script or core differs installs a new worker, which drops the old
/// cache.
fn service_worker_js() -> String {
    let mut hash = fnv1a(index_html().as_bytes());
    for part in [
        PLAYGROUND_JS,
        MESSAGES_JS,
        PLAYGROUND_CSS,
        SERVICE_WORKER_JS,
    ] {
        hash ^= fnv1a(part.as_bytes()).rotate_left(17);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    for (_, bytes) in embedded::LOCAL_CORE_FILES {
        hash ^= fnv1a(bytes).rotate_left(17);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    let list = offline_assets()
        .iter()
        .map(|u| format!("\"{u}\""))
        .collect::<Vec<_>>()
        .join(", ");
    SERVICE_WORKER_JS
        .replacen("\"__VERSION__\"", &format!("\"{hash:016x}\""), 1)
        .replacen("[/* __ASSETS__ */]", &format!("[{list}]"), 1)
}

static INDEX: LazyLock<Asset> =
    LazyLock::new(|| Asset::new(index_html(), "text/html; charset=utf-8"));
static SCRIPT: LazyLock<Asset> =
    LazyLock::new(|| Asset::new(PLAYGROUND_JS, "text/javascript; charset=utf-8"));
static MESSAGES: LazyLock<Asset> =
    LazyLock::new(|| Asset::new(MESSAGES_JS, "text/javascript; charset=utf-8"));
static STYLE: LazyLock<Asset> =
    LazyLock::new(|| Asset::new(PLAYGROUND_CSS, "text/css; charset=utf-8"));
static WORKER: LazyLock<Asset> =
    LazyLock::new(|| Asset::new(service_worker_js(), "text/javascript; charset=utf-8"));
static CORE_FILES: LazyLock<Vec<(&'static str, Asset)>> = LazyLock::new(|| {
    embedded::LOCAL_CORE_FILES
        .iter()
        .filter(|(name, _)| plain_name(name))
        .map(|(name, bytes)| {
            let kind = if name.ends_with(".wasm") {
                "application/wasm"
            } else {
                "text/javascript; charset=utf-8"
            };
            (*name, Asset::new(Bytes::from_static(bytes), kind))
        })
        .collect()
});

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

/// `GET /sw.js`: the service worker. Served from the root, so its scope is
/// the whole page without a `Service-Worker-Allowed` header.
pub async fn service_worker(headers: HeaderMap) -> Response {
    WORKER.respond(&headers)
}

/// `GET /playground/wasm/{file}`: a file of the local core; `404
/// not_found` for any other name, and for every name in a build without it.
pub async fn local_core_file(Path(file): Path<String>, headers: HeaderMap) -> Response {
    match CORE_FILES.iter().find(|(name, _)| *name == file) {
        Some((_, asset)) => asset.respond(&headers),
        None => {
            let shown: String = file.chars().take(100).collect();
            let detail = if local_core().is_some() {
                format!("the playground's local core has no file {shown:?}")
            } else {
                "this build has no local core for the playground (scripts/playground-wasm.sh builds it)".to_string()
            };
            Problem::new(ErrorCode::NotFound, detail).into_response()
        }
    }
}
