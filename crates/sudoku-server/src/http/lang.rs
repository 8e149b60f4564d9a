//! Language negotiation: `Accept-Language` → [`Lang`], and the headers an
//! answer in a language carries (`Content-Language`, `Vary:
//! Accept-Language`).
//!
//! The explanations exist in English and Korean ([`Lang::ALL`]). A request
//! gets the language of the highest-weighted range it accepts that is one
//! of those (RFC 9110 §12.5.4: `q` weights, `q=0` refuses, ties keep the
//! header's order, `*` stands for any language not named, `ko-KR` matches
//! `ko`); absent, unreadable or naming none of them: English. A refusal
//! of English (`en;q=0`) with nothing else accepted still answers English:
//! a hint in some language beats a `406` for a player.

use axum::extract::FromRequestParts;
use axum::http::header::{HeaderValue, ACCEPT_LANGUAGE, CONTENT_LANGUAGE, VARY};
use axum::http::request::Parts;
use axum::http::HeaderMap;
use axum::response::Response;

use crate::sudoku::logic::Lang;

/// The request's language, from `Accept-Language` (see the
/// [module](self) docs). Never rejects.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct AcceptLang(pub Lang);

impl<S: Send + Sync> FromRequestParts<S> for AcceptLang {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(AcceptLang(negotiate(&parts.headers)))
    }
}

/// The language for a request's headers (every `Accept-Language` header
/// counts, as one list).
pub fn negotiate(headers: &HeaderMap) -> Lang {
    let mut ranges = Vec::new();
    for v in headers.get_all(ACCEPT_LANGUAGE) {
        let Ok(s) = v.to_str() else { continue };
        ranges.extend(s.split(',').filter_map(parse_range));
    }
    choose(&ranges)
}

/// One language range with its weight in thousandths (`q=0.5` is 500).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Range<'a> {
    tag: &'a str,
    q: u16,
}

/// `ko-KR;q=0.8` → `("ko-KR", 800)`; `None` for an empty item or a
/// weight that is not a `qvalue` (such an item is ignored, as a
/// recipient may).
fn parse_range(item: &str) -> Option<Range<'_>> {
    let mut parts = item.split(';');
    let tag = parts.next()?.trim();
    if tag.is_empty() {
        return None;
    }
    let mut q = 1000;
    for p in parts {
        let p = p.trim();
        let Some((k, v)) = p.split_once('=') else {
            continue;
        };
        if k.trim().eq_ignore_ascii_case("q") {
            q = qvalue(v.trim())?;
        }
    }
    Some(Range { tag, q })
}

/// A `qvalue` (`0`, `0.5`, `1.000`, at most three decimals, at most 1) in
/// thousandths.
fn qvalue(v: &str) -> Option<u16> {
    let (int, frac) = v.split_once('.').unwrap_or((v, ""));
    if frac.len() > 3 || !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let whole = match int {
        "0" => 0,
        "1" => 1000,
        _ => return None,
    };
    let mut thousandths = 0u16;
    for (i, b) in frac.bytes().enumerate() {
        thousandths += u16::from(b - b'0') * [100, 10, 1][i];
    }
    let q = whole + thousandths;
    (q <= 1000).then_some(q)
}

/// The weight a list gives `lang`, with the place of the range that gave
/// it: that of a range naming exactly the language (`ko`), else the
/// highest of the ranges with its primary subtag (`ko-KR`), else that of
/// `*`, else 0.
fn weight(ranges: &[Range<'_>], lang: Lang) -> (u16, usize) {
    let mut regional = None::<(u16, usize)>;
    for (i, r) in ranges.iter().enumerate() {
        if r.tag.eq_ignore_ascii_case(lang.tag()) {
            return (r.q, i);
        }
        if Lang::from_tag(r.tag) == Some(lang) && regional.is_none_or(|(q, _)| r.q > q) {
            regional = Some((r.q, i));
        }
    }
    regional.unwrap_or_else(|| {
        ranges
            .iter()
            .enumerate()
            .find(|(_, r)| r.tag == "*")
            .map_or((0, usize::MAX), |(i, r)| (r.q, i))
    })
}

/// The language of highest weight; ties go to the range listed first,
/// then (both from `*`) to English; English when no language has a weight
/// above 0.
fn choose(ranges: &[Range<'_>]) -> Lang {
    use std::cmp::Reverse;
    Lang::ALL
        .iter()
        .enumerate()
        .map(|(k, &l)| (l, weight(ranges, l), k))
        .filter(|(_, (q, _), _)| *q > 0)
        .max_by_key(|(_, (q, i), k)| (*q, Reverse(*i), Reverse(*k)))
        .map_or(Lang::En, |(l, _, _)| l)
}

/// Marks an answer as written in `lang`: `Content-Language` and `Vary:
/// Accept-Language` (added to any `Vary` already there).
pub fn with_language(mut response: Response, lang: Lang) -> Response {
    let headers = response.headers_mut();
    headers.insert(CONTENT_LANGUAGE, HeaderValue::from_static(lang.tag()));
    headers.append(VARY, HeaderValue::from_static("Accept-Language"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lang_of(values: &[&str]) -> Lang {
        let mut h = HeaderMap::new();
        for v in values {
            h.append(ACCEPT_LANGUAGE, HeaderValue::from_str(v).unwrap());
        }
        negotiate(&h)
    }

    #[test]
    fn absent_or_unknown_is_english() {
        assert_eq!(lang_of(&[]), Lang::En);
        assert_eq!(lang_of(&["fr"]), Lang::En);
        assert_eq!(lang_of(&["fr-CA, de;q=0.5"]), Lang::En);
        assert_eq!(lang_of(&[""]), Lang::En);
        assert_eq!(lang_of(&["ko;q=2"]), Lang::En); // not a qvalue: ignored
        assert_eq!(lang_of(&["ko;q=0"]), Lang::En);
        assert_eq!(lang_of(&["en;q=0"]), Lang::En);
    }

    #[test]
    fn korean_by_tag_region_and_case() {
        assert_eq!(lang_of(&["ko"]), Lang::Ko);
        assert_eq!(lang_of(&["ko-KR"]), Lang::Ko);
        assert_eq!(lang_of(&["KO-kr"]), Lang::Ko);
        assert_eq!(lang_of(&["fr, ko;q=0.1"]), Lang::Ko);
    }

    #[test]
    fn weights_decide_then_order() {
        assert_eq!(lang_of(&["en;q=0.5, ko;q=0.9"]), Lang::Ko);
        assert_eq!(lang_of(&["ko;q=0.5, en"]), Lang::En);
        assert_eq!(lang_of(&["ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7"]), Lang::Ko);
        assert_eq!(lang_of(&["en-US,en;q=0.9,ko;q=0.8"]), Lang::En);
        // Equal weights: the first listed wins.
        assert_eq!(lang_of(&["ko, en"]), Lang::Ko);
        assert_eq!(lang_of(&["en, ko"]), Lang::En);
        assert_eq!(lang_of(&["ko;q=0.500, en;q=0.5"]), Lang::Ko);
        // Two headers are one list.
        assert_eq!(lang_of(&["en;q=0.1", "ko"]), Lang::Ko);
    }

    #[test]
    fn the_range_naming_the_language_gives_the_weight() {
        // The answer is plain `ko`: a range `ko` says how welcome it is.
        assert_eq!(lang_of(&["ko;q=0.3, ko-KR;q=0"]), Lang::Ko);
        assert_eq!(lang_of(&["ko-KR, ko;q=0.1, en;q=0.2"]), Lang::En);
        // Regional ranges alone: the best of them.
        assert_eq!(lang_of(&["ko-KR;q=0.3, en;q=0.2"]), Lang::Ko);
        assert_eq!(lang_of(&["ko-KP;q=0, ko-KR;q=0.3, en;q=0.2"]), Lang::Ko);
    }

    #[test]
    fn star_stands_for_the_languages_not_named() {
        assert_eq!(lang_of(&["*"]), Lang::En);
        assert_eq!(lang_of(&["en;q=0, *"]), Lang::Ko);
        assert_eq!(lang_of(&["fr, *;q=0.5"]), Lang::En);
        assert_eq!(lang_of(&["*;q=0.5, ko"]), Lang::Ko);
    }

    #[test]
    fn qvalues() {
        assert_eq!(qvalue("1"), Some(1000));
        assert_eq!(qvalue("1.000"), Some(1000));
        assert_eq!(qvalue("1.001"), None);
        assert_eq!(qvalue("0.25"), Some(250));
        assert_eq!(qvalue("0."), Some(0));
        assert_eq!(qvalue("0.1234"), None);
        assert_eq!(qvalue("-1"), None);
        assert_eq!(qvalue("0.a"), None);
    }
}
