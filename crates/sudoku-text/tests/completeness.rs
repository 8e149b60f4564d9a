//! The completeness test (issue 38 §3): every language offered (English,
//! Korean, Japanese) has a message for every id the core can build
//! ([`MESSAGE_IDS`], the core's one list) and every piece the renderer
//! formats, renders each with the parameters the core builds it with,
//! leaves out no parameter English says, and names no message the core
//! never builds.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a failed unwrap is a failed run

#[path = "support/learner_als.rs"]
mod learner_als;
#[path = "support/learner_fish.rs"]
mod learner_fish;
#[path = "support/learner_uniqueness.rs"]
mod learner_uniqueness;

use std::collections::BTreeSet;
use std::time::Duration;

use sudoku_core::logic::explain::MESSAGE_IDS;
use sudoku_core::logic::{
    catalogue, next_step_in, rate_candidates, Candidate, Candidates, Message, Step, Style,
    Technique,
};
use sudoku_core::rules::{Unit, UnitKind};
use sudoku_core::{Budget, Digit, Grid, Pos};
use sudoku_text::language::OFFERED;
use sudoku_text::{catalogue_errors, catalogue_ids, fluent_id, try_render, Language, PIECES};

/// Steps of every family: each technique's stored catalogue example, and
/// the rating paths of the core's test puzzles (SE's hardest sample
/// reaches the nested chains).
/// The marks of the doubly linked ALS-XZ state in [`steps`].
const DOUBLE_ALS_XZ_MARKS: &str = "126,459,4569,4569,1456,1259,469,36,469,34569,67,45678,578,1236,2469,78,34,78,269,146,129,19,1579,3579,59,3579,26,269,49,2469,57,57,57,2567,256,2567,12,1357,125,2358,27,1378,1246,1346,349,2349,136,129,1246,57,134567,34589,12459,234589,2679,13678,12789";

fn steps() -> Vec<Step> {
    let mut out: Vec<Step> = catalogue::entries()
        .iter()
        .filter_map(|e| catalogue::example(e.technique))
        .map(|x| x.step.clone())
        .collect();
    // The learner steps the catalogue does not hold yet.
    out.extend(learner_fish::all());
    out.extend(learner_uniqueness::all());
    out.extend(learner_als::all());
    // A doubly linked ALS-XZ, the learner path's next step on this state of
    // a magictour puzzle (the catalogue's ALS-XZ is singly linked).
    let g: Grid =
        "7.8...3.....2.1...5.........4....8263...8.1..8..1..493.9.6....4.8..7.5..........."
            .parse()
            .expect("a grid");
    let marks = catalogue::parse_marks(&g, DOUBLE_ALS_XZ_MARKS).expect("marks");
    let c = Candidates::from_grid_and_marks(&g, marks.masks());
    out.extend(next_step_in(Style::Learner, &c, &Budget::unlimited()));
    let files = [
        include_str!("../../sudoku-core/tests/fixtures/se_sample.tsv"),
        include_str!("../../sudoku-core/tests/fixtures/se_hardest_sample.tsv"),
    ];
    for line in files.iter().flat_map(|f| f.lines()).step_by(3).take(24) {
        let Some(Ok(g)) = line.split(['\t', ' ']).next().map(str::parse::<Grid>) else {
            continue;
        };
        let budget = Budget::unlimited().with_timeout(Duration::from_secs(5));
        out.extend(rate_candidates(Candidates::from_grid(&g), &budget, true).path);
    }
    // A step with no pattern data (none is built so; the generic texts
    // stand in for any), bare and with a house and a result.
    out.push(Step::new(Technique::XWing, 32));
    let mut s = Step::new(Technique::XWing, 32);
    s.houses = vec![Unit {
        kind: UnitKind::Row,
        index: 0,
    }];
    s.eliminations = vec![Candidate {
        pos: Pos::new(0, 0).unwrap(),
        digit: Digit::new(3).unwrap(),
    }];
    out.push(s);
    out.extend(colouring_steps());
    out
}

/// Colouring steps, made by hand until the catalogue holds examples of
/// them: a trap, a wrap, and multi-colouring types 1 and 2.
fn colouring_steps() -> Vec<Step> {
    use sudoku_core::logic::{ColourCluster, Reason};
    let p = |r: u8, c: u8| Pos::new(r - 1, c - 1).unwrap();
    let row = |i: u8| Unit {
        kind: UnitKind::Row,
        index: i - 1,
    };
    let col = |i: u8| Unit {
        kind: UnitKind::Column,
        index: i - 1,
    };
    let a = ColourCluster {
        colours: [vec![p(1, 1), p(3, 5)], vec![p(1, 5)]],
        links: vec![(p(1, 1), p(1, 5), row(1)), (p(1, 5), p(3, 5), col(5))],
    };
    let b = ColourCluster {
        colours: [vec![p(2, 2)], vec![p(7, 2)]],
        links: vec![(p(2, 2), p(7, 2), col(2))],
    };
    let elim = |r, c| Candidate {
        pos: p(r, c),
        digit: Digit::new(1).unwrap(),
    };
    let mut out = Vec::new();
    for wrap in [None, Some((0, p(1, 1), p(3, 5), row(1)))] {
        let mut s = Step::new(Technique::SimpleColouring, 44);
        s.eliminations = vec![elim(2, 4)];
        s.reason = Box::new(Reason::SimpleColouring {
            digit: 1,
            cluster: a.clone(),
            wrap,
        });
        out.push(s);
    }
    for kind in [1, 2] {
        let mut s = Step::new(Technique::MultiColouring, 48);
        s.eliminations = vec![elim(7, 5)];
        s.reason = Box::new(Reason::MultiColouring {
            digit: 1,
            kind,
            a: a.clone(),
            b: b.clone(),
            a_colour: 0,
            b_colour: 0,
            contacts: vec![(p(1, 1), p(2, 2)), (p(3, 5), p(7, 2))],
        });
        out.push(s);
    }
    out
}

fn messages(s: &Step) -> Vec<Message> {
    let m = s.messages();
    vec![
        m.nudge,
        m.hint,
        m.full,
        s.then_place(true),
        s.then_place(false),
    ]
}

#[test]
fn the_catalogue_files_parse_and_hold_their_glossary() {
    for &lang in Language::ALL {
        assert_eq!(catalogue_errors(lang), &[] as &[String], "{}", lang.tag());
    }
}

/// Every id the core can build ([`MESSAGE_IDS`]) and every piece the
/// renderer formats has a message in each offered language; a catalogue
/// holds no other message but the technique names.
#[test]
fn every_offered_catalogue_holds_exactly_the_ids_the_core_builds() {
    let technique_ids: BTreeSet<String> = Technique::ALL
        .iter()
        .map(|t| format!("technique-{}", t.id()))
        .collect();
    let mut want: BTreeSet<String> = MESSAGE_IDS.iter().map(|id| fluent_id(id)).collect();
    want.extend(PIECES.iter().map(|p| (*p).to_owned()));
    want.extend(technique_ids);
    for &lang in OFFERED {
        let have: BTreeSet<String> = catalogue_ids(lang).into_iter().collect();
        let missing: Vec<&String> = want.difference(&have).collect();
        let extra: Vec<&String> = have.difference(&want).collect();
        assert!(missing.is_empty(), "{}: missing {missing:?}", lang.tag());
        assert!(
            extra.is_empty(),
            "{}: names ids the core never builds {extra:?}",
            lang.tag()
        );
    }
}

/// Every message of steps of every family renders without an error in
/// each offered language: no id unknown, no parameter missing, no piece
/// missing. Every id the core can build is met at least once.
#[test]
fn every_built_message_renders_in_every_offered_language() {
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    let mut errors: BTreeSet<String> = BTreeSet::new();
    for s in steps() {
        for m in messages(&s) {
            seen.insert(m.id);
            for &lang in OFFERED {
                match try_render(&m, lang) {
                    Ok(t) => assert!(
                        !t.contains(['{', '}', '\u{1}']) && !t.trim().is_empty(),
                        "{} {}: {t}",
                        lang.tag(),
                        m.id
                    ),
                    Err(e) => {
                        errors.insert(e.to_string());
                    }
                }
            }
        }
    }
    assert!(errors.is_empty(), "{errors:#?}");
    let never: Vec<&&str> = MESSAGE_IDS
        .iter()
        .filter(|id| !seen.contains(**id))
        .collect();
    assert!(never.is_empty(), "no step built {never:?}");
}

/// The `.ftl` source of an offered language's files.
fn source(lang: Language) -> String {
    match lang {
        Language::Ko => [
            include_str!("../locales/ko/glossary.ftl"),
            include_str!("../locales/ko/hints.ftl"),
        ]
        .concat(),
        Language::Ja => [
            include_str!("../locales/ja/glossary.ftl"),
            include_str!("../locales/ja/hints.ftl"),
        ]
        .concat(),
        Language::En => [
            include_str!("../locales/en/glossary.ftl"),
            include_str!("../locales/en/hints.ftl"),
        ]
        .concat(),
    }
}

/// The variables (`$name`) message `id` of a catalogue source refers to,
/// in its value, its variants and its attributes.
fn variables(src: &str, id: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut inside = false;
    for line in src.lines() {
        if line.starts_with(|c: char| c.is_ascii_alphabetic() || c == '-' || c == '#') {
            inside = line.split_once(" =").is_some_and(|(name, _)| name == id);
        }
        if !inside {
            continue;
        }
        for part in line.split('$').skip(1) {
            let name: String = part
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                .collect();
            out.insert(name);
        }
    }
    out
}

/// A translation says every parameter English says: for each message
/// the core builds, a parameter whose value the English text uses (as
/// `$name` or one of its forms, `$name-count`, `$name-or`, …) is used by
/// every offered language's text too.
#[test]
fn no_language_leaves_out_a_parameter_english_says() {
    let en = source(Language::En);
    let mut missing: BTreeSet<String> = BTreeSet::new();
    for s in steps() {
        for m in messages(&s) {
            let id = fluent_id(m.id);
            let uses = |vars: &BTreeSet<String>, p: &str| {
                vars.iter()
                    .any(|v| v == p || v.strip_prefix(p).is_some_and(|r| r.starts_with('-')))
            };
            let said = variables(&en, &id);
            for &lang in OFFERED {
                let vars = variables(&source(lang), &id);
                for (p, _) in &m.params {
                    if uses(&said, p) && !uses(&vars, p) {
                        missing.insert(format!("{}: {id} leaves out ${p}", lang.tag()));
                    }
                }
            }
        }
    }
    assert!(missing.is_empty(), "{missing:#?}");
}

/// A message missing a parameter, or of an id no catalogue has, is an
/// error, not a text with a hole in it.
#[test]
fn a_missing_parameter_or_id_is_an_error() {
    let s = steps()
        .into_iter()
        .find(|s| s.messages().hint.id == "hint.fish")
        .unwrap();
    let mut m = s.messages().hint;
    for &lang in OFFERED {
        assert!(try_render(&m, lang).is_ok());
    }
    m.params.retain(|(n, _)| *n != "lines");
    for &lang in OFFERED {
        assert!(try_render(&m, lang).is_err(), "{}", lang.tag());
    }
    m.id = "hint.no_such_text";
    for &lang in OFFERED {
        assert!(try_render(&m, lang).is_err(), "{}", lang.tag());
    }
}
