//! The few rules of a language a catalogue cannot spell out, as Fluent
//! functions the `.ftl` files call:
//!
//! - `JOSA(word, "이/가")` (Korean): the word followed by the particle its
//!   last sound takes, the first form after a final consonant (받침), the
//!   second after a vowel; `"으로/로"` takes `로` after ㄹ too. Digits read
//!   as Sino-Korean numbers (일, 이, 삼, 사, …), so `r3c4` ends in 사 and
//!   takes 가, `8` (팔) takes 이, `5와 8` takes 이.
//! - `A(word)` (English): the word with `a` or `an` as it is read aloud:
//!   "an 8", "an 11", "an X-Wing", "a Unique Rectangle".
//!
//! Japanese needs neither: its particles do not change with the sound.

use fluent_bundle::{FluentArgs, FluentValue};

/// The text of a positional argument (a string or a number).
fn text(v: Option<&FluentValue<'_>>) -> String {
    match v {
        Some(FluentValue::String(s)) => s.to_string(),
        Some(FluentValue::Number(n)) => n.as_string().into_owned(),
        _ => String::new(),
    }
}

/// Whether the word's last sound has a final consonant (받침), and whether
/// that consonant is ㄹ; read from its last Hangul syllable, digit or
/// Latin letter (read as English letters are in Korean: `c` is 씨).
pub fn batchim(word: &str) -> (bool, bool) {
    for ch in word.chars().rev() {
        match ch {
            '가'..='힣' => {
                let jong = (u32::from(ch) - 0xAC00) % 28;
                return (jong != 0, jong == 8);
            }
            // 영 일 이 삼 사 오 육 칠 팔 구
            '0' | '3' | '6' => return (true, false),
            '1' | '7' | '8' => return (true, true),
            '2' | '4' | '5' | '9' => return (false, false),
            // 엘, 엠, 엔, 알 end in consonants; the other letters in vowels.
            'l' | 'L' | 'r' | 'R' => return (true, true),
            'm' | 'M' | 'n' | 'N' => return (true, false),
            'a'..='z' | 'A'..='Z' => return (false, false),
            _ => {}
        }
    }
    (false, false)
}

/// `word` followed by the particle of `forms` (`"이/가"`: after a final
/// consonant / after a vowel) its sound takes.
pub fn josa(word: &str, forms: &str) -> String {
    let (with, without) = forms.split_once('/').unwrap_or((forms, forms));
    let (b, rieul) = batchim(word);
    // (으)로 and its kin: ㄹ joins like a vowel (서울로, 8로 read 팔로).
    let takes_with = b && !(rieul && with.starts_with('으'));
    format!("{word}{}", if takes_with { with } else { without })
}

/// `JOSA(word, forms)` as a Fluent function.
pub fn fluent_josa<'a>(positional: &[FluentValue<'a>], _: &FluentArgs) -> FluentValue<'a> {
    let word = text(positional.first());
    let forms = text(positional.get(1));
    FluentValue::from(josa(&word, &forms))
}

/// Whether a word is read with `an`: a vowel sound first ("an X-Wing",
/// "an 8", "an 11", "an 18", "an 80"), `U` as in "Unique" excepted.
pub fn takes_an(word: &str) -> bool {
    let w = word.trim_start();
    let digits: String = w.chars().take_while(char::is_ascii_digit).collect();
    if !digits.is_empty() {
        // eight, eleven, eighteen, eighty…, eight hundred…: by how it
        // is said, its digits grouped in threes.
        let lead = match digits.len() % 3 {
            1 => &digits[..1],
            2 => &digits[..2],
            _ => &digits[..1],
        };
        return lead == "8" || lead == "11" || lead == "18" || lead.starts_with('8');
    }
    // Letters read as letters (X-Wing, XY-Wing, ALS) begin with a vowel
    // sound for A E F H I L M N O R S X.
    let word_part: String = w.chars().take_while(|c| c.is_ascii_alphabetic()).collect();
    let acronym = (word_part.len() > 1 && word_part.chars().all(|c| c.is_ascii_uppercase()))
        || w.chars().nth(1) == Some('-');
    match w.chars().next() {
        Some(c) if acronym && word_part != "BUG" => "AEFHILMNORSX".contains(c.to_ascii_uppercase()),
        Some(c) => "AEIOaeio".contains(c),
        None => false,
    }
}

/// `A(word)` as a Fluent function.
pub fn fluent_a<'a>(positional: &[FluentValue<'a>], _: &FluentArgs) -> FluentValue<'a> {
    let word = text(positional.first());
    let article = if takes_an(&word) { "an" } else { "a" };
    FluentValue::from(format!("{article} {word}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn korean_particles_follow_the_last_sound() {
        assert_eq!(josa("r1c6", "이/가"), "r1c6이");
        assert_eq!(josa("r1c5", "이/가"), "r1c5가");
        assert_eq!(josa("3행", "을/를"), "3행을");
        assert_eq!(josa("5번 박스", "을/를"), "5번 박스를");
        assert_eq!(josa("2", "과/와"), "2와");
        assert_eq!(josa("3", "과/와"), "3과");
        assert_eq!(josa("3과 7", "으로/로"), "3과 7로");
        assert_eq!(josa("3과 6", "으로/로"), "3과 6으로");
        assert_eq!(josa("5와 8", "이/가"), "5와 8이");
    }

    #[test]
    fn english_articles_follow_the_sound() {
        for (w, an) in [
            ("8", true),
            ("11", true),
            ("18", true),
            ("80", true),
            ("1", false),
            ("7", false),
            ("X-Wing", true),
            ("XY-Wing", true),
            ("Naked Pair", false),
            ("Unique Rectangle Type 1", false),
            ("Aligned Pair Exclusion", true),
            ("BUG Type 1", false),
            ("WXYZ-Wing", false),
            ("UVWXYZ-Wing", false),
            ("Y-Cycle", false),
            ("X-Loop", true),
            ("3-Link X-Chain", false),
            ("Empty Rectangle", true),
        ] {
            assert_eq!(takes_an(w), an, "{w}");
        }
    }
}
