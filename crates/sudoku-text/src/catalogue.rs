//! The catalogues: each language's `.ftl` files, embedded, parsed into a
//! Fluent bundle once per process and kept, with the words every text
//! uses (cell and house names, technique names and descriptions) formatted
//! once from them.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentError, FluentResource};
use sudoku_core::logic::Technique;

use crate::functions::{fluent_a, fluent_josa};
use crate::language::Language;
use crate::variables::Variables;

/// A language's files: the glossary (technique names and descriptions,
/// the words for cells and houses) and the texts of the hints.
const SOURCES: [(Language, &[&str]); 3] = [
    (
        Language::En,
        &[
            include_str!("../locales/en/glossary.ftl"),
            include_str!("../locales/en/hints.ftl"),
        ],
    ),
    (
        Language::Ko,
        &[
            include_str!("../locales/ko/glossary.ftl"),
            include_str!("../locales/ko/hints.ftl"),
        ],
    ),
    (
        Language::Ja,
        &[
            include_str!("../locales/ja/glossary.ftl"),
            include_str!("../locales/ja/hints.ftl"),
        ],
    ),
];

/// Why a text could not be formatted from the catalogue as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TextError {
    /// The catalogue has no message of this id.
    Unknown {
        /// The language.
        lang: &'static str,
        /// The Fluent id.
        id: String,
    },
    /// The message was formatted with errors (a parameter it names was
    /// not given, a message it references is missing, …).
    Format {
        /// The language.
        lang: &'static str,
        /// The Fluent id.
        id: String,
        /// Fluent's errors.
        errors: Vec<String>,
    },
}

impl std::fmt::Display for TextError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TextError::Unknown { lang, id } => write!(f, "{lang}: no message {id}"),
            TextError::Format { lang, id, errors } => {
                write!(f, "{lang}: {id}: {}", errors.join("; "))
            }
        }
    }
}

impl std::error::Error for TextError {}

/// One language's bundle and the words formatted from it once.
pub(crate) struct Catalogue {
    pub(crate) lang: Language,
    bundle: FluentBundle<FluentResource>,
    /// The variables each message reads.
    variables: Variables,
    /// `r3c5`, by cell index (row-major).
    pub(crate) cells: Vec<String>,
    /// Rows 1-9, columns 1-9, boxes 1-9.
    pub(crate) houses: Vec<String>,
    /// Technique names, by [`Technique::ALL`] index.
    pub(crate) names: Vec<String>,
    /// Technique descriptions, by [`Technique::ALL`] index.
    pub(crate) descriptions: Vec<String>,
    /// Errors met while parsing the files and formatting the words above
    /// (empty for a complete catalogue; tests check).
    pub(crate) errors: Vec<String>,
}

/// The catalogue of `lang`, built on its first use: each language alone,
/// so the first answer in one language does not parse the others' files
/// (a cold `GET /techniques` or first call of the WebAssembly package).
pub(crate) fn catalogue(lang: Language) -> &'static Catalogue {
    static ALL: [OnceLock<Catalogue>; SOURCES.len()] = [const { OnceLock::new() }; SOURCES.len()];
    let (l, files) = SOURCES[lang.index()];
    ALL[lang.index()].get_or_init(|| build(l, files))
}

/// The Fluent id of a technique's glossary entry: `technique-x_wing`.
pub(crate) fn technique_id(t: Technique) -> String {
    format!("technique-{}", t.id())
}

fn build(lang: Language, files: &[&str]) -> Catalogue {
    let mut errors = Vec::new();
    let mut bundle = FluentBundle::new_concurrent(vec![lang.id()]);
    // Texts are plain strings in JSON, not bidirectional UI: no Unicode
    // isolation marks around parameters.
    bundle.set_use_isolating(false);
    for (name, f) in [("JOSA", fluent_josa as FluentFn), ("A", fluent_a)] {
        if let Err(e) = bundle.add_function(name, f) {
            errors.push(format!("{name}: {e:?}"));
        }
    }
    let resources: Vec<FluentResource> = files
        .iter()
        .map(|src| match FluentResource::try_new((*src).to_owned()) {
            Ok(r) => r,
            Err((r, es)) => {
                errors.extend(es.iter().map(|e| format!("parse: {e:?}")));
                r
            }
        })
        .collect();
    let variables = Variables::of(&resources);
    for res in resources {
        if let Err(es) = bundle.add_resource(res) {
            errors.extend(es.iter().map(|e| format!("{e:?}")));
        }
    }
    let mut cat = Catalogue {
        lang,
        bundle,
        variables,
        cells: Vec::new(),
        houses: Vec::new(),
        names: Vec::new(),
        descriptions: Vec::new(),
        errors,
    };
    let mut errors = Vec::new();
    let mut word = |r: Result<String, TextError>| {
        r.unwrap_or_else(|e| {
            errors.push(e.to_string());
            String::new()
        })
    };
    let cells: Vec<String> = (0..81u8)
        .map(|i| {
            let mut a = FluentArgs::new();
            a.set("row", i / 9 + 1);
            a.set("col", i % 9 + 1);
            word(cat.format("cell", &a))
        })
        .collect();
    let houses: Vec<String> = ["row", "column", "box"]
        .iter()
        .flat_map(|k| (1..=9u8).map(move |n| (*k, n)))
        .map(|(k, n)| {
            let mut a = FluentArgs::new();
            a.set("kind", k);
            a.set("n", n);
            word(cat.format("house", &a))
        })
        .collect();
    let names: Vec<String> = Technique::ALL
        .iter()
        .map(|&t| word(cat.format(&technique_id(t), &FluentArgs::new())))
        .collect();
    let descriptions: Vec<String> = Technique::ALL
        .iter()
        .map(|&t| word(cat.attribute(&technique_id(t), "description")))
        .collect();
    cat.cells = cells;
    cat.houses = houses;
    cat.names = names;
    cat.descriptions = descriptions;
    cat.errors.extend(errors);
    cat
}

type FluentFn =
    for<'a> fn(&[fluent_bundle::FluentValue<'a>], &FluentArgs) -> fluent_bundle::FluentValue<'a>;

impl Catalogue {
    /// The message `id` formatted with `args`.
    pub(crate) fn format(&self, id: &str, args: &FluentArgs) -> Result<String, TextError> {
        let pattern = self
            .bundle
            .get_message(id)
            .and_then(|m| m.value())
            .ok_or_else(|| TextError::Unknown {
                lang: self.lang.tag(),
                id: id.to_owned(),
            })?;
        let mut errors: Vec<FluentError> = Vec::new();
        let text = self.bundle.format_pattern(pattern, Some(args), &mut errors);
        if errors.is_empty() {
            Ok(text.into_owned())
        } else {
            Err(TextError::Format {
                lang: self.lang.tag(),
                id: id.to_owned(),
                errors: errors.iter().map(|e| format!("{e:?}")).collect(),
            })
        }
    }

    /// The attribute `attr` of message `id`, formatted without arguments.
    fn attribute(&self, id: &str, attr: &str) -> Result<String, TextError> {
        let pattern = self
            .bundle
            .get_message(id)
            .and_then(|m| m.get_attribute(attr))
            .map(|a| a.value())
            .ok_or_else(|| TextError::Unknown {
                lang: self.lang.tag(),
                id: format!("{id}.{attr}"),
            })?;
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, None, &mut errors);
        if errors.is_empty() {
            Ok(text.into_owned())
        } else {
            Err(TextError::Format {
                lang: self.lang.tag(),
                id: format!("{id}.{attr}"),
                errors: errors.iter().map(|e| format!("{e:?}")).collect(),
            })
        }
    }

    /// Whether message `id` reads variable `var` (see [`Variables`]).
    pub(crate) fn reads(&self, id: &str, var: &str) -> bool {
        self.variables.reads(id, var)
    }

    /// Whether the catalogue has a message `id`.
    pub(crate) fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// Every message id of the catalogue's files (for the completeness
    /// test).
    pub(crate) fn ids(&self) -> Vec<String> {
        SOURCES[self.lang.index()]
            .1
            .iter()
            .flat_map(|src| {
                src.lines()
                    .filter(|l| l.starts_with(|c: char| c.is_ascii_alphabetic()))
                    .filter_map(|l| l.split_once('=').map(|(id, _)| id.trim().to_owned()))
                    .collect::<Vec<_>>()
            })
            .collect()
    }
}
