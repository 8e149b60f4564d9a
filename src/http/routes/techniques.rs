//! `GET /techniques`: the technique catalogue ([`TechniquesJson`]) in the
//! request's language (`Accept-Language`, see [`crate::http::lang`]), with
//! `Content-Language` and `Vary: Accept-Language`.
//!
//! The catalogue is the same for every request but its worked examples'
//! steps are computed from stored grids (some chain steps take a while to
//! find), so each language's body is rendered once, off the async
//! threads, and kept.

use std::sync::OnceLock;

use axum::http::header::CONTENT_TYPE;
use axum::response::{IntoResponse, Response};

use crate::answer::TechniquesJson;
use crate::http::lang::{with_language, AcceptLang};
use crate::http::problem::{ErrorCode, Problem};
use crate::sudoku::logic::Lang;

/// The rendered catalogue per language, in [`Lang::ALL`]'s order.
static RENDERED: [OnceLock<String>; 2] = [OnceLock::new(), OnceLock::new()];

fn rendered(lang: Lang) -> Result<&'static str, serde_json::Error> {
    let slot = &RENDERED[Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0)];
    if let Some(s) = slot.get() {
        return Ok(s);
    }
    let body = serde_json::to_string(&TechniquesJson(lang))?;
    Ok(slot.get_or_init(|| body))
}

/// The catalogue (see the [module](self) docs).
pub async fn techniques(AcceptLang(lang): AcceptLang) -> Result<Response, Problem> {
    let body = tokio::task::spawn_blocking(move || rendered(lang))
        .await
        .map_err(|_| Problem::new(ErrorCode::Internal, "the catalogue could not be rendered"))?
        .map_err(|_| Problem::new(ErrorCode::Internal, "the catalogue could not be rendered"))?;
    Ok(with_language(
        ([(CONTENT_TYPE, "application/json")], body).into_response(),
        lang,
    ))
}
