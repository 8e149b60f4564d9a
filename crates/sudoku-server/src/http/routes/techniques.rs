//! `GET /techniques`: the technique catalogue
//! ([`TechniquesJson`](crate::answer::TechniquesJson)) in the
//! request's language (`Accept-Language`, see [`crate::http::lang`]), with
//! `Content-Language` and `Vary: Accept-Language`.
//!
//! The catalogue is the same for every request, so each language's body is
//! rendered once (a few milliseconds: the worked examples' steps are stored
//! ready, only their words are made), off the async threads, and kept
//! ([`sudoku_api::endpoint::techniques`]).

use axum::http::header::CONTENT_TYPE;
use axum::response::{IntoResponse, Response};

use sudoku_api::endpoint;

use crate::http::lang::{with_language, AcceptLang};
use crate::http::problem::{ErrorCode, Problem};

/// The catalogue (see the [module](self) docs).
pub async fn techniques(AcceptLang(lang): AcceptLang) -> Result<Response, Problem> {
    let body = tokio::task::spawn_blocking(move || endpoint::techniques(lang))
        .await
        .map_err(|_| Problem::new(ErrorCode::Internal, "the catalogue could not be rendered"))?
        .map_err(Problem::from)?;
    Ok(with_language(
        ([(CONTENT_TYPE, "application/json")], body).into_response(),
        lang,
    ))
}
