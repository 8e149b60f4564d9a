//! `If-None-Match` for `GET /daily` (RFC 9110 §13.1.2): `*` or a list of
//! entity tags, compared weakly (`W/"x"` matches `"x"`), as the RFC asks
//! for `GET` and `HEAD`.

use axum::http::HeaderMap;

/// True when `If-None-Match` names `etag` (a strong tag, `"…"`) or is `*`.
/// A field that cannot be read as a list of tags matches nothing (the
/// full answer is sent, as if the field were absent).
pub fn none_match(headers: &HeaderMap, etag: &str) -> bool {
    let ours = opaque(etag.trim());
    headers
        .get_all(axum::http::header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .any(|tag| tag == "*" || (ours.is_some() && opaque(tag) == ours))
}

/// The quoted part of a tag (`W/"x"` and `"x"` give `"x"`); `None` for a
/// string that is not a tag.
fn opaque(tag: &str) -> Option<&str> {
    let tag = tag.strip_prefix("W/").unwrap_or(tag);
    (tag.len() >= 2
        && tag.starts_with('"')
        && tag.ends_with('"')
        && !tag[1..tag.len() - 1].contains('"'))
    .then_some(tag)
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    fn h(values: &[&'static str]) -> HeaderMap {
        let mut m = HeaderMap::new();
        for v in values {
            m.append(
                axum::http::header::IF_NONE_MATCH,
                HeaderValue::from_static(v),
            );
        }
        m
    }

    #[test]
    fn tags_match_weakly_in_lists_and_star() {
        let tag = "\"d1\"";
        assert!(none_match(&h(&["\"d1\""]), tag));
        assert!(none_match(&h(&["W/\"d1\""]), tag), "weak comparison");
        assert!(none_match(&h(&["\"x\", \"d1\""]), tag), "in a list");
        assert!(
            none_match(&h(&["\"x\"", "W/\"d1\""]), tag),
            "over two lines"
        );
        assert!(none_match(&h(&["*"]), tag));
        assert!(!none_match(&h(&[]), tag));
        assert!(!none_match(&h(&["\"d2\""]), tag));
        assert!(!none_match(&h(&["d1"]), tag), "unquoted is not a tag");
        assert!(!none_match(&h(&["\"d1"]), tag));
    }
}
