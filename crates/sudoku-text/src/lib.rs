//! The words of the Sudoku service: the core's language-free
//! [`Message`]s (an id and typed parameters per text) rendered as text
//! from Project Fluent catalogues, one per language, and the choice of a
//! language from a request.
//!
//! A language is its `.ftl` files alone (`locales/<tag>/glossary.ftl`:
//! technique names and descriptions, the words for cells and houses;
//! `locales/<tag>/hints.ftl`: the texts of the hints), plus, where its
//! grammar needs one, a function in [`functions`] (Korean particles,
//! English articles). The catalogues are parsed once per process and
//! kept; a text is formatted from its message and the step's parameters.
//!
//! # Layout
//!
//! | module | job |
//! |---|---|
//! | [`language`] | [`Language`]: the languages, tags, `Accept-Language` negotiation |
//! | `catalogue` | the embedded `.ftl` files, parsed into bundles once; the glossary formatted once |
//! | `render` | a [`Message`]'s parameters as Fluent arguments; chains, lists and results built from small catalogue messages |
//! | `variables` | which variables each message reads, so that only those arguments are formatted |
//! | [`functions`] | the Fluent functions `JOSA` (Korean particles) and `A` (English articles) |

mod catalogue;
pub mod functions;
pub mod language;
mod render;
mod variables;

pub use catalogue::TextError;
pub use language::Language;
pub use render::{KEEP, LINE_LINKS, LONG_TEXT, MAX_CLAUSES, PIECES};

use sudoku_core::logic::{Message, Messages, Placement, Step, Technique};

/// A step explained at three depths, as text (see
/// [`sudoku_core::logic::explain`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// Where to look: a house or cells, without digit.
    pub nudge: String,
    /// What to look for: the technique, its digits, where.
    pub hint: String,
    /// The reasoning, then the result.
    pub full: String,
}

/// A message in `lang`. A message the catalogue cannot say (an unknown id,
/// a parameter missing) is logged as an error and said by a safe generic
/// text; [`try_render`] reports it instead.
pub fn render(m: &Message, lang: Language) -> String {
    catalogue::catalogue(lang).render(m)
}

/// A message in `lang`, or why the catalogue cannot say it.
pub fn try_render(m: &Message, lang: Language) -> Result<String, TextError> {
    catalogue::catalogue(lang).try_render(m)
}

/// A step's three messages in `lang`.
pub fn explain(messages: &Messages, lang: Language) -> Explanation {
    let c = catalogue::catalogue(lang);
    Explanation {
        nudge: c.render(&messages.nudge),
        hint: c.render(&messages.hint),
        full: c.render(&messages.full),
    }
}

/// A step at three depths in `lang`.
pub fn explain_step(step: &Step, lang: Language) -> Explanation {
    explain(&step.messages(), lang)
}

/// A placement hint at three depths in `lang` from the placing step's
/// messages, for a grid without the eliminations it needs
/// ([`Placement::needed`]): the hint starts from the first of them ("Look
/// for an X-Wing on 4 in rows 2 and 7. After it, look for a Hidden Single
/// in box 1."), and the full text walks through each, in order, before
/// the placement. The nudge is the placing step's.
pub fn explain_placement(p: &Placement, messages: &Messages, lang: Language) -> Explanation {
    let mut e = explain(messages, lang);
    let steps: Vec<&Step> = p.needed().iter().filter_map(|&j| p.before.get(j)).collect();
    if let Some(first) = steps.first() {
        let c = catalogue::catalogue(lang);
        let texts = c
            .placement_hint(first, steps.len() > 1, &p.step)
            .and_then(|hint| Ok((hint, c.placement_full(&steps, e.full.clone())?)));
        match texts {
            Ok((hint, full)) => {
                e.hint = hint;
                e.full = full;
            }
            Err(err) => {
                tracing::error!(error = %err, "a placement text is missing from the catalogue")
            }
        }
    }
    e
}

/// The technique's name in `lang`, as players know it (the glossary).
pub fn technique_name(t: Technique, lang: Language) -> &'static str {
    catalogue::catalogue(lang).name(t)
}

/// The technique's description in `lang` (one or two sentences).
pub fn technique_description(t: Technique, lang: Language) -> &'static str {
    let c = catalogue::catalogue(lang);
    Technique::ALL
        .iter()
        .position(|&x| x == t)
        .and_then(|i| c.descriptions.get(i))
        .map_or("", String::as_str)
}

/// What is wrong with `lang`'s catalogue files themselves: syntax errors,
/// duplicate ids, glossary entries missing or failing to format. Empty for
/// a complete catalogue (the tests check every language).
pub fn catalogue_errors(lang: Language) -> &'static [String] {
    &catalogue::catalogue(lang).errors
}

/// Every message id `lang`'s catalogue files define, in file order.
pub fn catalogue_ids(lang: Language) -> Vec<String> {
    catalogue::catalogue(lang).ids()
}

/// The Fluent id a core message id is written under (`hint.fish` →
/// `hint-fish`).
pub fn fluent_id(core_id: &str) -> String {
    render::fluent_id(core_id)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Korean particles on every word a text attaches one to: each digit,
    /// each cell (`r3c4`: read 사, no final consonant), each house as the
    /// glossary writes it (`3행`, `4열`, `5번 박스`), and every pair of
    /// digits (`5와 8이`: the particle follows the last digit).
    #[test]
    fn korean_particles_on_every_digit_cell_house_and_pair() {
        use functions::josa;
        // 일 이 삼 사 오 육 칠 팔 구: final consonant? ㄹ?
        let sound = |d: u8| match d {
            1 | 7 | 8 => (true, true),
            3 | 6 => (true, false),
            _ => (false, false),
        };
        let subject = |(b, _): (bool, bool)| if b { "이" } else { "가" };
        let toward = |(b, l): (bool, bool)| if b && !l { "으로" } else { "로" };
        let c = catalogue::catalogue(Language::Ko);
        for d in 1..=9u8 {
            let w = d.to_string();
            assert_eq!(josa(&w, "이/가"), format!("{w}{}", subject(sound(d))));
            assert_eq!(josa(&w, "으로/로"), format!("{w}{}", toward(sound(d))));
            for e in 1..=9u8 {
                let pair = c.list("list-and", &[w.clone(), e.to_string()]);
                let and = if sound(d).0 { "과" } else { "와" };
                assert_eq!(pair, Ok(format!("{d}{and} {e}")));
                let pair = pair.unwrap_or_default();
                assert_eq!(
                    josa(&pair, "을/를"),
                    format!("{pair}{}", if sound(e).0 { "을" } else { "를" })
                );
            }
        }
        for row in 1..=9u8 {
            for col in 1..=9u8 {
                let cell = c.cell(sudoku_core::Pos::new(row - 1, col - 1).unwrap());
                assert_eq!(cell, format!("r{row}c{col}"));
                assert_eq!(
                    josa(&cell, "은/는"),
                    format!("{cell}{}", if sound(col).0 { "은" } else { "는" })
                );
            }
        }
        assert_eq!(c.houses.len(), 27);
        for (i, h) in c.houses.iter().enumerate() {
            let n = i % 9 + 1;
            let (word, particle, toward) = match i / 9 {
                0 => (format!("{n}행"), "을", "으로"),
                1 => (format!("{n}열"), "을", "로"),
                _ => (format!("{n}번 박스"), "를", "로"),
            };
            assert_eq!(h, &word);
            assert_eq!(josa(h, "을/를"), format!("{word}{particle}"));
            assert_eq!(josa(h, "으로/로"), format!("{word}{toward}"));
        }
    }
}
