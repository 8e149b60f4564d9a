//! `--lang`: the language of the texts `hint` and `grade --format ndjson`
//! write (steps, technique names), as the server takes it from
//! `Accept-Language`.

use sudoku_api::text::Language;

/// Reads a `--lang` value: a BCP 47 tag of a language the texts are
/// written in (`en`, `ko`, `ja`, `ko-KR`, …). Anything else is a usage
/// error naming what is offered, rather than a silent fall back to
/// English as `Accept-Language` would do: on the command line the value
/// was typed on purpose.
pub fn parse(tag: &str) -> Result<Language, String> {
    Language::from_tag(tag).ok_or_else(|| {
        let offered: Vec<&str> = Language::ALL.iter().map(|l| l.tag()).collect();
        format!(
            "{tag:?} is not a language the texts are written in: one of {}",
            offered.join(", ")
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_of_written_languages_parse_and_others_are_named() {
        assert_eq!(parse("ko-KR"), Ok(Language::Ko));
        assert_eq!(parse("JA"), Ok(Language::Ja));
        assert_eq!(parse("en"), Ok(Language::En));
        let err = parse("fr").unwrap_err();
        assert!(
            err.contains("\"fr\"") && err.contains("en, ko, ja"),
            "{err}"
        );
    }
}
