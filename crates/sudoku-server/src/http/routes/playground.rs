//! `GET /` and `GET /playground/{*file}`: the playground, a self-contained
//! web page on the public API.
//!
//! The page (`index.html`, served at `/`) and its files — native ES modules,
//! the texts of every language it speaks, the stylesheet and the service
//! worker — live in `src/http/playground/` and are embedded in the binary
//! from one table, [`FILES`]: a new file of the folder is one line there,
//! served at `/playground/NAME` with the media type its extension names,
//! and kept by the service worker for offline play. Nothing is fetched from
//! elsewhere. Each answer carries a strict Content-Security-Policy
//! (same-origin script, style and `fetch` only, no inline code, no
//! framing), `nosniff`, and an `ETag` so browsers revalidate cheaply
//! (`Cache-Control: no-cache`: a new binary is picked up on the next load,
//! with no stale script/page mix).
//!
//! The service worker is `/playground/sw.js`, answered with
//! `Service-Worker-Allowed: /` so that the page registers it for the scope
//! `/` (the page itself) although it is served from below it.
//!
//! The local core: when the build embeds the WebAssembly package
//! (`build.rs`, from `src/http/playground/wasm/`, filled by
//! `scripts/playground-wasm.sh`), its files are served under
//! `/playground/wasm/`, the page learns their addresses from a `<meta
//! name="local-core">` and answers in the page when the server cannot be
//! reached, and the service worker keeps every file for a reload offline.
//! Only such a build adds `'wasm-unsafe-eval'` to `script-src`: Chromium
//! refuses to compile any WebAssembly under a CSP without it (it allows
//! wasm compilation only, not JavaScript `eval`).

use std::sync::LazyLock;

use axum::body::Bytes;
use axum::extract::Path;
use axum::http::{header, HeaderMap, HeaderName, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::http::problem::{ErrorCode, Problem};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/local_core.rs"));
}

/// The page.
pub const INDEX_HTML: &str = include_str!("../playground/index.html");

/// One line per file of the playground folder: its name under
/// `/playground/` (also its path in `src/http/playground/`) and its bytes.
macro_rules! files {
    ($($name:literal),* $(,)?) => {
        &[$(($name, include_bytes!(concat!("../playground/", $name)))),*]
    };
}

/// The page's files, served at `/playground/NAME`: the modules (each
/// imports the ones it needs by relative address), the texts per language,
/// the stylesheet and the service worker.
pub const FILES: &[(&str, &[u8])] = files![
    "main.js",
    "lang.js",
    "lang/en.js",
    "lang/ko.js",
    "lang/ja.js",
    "grid.js",
    "state.js",
    "storage.js",
    "board.js",
    "api.js",
    "hints.js",
    "input.js",
    "playground.css",
    "sw.js",
];

/// The service worker's name in [`FILES`]: served with its asset list and
/// version written in, and `Service-Worker-Allowed: /`.
const SERVICE_WORKER: &str = "sw.js";

/// Where the page's files are served.
pub const FILES_PATH: &str = "/playground/";

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

/// The CSP this build sends with every playground file.
pub fn csp() -> &'static str {
    if local_core().is_some() {
        CSP_WITH_LOCAL_CORE
    } else {
        CSP
    }
}

/// The media type of a file, by its extension.
pub fn media_type(name: &str) -> &'static str {
    match name.rsplit_once('.').map(|(_, ext)| ext) {
        Some("html") => "text/html; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("wasm") => "application/wasm",
        Some("json") => "application/json",
        Some("svg") => "image/svg+xml",
        _ => "text/javascript; charset=utf-8",
    }
}

/// An embedded file with its media type and validator.
struct Asset {
    body: Bytes,
    content_type: &'static str,
    etag: HeaderValue,
    /// A header only this file carries (the service worker's scope).
    extra: Option<(HeaderName, HeaderValue)>,
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
            extra: None,
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
        let mut headers = HeaderMap::with_capacity(7);
        for (name, value) in [
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
        ] {
            headers.insert(name, value);
        }
        if let Some((name, value)) = &self.extra {
            headers.insert(name.clone(), value.clone());
        }
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

/// Every embedded file but the page, by its name under `/playground/`:
/// the table's files, then the local core's as `wasm/NAME`.
fn embedded_files() -> impl Iterator<Item = (String, &'static [u8])> {
    let own = FILES
        .iter()
        .map(|(name, bytes)| ((*name).to_string(), *bytes));
    let core = embedded::LOCAL_CORE_FILES
        .iter()
        .filter(|(name, _)| plain_name(name))
        .map(|(name, bytes)| (format!("wasm/{name}"), *bytes));
    own.chain(core)
}

/// The addresses the service worker keeps for a reload offline: the page
/// and every embedded file but the worker itself.
fn offline_assets() -> Vec<String> {
    std::iter::once("/".to_string())
        .chain(
            embedded_files()
                .filter(|(name, _)| name != SERVICE_WORKER)
                .map(|(name, _)| format!("{FILES_PATH}{name}")),
        )
        .collect()
}

/// The service worker with its asset list and its cache version written
/// in: the version is a hash over every file it keeps and itself, so a
/// binary whose page, modules or core differs installs a new worker, which
/// drops the old cache.
fn service_worker_js(source: &[u8]) -> String {
    let mut hash = fnv1a(index_html().as_bytes());
    for (_, bytes) in embedded_files() {
        hash ^= fnv1a(bytes).rotate_left(17);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    let list = offline_assets()
        .iter()
        .map(|u| format!("\"{u}\""))
        .collect::<Vec<_>>()
        .join(", ");
    String::from_utf8_lossy(source)
        .replacen("\"__VERSION__\"", &format!("\"{hash:016x}\""), 1)
        .replacen("[/* __ASSETS__ */]", &format!("[{list}]"), 1)
}

static INDEX: LazyLock<Asset> =
    LazyLock::new(|| Asset::new(index_html(), media_type("index.html")));

/// Every file under `/playground/`, ready to answer.
static ASSETS: LazyLock<Vec<(String, Asset)>> = LazyLock::new(|| {
    embedded_files()
        .map(|(name, bytes)| {
            let asset = if name == SERVICE_WORKER {
                Asset {
                    extra: Some((
                        HeaderName::from_static("service-worker-allowed"),
                        HeaderValue::from_static("/"),
                    )),
                    ..Asset::new(service_worker_js(bytes), media_type(&name))
                }
            } else {
                Asset::new(Bytes::from_static(bytes), media_type(&name))
            };
            (name, asset)
        })
        .collect()
});

/// `GET /`: the page.
pub async fn index(headers: HeaderMap) -> Response {
    INDEX.respond(&headers)
}

/// `GET /playground/{*file}`: a file of the page or of the local core;
/// `404 not_found` for any other name (every `wasm/` name in a build
/// without the local core).
pub async fn file(Path(file): Path<String>, headers: HeaderMap) -> Response {
    match ASSETS.iter().find(|(name, _)| *name == file) {
        Some((_, asset)) => asset.respond(&headers),
        None => {
            let shown: String = file.chars().take(100).collect();
            let detail = if file.starts_with("wasm/") && local_core().is_none() {
                "this build has no local core for the playground (scripts/playground-wasm.sh builds it)".to_string()
            } else {
                format!("the playground has no file {shown:?}")
            };
            Problem::new(ErrorCode::NotFound, detail).into_response()
        }
    }
}
