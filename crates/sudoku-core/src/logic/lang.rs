//! The languages a player reads the explanations in.

/// A language the explanations are written in: English (the default) or
/// Korean. Clients that want another render the messages themselves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Korean.
    Ko,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: &'static [Lang] = &[Lang::En, Lang::Ko];

    /// The BCP 47 primary language tag (`en`, `ko`), as `Content-Language`
    /// says it.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ko => "ko",
        }
    }

    /// The language of a BCP 47 tag by its primary subtag, ignoring case
    /// (`ko-KR` is Korean); `None` for a language not written here.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split('-').next().unwrap_or(tag).trim();
        Lang::ALL
            .iter()
            .copied()
            .find(|l| l.tag().eq_ignore_ascii_case(primary))
    }
}

#[cfg(test)]
mod tests {
    use super::Lang;

    #[test]
    fn tags() {
        assert_eq!(Lang::from_tag("ko-KR"), Some(Lang::Ko));
        assert_eq!(Lang::from_tag("EN"), Some(Lang::En));
        assert_eq!(Lang::from_tag("fr"), None);
        assert_eq!(Lang::default().tag(), "en");
    }
}
