//! The languages the texts are written in, and the choice of one from a
//! request's `Accept-Language` or a caller's tag.
//!
//! Matching a tag to a language (case, region and script subtags: `ko-KR`,
//! `ja-JP`, `EN-us`) is fluent-langneg's filtering negotiation; the header's
//! weights order the ranges first (RFC 9110 §12.5.4: `q` weights, `q=0`
//! refuses, ties keep the header's order, `*` stands for every language
//! not named). Absent, unreadable or naming none of ours: English, as a
//! hint in some language beats a `406` for a player.

use fluent_langneg::{negotiate_languages, NegotiationStrategy};
use unic_langid::LanguageIdentifier;

/// A language the texts are written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Language {
    /// English (the default).
    #[default]
    En,
    /// Korean.
    Ko,
    /// Japanese.
    Ja,
}

impl Language {
    /// Every language, English first (the order ties are broken in).
    pub const ALL: &'static [Language] = &[Language::En, Language::Ko, Language::Ja];

    /// The BCP 47 tag (`en`, `ko`, `ja`), as `Content-Language` says it.
    pub fn tag(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Ko => "ko",
            Language::Ja => "ja",
        }
    }

    /// The language's identifier, for fluent.
    pub(crate) fn id(self) -> LanguageIdentifier {
        // The tags above are valid identifiers; the default is unreachable.
        self.tag().parse().unwrap_or_default()
    }

    /// The index of the language in [`Language::ALL`].
    pub(crate) fn index(self) -> usize {
        self as usize
    }

    /// The language a BCP 47 tag names (`ko`, `ko-KR`, `JA-jp`), `None`
    /// for one we do not write or a tag that does not parse.
    pub fn from_tag(tag: &str) -> Option<Language> {
        let id: LanguageIdentifier = tag.trim().parse().ok()?;
        best(&[id])
    }

    /// The language for the values of a request's `Accept-Language`
    /// headers, read as one list (see the [module](self) docs).
    pub fn negotiate<'a>(headers: impl IntoIterator<Item = &'a str>) -> Language {
        let mut ranges: Vec<(&str, u16)> = headers
            .into_iter()
            .flat_map(|h| h.split(','))
            .filter_map(range)
            .collect();
        // Stable: equal weights keep the header's order.
        ranges.sort_by_key(|&(_, q)| std::cmp::Reverse(q));
        let refused: Vec<LanguageIdentifier> = ranges
            .iter()
            .filter(|&&(_, q)| q == 0)
            .filter_map(|(t, _)| t.parse().ok())
            .collect();
        let named: Vec<Language> = ranges
            .iter()
            .filter_map(|(t, _)| t.parse::<LanguageIdentifier>().ok())
            .filter_map(|id| best(&[id]))
            .collect();
        let mut requested: Vec<LanguageIdentifier> = Vec::new();
        for &(tag, _) in ranges.iter().filter(|&&(_, q)| q > 0) {
            if tag == "*" {
                // Any language the header does not name, in our order.
                requested.extend(
                    OFFERED
                        .iter()
                        .filter(|l| !named.contains(l))
                        .map(|l| l.id()),
                );
            } else if let Ok(id) = tag.parse::<LanguageIdentifier>() {
                // A range refused outright (`ko-KR;q=0`) is not asked for
                // even when a broader one (`ko`) is; the broader one stays.
                if !refused.contains(&id) {
                    requested.push(id);
                }
            }
        }
        best(&requested).unwrap_or_default()
    }
}

/// The languages negotiation offers: those whose catalogue is written
/// (every one of [`Language::ALL`]).
pub const OFFERED: &[Language] = &[Language::En, Language::Ko, Language::Ja];

/// The first of `requested` we write, by fluent-langneg's matching.
fn best(requested: &[LanguageIdentifier]) -> Option<Language> {
    let available: Vec<LanguageIdentifier> = OFFERED.iter().map(|l| l.id()).collect();
    let found = negotiate_languages(requested, &available, None, NegotiationStrategy::Lookup);
    let first = found.first()?;
    OFFERED.iter().copied().find(|l| &l.id() == *first)
}

/// `ko-KR;q=0.8` → `("ko-KR", 800)`; `None` for an empty item or a weight
/// that is not a `qvalue` (such an item is ignored, as a recipient may).
fn range(item: &str) -> Option<(&str, u16)> {
    let mut parts = item.split(';');
    let tag = parts.next()?.trim();
    if tag.is_empty() {
        return None;
    }
    let mut q = 1000;
    for p in parts {
        let (k, v) = p.split_once('=')?;
        if k.trim().eq_ignore_ascii_case("q") {
            q = qvalue(v.trim())?;
        }
    }
    Some((tag, q))
}

/// RFC 9110 §12.4.2 `qvalue`: `0`, `1`, `0.5`, `1.000`; in thousandths.
fn qvalue(v: &str) -> Option<u16> {
    let (int, frac) = v.split_once('.').unwrap_or((v, ""));
    if frac.len() > 3 || !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let thousandths = format!("{frac:0<3}").parse::<u16>().ok()?;
    match int {
        "0" => Some(thousandths),
        "1" if thousandths == 0 => Some(1000),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::Language::{self, En, Ja, Ko};

    fn lang_of(values: &[&str]) -> Language {
        Language::negotiate(values.iter().copied())
    }

    #[test]
    fn tags_match_by_language_whatever_the_region_or_case() {
        assert_eq!(Language::from_tag("ko-KR"), Some(Ko));
        assert_eq!(Language::from_tag("JA-jp"), Some(Ja));
        assert_eq!(Language::from_tag("EN"), Some(En));
        assert_eq!(Language::from_tag("ja"), Some(Ja));
        assert_eq!(Language::from_tag("fr"), None);
        assert_eq!(Language::from_tag("not a tag!"), None);
        assert_eq!(Language::default().tag(), "en");
    }

    #[test]
    fn nothing_we_write_answers_english() {
        assert_eq!(lang_of(&[]), En);
        assert_eq!(lang_of(&["fr"]), En);
        assert_eq!(lang_of(&["fr-CA, de;q=0.5"]), En);
        assert_eq!(lang_of(&[""]), En);
        assert_eq!(lang_of(&["ko;q=2"]), En); // not a qvalue: ignored
        assert_eq!(lang_of(&["ko;q=0"]), En);
        assert_eq!(lang_of(&["en;q=0"]), En);
    }

    #[test]
    fn a_language_we_write_is_chosen_by_weight_then_order() {
        assert_eq!(lang_of(&["ko"]), Ko);
        assert_eq!(lang_of(&["ja"]), Ja);
        assert_eq!(lang_of(&["ja-JP, ko;q=0.5"]), Ja);
        assert_eq!(lang_of(&["ko-KR"]), Ko);
        assert_eq!(lang_of(&["KO-kr"]), Ko);
        assert_eq!(lang_of(&["fr, ko;q=0.1"]), Ko);
        assert_eq!(lang_of(&["en;q=0.5, ko;q=0.9"]), Ko);
        assert_eq!(lang_of(&["ko;q=0.5, en"]), En);
        assert_eq!(lang_of(&["ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7"]), Ko);
        assert_eq!(lang_of(&["en-US,en;q=0.9,ko;q=0.8"]), En);
        assert_eq!(lang_of(&["ja-JP,ja;q=0.9,en;q=0.8"]), Ja);
        assert_eq!(lang_of(&["ko, en"]), Ko);
        assert_eq!(lang_of(&["en, ko"]), En);
        assert_eq!(lang_of(&["ko;q=0.500, en;q=0.5"]), Ko);
        assert_eq!(lang_of(&["en;q=0.1", "ko"]), Ko);
        assert_eq!(lang_of(&["ko;q=0.3, ja;q=0.4"]), Ja);
        assert_eq!(lang_of(&["ja;q=0.3, ko;q=0.4"]), Ko);
        assert_eq!(lang_of(&["fr, ja-JP;q=0.2, en;q=0.1"]), Ja);
    }

    #[test]
    fn refusals_and_wildcards() {
        assert_eq!(lang_of(&["ko;q=0.3, ko-KR;q=0"]), Ko);
        assert_eq!(lang_of(&["ko-KR, ko;q=0.1, en;q=0.2"]), Ko);
        assert_eq!(lang_of(&["*"]), En);
        assert_eq!(lang_of(&["en;q=0, *"]), Ko);
        assert_eq!(lang_of(&["en;q=0, ko;q=0, *"]), Ja);
        assert_eq!(lang_of(&["en;q=0, ko;q=0, ja;q=0, *"]), En);
        assert_eq!(lang_of(&["fr, *;q=0.5"]), En);
        assert_eq!(lang_of(&["*;q=0.5, ko"]), Ko);
    }
}
