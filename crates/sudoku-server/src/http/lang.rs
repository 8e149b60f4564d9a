//! Language negotiation: `Accept-Language` → [`Language`], and the headers
//! an answer in a language carries (`Content-Language`, `Vary:
//! Accept-Language`).
//!
//! The choice itself (weights, `*`, region subtags such as `ko-KR` and
//! `ja-JP`, English when nothing we write is accepted) is
//! [`Language::negotiate`], shared with the WebAssembly package.

use axum::extract::FromRequestParts;
use axum::http::header::{HeaderValue, ACCEPT_LANGUAGE, CONTENT_LANGUAGE, VARY};
use axum::http::request::Parts;
use axum::http::HeaderMap;
use axum::response::Response;

use crate::text::Language;

/// The request's language, from `Accept-Language` (see the
/// [module](self) docs). Never rejects.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct AcceptLang(pub Language);

impl<S: Send + Sync> FromRequestParts<S> for AcceptLang {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(AcceptLang(negotiate(&parts.headers)))
    }
}

/// The language for a request's headers (every `Accept-Language` header
/// counts, as one list; a value that is not text is skipped).
pub fn negotiate(headers: &HeaderMap) -> Language {
    Language::negotiate(
        headers
            .get_all(ACCEPT_LANGUAGE)
            .iter()
            .filter_map(|v| v.to_str().ok()),
    )
}

/// Marks an answer as written in `lang`: `Content-Language` and `Vary:
/// Accept-Language` (added to any `Vary` already there).
pub fn with_language(mut response: Response, lang: Language) -> Response {
    let headers = response.headers_mut();
    headers.insert(CONTENT_LANGUAGE, HeaderValue::from_static(lang.tag()));
    headers.append(VARY, HeaderValue::from_static("Accept-Language"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lang_of(values: &[&str]) -> Language {
        let mut h = HeaderMap::new();
        for v in values {
            h.append(ACCEPT_LANGUAGE, HeaderValue::from_str(v).unwrap());
        }
        negotiate(&h)
    }

    #[test]
    fn every_accept_language_header_counts_as_one_list() {
        assert_eq!(lang_of(&[]), Language::En);
        assert_eq!(lang_of(&["en;q=0.1", "ko"]), Language::Ko);
        assert_eq!(lang_of(&["fr", "ko-KR;q=0.5"]), Language::Ko);
        assert_eq!(lang_of(&["en;q=0.2", "ko;q=0.3, ja;q=0.1"]), Language::Ko);
        assert_eq!(lang_of(&["en;q=0.2", "ja-JP"]), Language::Ja);
    }
}
