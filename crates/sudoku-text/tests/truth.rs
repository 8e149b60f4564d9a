//! The texts of steps, as true as the steps (issue 38 §1): a full text
//! names every cell its argument rests on, a doubly linked wing both its
//! digits, a nested chain its inner steps, a "last place" what removed the
//! others, a single what rules the rest out; placement texts hold on a grid
//! without marks; long chains are laid out as lines. In English and Korean.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a failed unwrap is a failed run

#[path = "support/learner_als.rs"]
mod learner_als;
#[path = "support/learner_fish.rs"]
mod learner_fish;
#[path = "support/learner_uniqueness.rs"]
mod learner_uniqueness;

use sudoku_core::logic::rater::apply;
use sudoku_core::logic::{rate_candidates, Candidates, Reason, Step, Technique, Why};
use sudoku_core::{Budget, Digit, Grid, Pos, UnitKind};
use sudoku_text::Language as Lang;

/// A step's texts, as a player reads them.
fn text(s: &Step, lang: Lang) -> sudoku_text::Explanation {
    sudoku_text::explain_step(s, lang)
}

const FIXTURE: &str = include_str!("../../sudoku-core/tests/fixtures/se_sample.tsv");

fn fixture() -> Vec<Grid> {
    FIXTURE
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').next().unwrap().parse().unwrap())
        .collect()
}

fn r1c1(p: Pos) -> String {
    format!("r{}c{}", p.row() + 1, p.col() + 1)
}

/// Every step of the stored catalogue examples (one per technique: every
/// family, the nested chains included) and of the rater's paths over the
/// SE sample.
fn sample_steps() -> Vec<Step> {
    let mut steps: Vec<Step> = Technique::ALL
        .iter()
        .filter_map(|&t| sudoku_core::logic::catalogue::example(t))
        .map(|e| e.step.clone())
        .collect();
    for g in fixture() {
        let r = rate_candidates(Candidates::from_grid(&g), &Budget::unlimited(), true);
        steps.extend(r.path);
    }
    steps
}

/// A full text names every cell its message rests on (the pattern's
/// cells, the cells that rule places out, a nested chain's inner steps),
/// in every language; a chain's clauses are checked by
/// `check_explanation`.
#[test]
fn every_cell_a_full_text_rests_on_is_named() {
    for s in sample_steps() {
        let m = s.messages();
        let cells: Vec<Pos> = m
            .full
            .params
            .iter()
            .filter(|(name, _)| *name != "walks")
            .flat_map(|(name, v)| {
                sudoku_core::logic::Message {
                    id: "x",
                    params: vec![(name, v.clone())],
                }
                .named_cells()
            })
            .collect();
        for &lang in Lang::ALL {
            let full = text(&s, lang).full;
            for &p in &cells {
                assert!(
                    full.contains(&r1c1(p)),
                    "{} misses {}: {full}",
                    s.technique.id(),
                    r1c1(p)
                );
            }
        }
    }
}

/// A doubly linked wing (both of the bivalue cell's digits restricted)
/// names both digits and what each removes, and never says a cell "is not
/// 2 or 9, it is 2" (the text it replaced contradicted itself so).
#[test]
fn a_doubly_linked_wing_names_both_digits() {
    let mut doubles = 0;
    for s in sample_steps() {
        for &lang in Lang::ALL {
            let full = text(&s, lang).full;
            for (i, _) in full.match_indices(" is not ") {
                let rest = &full[i + 8..];
                let Some(comma) = rest.find(", it is ") else {
                    continue;
                };
                let denied: Vec<&str> = rest[..comma].split([',', ' ']).collect();
                let said = rest[comma + 8..]
                    .split([',', '.', ' '])
                    .next()
                    .unwrap_or("");
                assert!(
                    !(comma < 20 && denied.contains(&said)),
                    "contradiction in {full}"
                );
            }
        }
        let Reason::AlsWing { restricted, .. } = &*s.reason else {
            continue;
        };
        if restricted.len() < 2 {
            continue;
        }
        doubles += 1;
        let (x, z) = (restricted[0], restricted[1]);
        let full = text(&s, Lang::En).full;
        assert!(full.contains(&format!("holds only {x} and {z}")), "{full}");
        assert!(
            full.contains(&format!("exactly one {x} and one {z}")),
            "{full}"
        );
        for d in s.eliminations.iter().map(|e| e.digit) {
            assert!(full.contains(&format!("cannot be {d} (")), "{d} in {full}");
        }
    }
    assert!(doubles > 0, "no doubly linked wing in the sample");
}

/// A nested chain names each inner step it uses (technique and cells):
/// every nested clause points at one, and the texts say its name.
#[test]
fn nested_chains_name_their_inner_steps() {
    let mut nested = 0;
    for s in sample_steps() {
        let Reason::Chain(c) = &*s.reason else {
            continue;
        };
        for cl in c.branches.iter().flatten() {
            if let Why::Nested(k) = cl.why {
                nested += 1;
                let inner = c.inner.get(usize::from(k)).expect("an inner step");
                assert!(!inner.cells.is_empty());
                let full = text(&s, Lang::En).full;
                let name = sudoku_text::technique_name(inner.technique, Lang::En);
                assert!(
                    full.contains(&format!("by a {name}"))
                        || full.contains(&format!("by an {name}")),
                    "{full}"
                );
                for lang in [Lang::Ko, Lang::Ja] {
                    let t = text(&s, lang).full;
                    assert!(
                        t.contains(sudoku_text::technique_name(inner.technique, lang)),
                        "{t}"
                    );
                }
            }
        }
        for &lang in Lang::ALL {
            assert!(!text(&s, lang).full.contains("a nested step"));
        }
    }
    assert!(nested > 0, "no nested clause in the sample");
}

/// A "last place" or "last candidate" clause says what the chain removed
/// first, and each of those removals is a cell the text names.
#[test]
fn last_place_claims_say_what_removed_the_others() {
    let mut claims = 0;
    for s in sample_steps() {
        let Reason::Chain(c) = &*s.reason else {
            continue;
        };
        let full = text(&s, Lang::En).full;
        for cl in c.branches.iter().flatten() {
            match cl.why {
                Why::LastInHouse(h, mask) => {
                    claims += 1;
                    assert_ne!(mask, 0, "no removal behind {cl:?}");
                    let name = format!(
                        "the last place for {} in {} {}",
                        cl.digit,
                        h.kind.as_str(),
                        h.index + 1
                    );
                    let at = full.find(&name).expect("the claim is said");
                    assert!(full[at..].starts_with(&format!("{name}, as r")), "{full}");
                }
                Why::LastInCell(mask) => {
                    claims += 1;
                    assert_ne!(mask, 0, "no removal behind {cl:?}");
                }
                _ => {}
            }
        }
    }
    assert!(claims > 0);
}

/// A naked single names the houses that rule out each other digit, a
/// hidden single the placed digits that rule out each other place.
#[test]
fn singles_say_what_rules_out_the_rest() {
    let (mut naked, mut hidden) = (0, 0);
    for s in sample_steps() {
        let full = text(&s, Lang::En).full;
        match s.technique {
            Technique::NakedSingle => {
                naked += 1;
                let Some(p) = s.placements.first() else {
                    continue;
                };
                assert!(
                    full.starts_with(&format!("{} sees ", r1c1(p.pos))),
                    "{full}"
                );
                // Every other digit is said once.
                for d in (1..=9u8).filter(|&d| d != p.digit.get()) {
                    assert!(full.contains(&d.to_string()), "{d} in {full}");
                }
            }
            Technique::HiddenSingle => {
                hidden += 1;
                assert!(
                    full.contains(" rules out ") || full.contains("earlier steps removed"),
                    "{full}"
                );
            }
            _ => {}
        }
    }
    assert!(naked > 0 && hidden > 0);
}

/// Placement mode (no pencil marks): the hint never claims a single the
/// player's grid does not show yet, the full text walks through each
/// elimination the placement needs, and those eliminations alone make the
/// placement a single on the player's grid.
#[test]
fn placement_texts_hold_on_an_unmarked_grid() {
    use sudoku_core::logic::next_placement_within;
    let mut folded = 0;
    for g in fixture().into_iter().take(40) {
        let mut c = Candidates::from_grid(&g);
        while !c.is_solved() {
            let Ok(p) = next_placement_within(&c, &Budget::unlimited()) else {
                break;
            };
            let needed = p.needed();
            if !needed.is_empty() {
                folded += 1;
                for &lang in Lang::ALL {
                    let e = sudoku_text::explain_placement(&p, &p.step.messages(), lang);
                    assert!(!e.hint.contains("only one place left"), "{}", e.hint);
                    assert!(!e.hint.contains("only one candidate left"), "{}", e.hint);
                    for (k, &j) in needed.iter().enumerate() {
                        assert!(e.full.contains(&format!("\n{}. ", k + 1)), "{}", e.full);
                        for x in &p.before[j].eliminations {
                            assert!(e.full.contains(&r1c1(x.pos)), "{}", e.full);
                        }
                    }
                }
                // The needed eliminations alone leave the single.
                let mut only = c.clone();
                for &j in &needed {
                    apply(&mut only, &p.before[j]);
                }
                let place = p.step.placements[0];
                let i = place.pos.index();
                match p.step.technique {
                    Technique::NakedSingle => {
                        assert_eq!(only.cands(i), place.digit.bit(), "{}", g.to_line())
                    }
                    Technique::HiddenSingle => {
                        let h = p.step.houses[0];
                        let places = (0..81)
                            .filter(|&x| only.value(x) == 0 && only.has(x, place.digit.get()))
                            .filter(|&x| {
                                let (r, col) = (x / 9, x % 9);
                                match h.kind {
                                    UnitKind::Row => r == usize::from(h.index),
                                    UnitKind::Column => col == usize::from(h.index),
                                    UnitKind::Box => r / 3 * 3 + col / 3 == usize::from(h.index),
                                }
                            })
                            .count();
                        assert_eq!(places, 1, "{}", g.to_line());
                    }
                    _ => {}
                }
            }
            for s in p.before.iter().chain([&p.step]) {
                apply(&mut c, s);
            }
        }
    }
    assert!(folded > 0);
}

/// Chain texts past the length a screen shows at once are laid out as
/// lines (one paragraph per branch, long branches broken into lines); no
/// line runs on.
#[test]
fn long_chain_texts_are_laid_out_as_lines() {
    use sudoku_text::LONG_TEXT;
    let mut long = 0;
    for s in sample_steps() {
        if !matches!(&*s.reason, Reason::Chain(_)) {
            continue;
        }
        for &lang in Lang::ALL {
            let full = text(&s, lang).full;
            if full.chars().count() > LONG_TEXT {
                long += 1;
                assert!(full.contains('\n'), "{full}");
                for line in full.lines() {
                    assert!(line.chars().count() <= 480, "a run-on line: {line}");
                }
            } else {
                assert!(!full.contains('\n'), "{full}");
            }
        }
    }
    assert!(long > 0);
}

fn cell_names(cells: impl Iterator<Item = Pos>) -> Vec<String> {
    cells.map(r1c1).collect()
}

/// Finned fish, Empty Rectangle and W-Wing: the full text names every
/// cell of the pattern and every removal, in every language; the nudge and
/// the hint name no removed cell.
#[test]
fn learner_fish_texts_name_the_pattern_and_hide_the_result_until_full() {
    for s in learner_fish::all() {
        let removed = cell_names(s.eliminations.iter().map(|e| e.pos));
        let pattern: Vec<Pos> = match &*s.reason {
            Reason::FinnedFish { fins, .. } => s.cells.iter().chain(fins).copied().collect(),
            Reason::EmptyRectangle {
                box_cells,
                near,
                far,
                ..
            } => box_cells.iter().chain([near, far]).copied().collect(),
            Reason::WWing { bivalues, ends, .. } => bivalues.iter().chain(ends).copied().collect(),
            other => panic!("not a learner step: {other:?}"),
        };
        for lang in [Lang::En, Lang::Ko, Lang::Ja] {
            let t = text(&s, lang);
            println!(
                "{} {:?}\n  {}\n  {}\n  {}",
                s.technique.id(),
                lang,
                t.nudge,
                t.hint,
                t.full
            );
            for c in removed.iter() {
                assert!(
                    t.full.contains(c.as_str()),
                    "{lang:?} full lacks {c}: {}",
                    t.full
                );
                assert!(!t.nudge.contains(c.as_str()), "{lang:?} nudge names {c}");
                assert!(!t.hint.contains(c.as_str()), "{lang:?} hint names {c}");
            }
            let fish_cells = matches!(&*s.reason, Reason::FinnedFish { .. });
            for p in &pattern {
                // A fish's text names its lines, not each corner: its fins
                // and removals are cells.
                if fish_cells && s.cells.contains(p) {
                    continue;
                }
                assert!(
                    t.full.contains(r1c1(*p).as_str()),
                    "{lang:?} full lacks {}: {}",
                    r1c1(*p),
                    t.full
                );
            }
        }
    }
}

/// Colouring steps made by hand (the finders are the core's own): a
/// trap, a wrap, and multi-colouring types 1 and 2 on digit 1.
fn colouring_steps() -> Vec<Step> {
    use sudoku_core::logic::{Candidate, ColourCluster};
    use sudoku_core::rules::Unit;
    let p = |r: u8, c: u8| Pos::new(r - 1, c - 1).unwrap();
    let unit = |kind, i: u8| Unit { kind, index: i - 1 };
    let a = ColourCluster {
        colours: [vec![p(1, 1), p(3, 5)], vec![p(1, 5)]],
        links: vec![
            (p(1, 1), p(1, 5), unit(UnitKind::Row, 1)),
            (p(1, 5), p(3, 5), unit(UnitKind::Column, 5)),
        ],
    };
    let b = ColourCluster {
        colours: [vec![p(2, 2)], vec![p(7, 2)]],
        links: vec![(p(2, 2), p(7, 2), unit(UnitKind::Column, 2))],
    };
    let elim = |r, c| Candidate {
        pos: p(r, c),
        digit: Digit::new(1).unwrap(),
    };
    let mut out = Vec::new();
    let mut s = Step::new(Technique::SimpleColouring, 44);
    s.eliminations = vec![elim(2, 4), elim(3, 6)];
    s.reason = Box::new(Reason::SimpleColouring {
        digit: 1,
        cluster: a.clone(),
        wrap: None,
    });
    out.push(s);
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

/// A colouring's full text names every cell of its clusters and every
/// removal; its nudge and hint name no removal.
#[test]
fn colouring_texts_walk_the_colours_and_hide_the_result_in_the_hint() {
    for s in colouring_steps() {
        let cells: Vec<Pos> = match &*s.reason {
            Reason::SimpleColouring { cluster, .. } => {
                cluster.colours.iter().flatten().copied().collect()
            }
            Reason::MultiColouring { a, b, .. } => a
                .colours
                .iter()
                .chain(&b.colours)
                .flatten()
                .copied()
                .collect(),
            _ => unreachable!(),
        };
        for lang in [Lang::En, Lang::Ko, Lang::Ja] {
            let t = text(&s, lang);
            for &c in &cells {
                assert!(
                    t.full.contains(&r1c1(c)),
                    "{lang:?}: {} lacks {}",
                    t.full,
                    r1c1(c)
                );
            }
            for e in &s.eliminations {
                let cell = r1c1(e.pos);
                assert!(t.full.contains(&cell), "{lang:?}: {}", t.full);
                assert!(
                    !t.hint.contains(&cell) && !t.nudge.contains(&cell),
                    "{lang:?}: {}",
                    t.hint
                );
            }
        }
    }
}

/// ALS-XY-Wing, ALS-XY-Chain and Sue de Coq: the full text names every
/// cell of the pattern and every removal, in every language, with no
/// parameter left unfilled; the nudge and the hint name no removed cell.
#[test]
fn als_chain_texts_name_every_set_and_hide_the_result_until_full() {
    let mut ids = std::collections::BTreeSet::new();
    for s in learner_als::all() {
        let m = s.messages();
        ids.extend([m.hint.id, m.full.id]);
        for lang in [Lang::En, Lang::Ko, Lang::Ja] {
            let t = text(&s, lang);
            println!(
                "{} {:?}\n  {}\n  {}\n  {}",
                s.technique.id(),
                lang,
                t.nudge,
                t.hint,
                t.full
            );
            for part in [&t.nudge, &t.hint, &t.full] {
                assert!(!part.contains(['{', '}', '$']), "{lang:?}: {part}");
            }
            for &p in &s.cells {
                assert!(
                    t.full.contains(&r1c1(p)),
                    "{lang:?} lacks {}: {}",
                    r1c1(p),
                    t.full
                );
            }
            for e in &s.eliminations {
                let cell = r1c1(e.pos);
                assert!(t.full.contains(&cell), "{lang:?}: {}", t.full);
                assert!(!t.nudge.contains(&cell), "{lang:?} nudge names {cell}");
                assert!(!t.hint.contains(&cell), "{lang:?} hint names {cell}");
            }
        }
    }
    for id in [
        "hint.als_xy_wing",
        "hint.als_xy_chain",
        "hint.sue_de_coq",
        "full.als_xy_wing",
        "full.als_xy_chain",
        "full.sue_de_coq",
    ] {
        assert!(ids.contains(id), "no step says {id}");
    }
}

/// Simple and multi-colouring on HoDoKu's own colouring states (the
/// learner path's next step there, `hodoku_learner.tsv`): a trap's full
/// text names, for each cell it clears, the two cells of opposite colours
/// that cell sees, so the player can check each removal on the board; a
/// colour of one cell is never "all of" it.
#[test]
fn colouring_texts_name_what_each_cleared_cell_sees() {
    use sudoku_core::logic::PencilMarks;
    use sudoku_core::logic::{next_step_in, Style};
    const HODOKU: &str = include_str!("../../sudoku-core/tests/fixtures/hodoku_learner.tsv");
    let mut checked = 0;
    for l in HODOKU.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = l.split('\t').collect();
        if f.len() < 6
            || !matches!(
                f[3],
                "SIMPLE_COLORS_TRAP" | "MULTI_COLORS_1" | "MULTI_COLORS_2"
            )
        {
            continue;
        }
        let grid: Grid = f[4].parse().unwrap();
        let mut masks = [0u16; 81];
        for (i, group) in f[5].split(',').enumerate() {
            masks[i] = group.bytes().fold(0, |m, b| m | 1 << (b - b'1'));
        }
        let marks = PencilMarks::from_masks(masks).unwrap();
        let c = Candidates::from_grid_and_marks(&grid, marks.masks());
        let Some(s) = next_step_in(Style::Learner, &c, &Budget::unlimited()) else {
            continue;
        };
        let sights: Vec<[Pos; 3]> = match &*s.reason {
            Reason::SimpleColouring {
                cluster,
                wrap: None,
                ..
            } => sights(&s, &cluster.colours[0], &cluster.colours[1]),
            Reason::MultiColouring {
                kind: 2,
                a,
                b,
                a_colour,
                b_colour,
                ..
            } => sights(
                &s,
                &a.colours[1 - usize::from(*a_colour & 1)],
                &b.colours[1 - usize::from(*b_colour & 1)],
            ),
            _ => continue,
        };
        assert!(!sights.is_empty(), "{}", s.technique.id());
        for lang in [Lang::En, Lang::Ko, Lang::Ja] {
            let full = text(&s, lang).full;
            if checked < 2 || s.technique == Technique::MultiColouring && checked % 3 == 0 {
                println!("{} {lang:?}: {full}", s.technique.id());
            }
            for [cell, x, y] in &sights {
                let (cell, x, y) = (r1c1(*cell), r1c1(*x), r1c1(*y));
                // One sentence says it: "r5c5 sees r5c4 and r4c5".
                let said = match lang {
                    Lang::En => full.contains(&format!("{cell} sees {x} and {y}")),
                    Lang::Ko => full.split(". ").any(|seg| {
                        seg.starts_with(&cell)
                            && seg.contains(&x)
                            && seg.contains(&y)
                            && seg.ends_with("봅니다")
                    }),
                    _ => full.contains(&format!("{cell}からは{x}と{y}が見えます")),
                };
                assert!(said, "{lang:?} does not say what {cell} sees: {full}");
                assert!(full.contains(&x) && full.contains(&y), "{lang:?}: {full}");
            }
            if lang == Lang::En {
                assert!(!one_cell_all(&full), "«all of» one cell: {full}");
            }
        }
        checked += 1;
    }
    assert!(checked >= 10, "{checked} colouring traps checked");
}

/// Whether an English text says "all of" a single cell.
fn one_cell_all(full: &str) -> bool {
    full.split("all of ").skip(1).any(|rest| {
        let first: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect();
        let after = &rest[first.len()..];
        after.starts_with(" is") || after.starts_with(" were") || after.starts_with(" are")
    })
}

/// For each cleared cell, a cell of `one` and a cell of `other` it sees.
fn sights(s: &Step, one: &[Pos], other: &[Pos]) -> Vec<[Pos; 3]> {
    let sees = |a: Pos, b: Pos| {
        a != b
            && (a.row() == b.row()
                || a.col() == b.col()
                || a.row() / 3 == b.row() / 3 && a.col() / 3 == b.col() / 3)
    };
    let mut out = Vec::new();
    for e in &s.eliminations {
        let x = one.iter().copied().find(|&p| sees(e.pos, p));
        let y = other.iter().copied().find(|&p| sees(e.pos, p));
        if let (Some(x), Some(y)) = (x, y) {
            if !out.iter().any(|s: &[Pos; 3]| s[0] == e.pos) {
                out.push([e.pos, x, y]);
            }
        }
    }
    out
}

/// Unique rectangle types 5 and 6 and the hidden rectangle: the full text
/// names the rectangle's four cells and every removal, in every language;
/// the nudge names no removed cell and the hint no removed candidate.
#[test]
fn uniqueness_texts_name_the_rectangle_and_hide_the_result_until_full() {
    for s in learner_uniqueness::all() {
        for lang in [Lang::En, Lang::Ko, Lang::Ja] {
            let t = text(&s, lang);
            println!(
                "{} {:?}\n  {}\n  {}\n  {}",
                s.technique.id(),
                lang,
                t.nudge,
                t.hint,
                t.full
            );
            for &p in &s.cells {
                assert!(t.full.contains(&r1c1(p)), "{lang:?}: {}", t.full);
            }
            for e in &s.eliminations {
                let cell = r1c1(e.pos);
                assert!(t.full.contains(&cell), "{lang:?}: {}", t.full);
                assert!(!t.nudge.contains(&cell), "{lang:?} nudge names {cell}");
            }
        }
        // The hint names the rectangle and the pair's digits that are not
        // removed from it: never a removed digit of a rectangle cell.
        let hint = s.messages().hint;
        for (_, v) in &hint.params {
            if let sudoku_core::logic::Value::Digits(d) = v {
                for e in &s.eliminations {
                    assert!(
                        !(s.cells.contains(&e.pos) && d.contains(&e.digit)),
                        "{}: the hint names {}",
                        s.technique.id(),
                        e.digit
                    );
                }
            }
        }
    }
}
