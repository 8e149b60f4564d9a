//! Unique rectangle types 5 and 6 and the hidden rectangle: hand-made
//! positions with their exact eliminations, soundness at every state of
//! SE's path on the repository's fixtures, and HoDoKu's own uniqueness
//! steps (BUG+1 among them) against ours.

use std::collections::{BTreeMap, BTreeSet};

use super::{at, column_only, elim_cells, fixture_puzzles, marks, row_only, solution};
use crate::logic::candidates::bit;
use crate::logic::learner::{finder, next_step_in, Style};
use crate::logic::rater::apply;
use crate::logic::reason::{Reason, Unique};
use crate::logic::techniques::rectangles::{
    find_hidden_rectangle, find_unique_rectangle_5, find_unique_rectangle_6,
};
use crate::logic::techniques::uniqueness::find_unique_loop;
use crate::logic::techniques::Finder;
use crate::logic::{rate_candidates, Candidates, Step, Technique};
use crate::{Budget, Grid, Pos};

/// The rectangle r1c1 r1c2 r4c2 r4c1 (boxes 1 and 4) on {1, 2}, with
/// r1c1 and r4c2 holding only 1 and 2.
fn rectangle(m: &mut [u16; 81]) {
    m[at(1, 1)] = bit(1) | bit(2);
    m[at(4, 2)] = bit(1) | bit(2);
}

#[test]
fn unique_rectangle_type_5_on_a_diagonal() {
    // r1c2 and r4c1 hold 1, 2 and 3: one of them is 3, so 3 leaves the
    // cells that see both (box 1's and box 4's cells in their columns).
    let c = marks(|m| {
        rectangle(m);
        m[at(1, 2)] = bit(1) | bit(2) | bit(3);
        m[at(4, 1)] = bit(1) | bit(2) | bit(3);
    });
    let s = find_unique_rectangle_5(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::UniqueRectangle5, 45));
    assert_eq!(
        elim_cells(&s),
        vec![(2, 1, 3), (3, 1, 3), (5, 2, 3), (6, 2, 3)]
    );
    let Reason::Unique(Unique::Type2 { cells, digit }) = &*s.reason else {
        panic!("{s}");
    };
    assert_eq!((cells.len(), *digit), (2, 3));
    // SE calls the same pattern type 2; the learner path names it type 5.
    let se = find_unique_loop(&c).unwrap();
    assert_eq!(se.technique, Technique::UniqueRectangle2);
    assert_eq!(elim_cells(&se), elim_cells(&s));
    assert!(finder(Technique::UniqueRectangle1).unwrap()(&c).is_none());
    let learner = next_step_in(Style::Learner, &c, &Budget::unlimited()).unwrap();
    assert_eq!(learner.technique, Technique::UniqueRectangle5);
    assert!(find_unique_rectangle_6(&c).is_none());
    assert!(find_hidden_rectangle(&c).is_none());
}

#[test]
fn unique_rectangle_type_2_in_a_row_is_not_type_5() {
    // The extras in r4c1 and r4c2 (one row): HoDoKu's type 2, SE's too.
    let c = marks(|m| {
        m[at(1, 1)] = bit(1) | bit(2);
        m[at(1, 2)] = bit(1) | bit(2);
        m[at(4, 1)] = bit(1) | bit(2) | bit(3);
        m[at(4, 2)] = bit(1) | bit(2) | bit(3);
    });
    assert!(find_unique_rectangle_5(&c).is_none());
    // (The learner path's first step here is the naked pair in row 1.)
    let types_1_to_4 = finder(Technique::UniqueRectangle1).unwrap();
    assert_eq!(
        types_1_to_4(&c).unwrap().technique,
        Technique::UniqueRectangle2
    );
}

#[test]
fn unique_rectangle_type_6() {
    // 1 lies only in the rectangle in rows 1 and 4 and columns 1 and 2:
    // neither r1c2 nor r4c1 can be 1.
    let c = marks(|m| {
        rectangle(m);
        m[at(1, 2)] = bit(1) | bit(2) | bit(3);
        m[at(4, 1)] = bit(1) | bit(2) | bit(4);
        row_only(m, 1, 1, &[1, 2]);
        row_only(m, 4, 1, &[1, 2]);
        column_only(m, 1, 1, &[1, 4]);
        column_only(m, 2, 1, &[1, 4]);
    });
    assert!(find_unique_rectangle_5(&c).is_none());
    let s = find_unique_rectangle_6(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::UniqueRectangle6, 46));
    assert_eq!(elim_cells(&s), vec![(1, 2, 1), (4, 1, 1)]);
    let Reason::UniqueRectangle6 { digit, other, .. } = &*s.reason else {
        panic!("{s}");
    };
    assert_eq!((*digit, *other), (1, 2));
    // One column still holding 1 outside the rectangle: HoDoKu's type 6
    // wants both rows and both columns.
    let c = marks(|m| {
        rectangle(m);
        m[at(1, 2)] = bit(1) | bit(2) | bit(3);
        m[at(4, 1)] = bit(1) | bit(2) | bit(4);
        row_only(m, 1, 1, &[1, 2]);
        row_only(m, 4, 1, &[1, 2]);
        column_only(m, 1, 1, &[1, 4]);
    });
    assert!(find_unique_rectangle_6(&c).is_none());
}

#[test]
fn hidden_rectangle() {
    // r1c1 holds only 1 and 2; in row 4 and column 2, 1 lies only in the
    // rectangle. If r4c2 were 2, r4c1 and r1c2 would be 1 and r1c1 2.
    let c = marks(|m| {
        m[at(1, 1)] = bit(1) | bit(2);
        row_only(m, 4, 1, &[1, 2]);
        column_only(m, 2, 1, &[1, 4]);
    });
    let s = find_hidden_rectangle(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::HiddenRectangle, 46));
    assert_eq!(elim_cells(&s), vec![(4, 2, 2)]);
    let Reason::HiddenRectangle {
        corner,
        opposite,
        row_mate,
        column_mate,
        digit,
        removed,
        ..
    } = &*s.reason
    else {
        panic!("{s}");
    };
    let p = |r: u8, c: u8| Pos {
        row: r - 1,
        col: c - 1,
    };
    assert_eq!(
        (*corner, *opposite, *row_mate, *column_mate),
        (p(1, 1), p(4, 2), p(4, 1), p(1, 2))
    );
    assert_eq!((*digit, *removed), (1, 2));
    assert!(find_unique_rectangle_5(&c).is_none());
    assert!(find_unique_rectangle_6(&c).is_none());
    // Without the column's strong link nothing follows.
    let c = marks(|m| {
        m[at(1, 1)] = bit(1) | bit(2);
        row_only(m, 4, 1, &[1, 2]);
    });
    assert!(find_hidden_rectangle(&c).is_none());
}

/// Per finder: states where it fired, and one state (grid, candidates)
/// where it fired while SE's next step was a harder technique.
struct Walk {
    fired: [usize; 3],
    states: usize,
    example: [Option<(Grid, Candidates)>; 3],
}

const FINDERS: [(Technique, Finder); 3] = [
    (Technique::UniqueRectangle5, find_unique_rectangle_5),
    (Technique::UniqueRectangle6, find_unique_rectangle_6),
    (Technique::HiddenRectangle, find_hidden_rectangle),
];

/// Walks each puzzle's SE path and checks every step the finders return
/// at every state: of their technique, removing only present candidates
/// that are not the solution's.
fn walk(puzzles: impl Iterator<Item = Grid>) -> Walk {
    let mut w = Walk {
        fired: [0; 3],
        states: 0,
        example: [None, None, None],
    };
    for g in puzzles {
        let sol = solution(&g);
        let start = Candidates::from_grid(&g);
        let path = rate_candidates(start.clone(), &Budget::unlimited(), true).path;
        let mut c = start;
        for next in &path {
            w.states += 1;
            for (k, (t, f)) in FINDERS.iter().enumerate() {
                let Some(s) = f(&c) else { continue };
                assert_eq!(s.technique, *t, "{s} on {}", g.to_line());
                assert!(!s.eliminations.is_empty(), "{s}");
                for e in &s.eliminations {
                    let i = e.pos.index();
                    assert!(c.has(i, e.digit.get()), "{s} removes an absent candidate");
                    assert_ne!(sol.cells()[i], e.digit.get(), "{s} on {}", g.to_line());
                }
                w.fired[k] += 1;
                if w.example[k].is_none() && next.rating > s.rating {
                    w.example[k] = Some((g, c.clone()));
                }
            }
            apply(&mut c, next);
        }
    }
    w
}

#[test]
fn rectangles_are_sound_on_the_fixture_paths() {
    let magictour = include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/se_magictour.tsv"
    ));
    let seventeen = include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/se_17clue_2000.tsv"
    ));
    let mut puzzles = fixture_puzzles(magictour, 8);
    puzzles.extend(fixture_puzzles(seventeen, 20));
    let w = walk(puzzles.into_iter());
    println!("{} states; fired: {:?}", w.states, w.fired);
    // SE's path takes most type 5 patterns itself (as its type 2), so the
    // floor for type 5 is low.
    assert!(w.fired[0] >= 1, "type 5 fired on {} states", w.fired[0]);
    assert!(w.fired[1] >= 100, "type 6 fired on {} states", w.fired[1]);
    assert!(
        w.fired[2] >= 1000,
        "hidden rectangle fired on {} states",
        w.fired[2]
    );
}

/// The same over the shared data sets (magictour_top1465, 17_clue), with
/// figures and a catalogue example per technique printed:
/// `DATA_DIR=/work/shared/data cargo test -p sudoku-core --lib learner_uniqueness -- --ignored --nocapture`.
#[test]
#[ignore]
fn rectangles_are_sound_on_the_shared_data() {
    // DATA_DIR, EVERY: see `shared_data_sets`.
    for (name, puzzles) in super::shared_data_sets() {
        let n = puzzles.len();
        let w = walk(puzzles.into_iter());
        println!(
            "{name}: {n} puzzles, {} states; type 5 fired on {}, type 6 on {}, hidden rectangle on {}",
            w.states, w.fired[0], w.fired[1], w.fired[2]
        );
        for (k, (t, _)) in FINDERS.iter().enumerate() {
            if let Some((g, c)) = &w.example[k] {
                println!(
                    "{} {} {} {}",
                    t.id(),
                    g.to_line(),
                    c.to_grid().to_line(),
                    crate::logic::catalogue::marks_text(&c.to_grid(), c)
                );
            }
        }
    }
}

const HODOKU: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/hodoku_uniqueness.tsv"
));

/// Our technique for HoDoKu's step type (its BUG+1 is SE's BUG type 1).
fn ours(hodoku: &str) -> Technique {
    match hodoku {
        "UNIQUENESS_5" => Technique::UniqueRectangle5,
        "UNIQUENESS_6" => Technique::UniqueRectangle6,
        "HIDDEN_RECTANGLE" => Technique::HiddenRectangle,
        "BUG_PLUS_1" => Technique::Bug1,
        other => panic!("no technique of ours for HoDoKu's {other}"),
    }
}

/// The fixture's states: set, HoDoKu's technique as ours, the grid, its
/// candidates, HoDoKu's eliminations (`r1c2<>3`).
fn hodoku_states() -> Vec<(&'static str, Technique, Grid, Candidates, BTreeSet<String>)> {
    HODOKU
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            let grid: Grid = f[4].parse().unwrap();
            let mut masks = [0u16; 81];
            for (i, group) in f[5].split(',').enumerate() {
                masks[i] = group.bytes().fold(0, |m, b| m | 1u16 << (b - b'1'));
            }
            let c = Candidates::from_grid_and_marks(&grid, &masks);
            let set = if f[0] == "17clue" {
                "17-clue"
            } else {
                "magictour"
            };
            let chosen = f[6].split_whitespace().map(str::to_owned).collect();
            (set, ours(f[3]), grid, c, chosen)
        })
        .collect()
}

fn removed(s: &Step) -> BTreeSet<String> {
    s.eliminations
        .iter()
        .map(|c| format!("r{}c{}<>{}", c.pos.row + 1, c.pos.col + 1, c.digit))
        .collect()
}

/// Whether HoDoKu's removals at a state rest on a rectangle with a
/// missing candidate (HoDoKu's "allow missing candidates" in uniqueness
/// tests, on by default): four unsolved cells in two boxes holding every
/// removed cell, one of them holding only the removed digit and another
/// digit, and one lacking one of the two. Our rectangles need both digits
/// in all four cells, so these are HoDoKu's steps that ours cannot find.
fn missing_candidate_rectangle(c: &Candidates, chosen: &BTreeSet<String>) -> bool {
    let removed: Vec<(usize, u8)> = chosen
        .iter()
        .filter_map(|e| {
            let b = e.as_bytes();
            let (r, col, d) = (b.get(1)?, b.get(3)?, b.get(6)?);
            Some((
                usize::from(r - b'1') * 9 + usize::from(col - b'1'),
                d - b'0',
            ))
        })
        .collect();
    let Some(&(_, d)) = removed.first() else {
        return false;
    };
    (0..9).any(|r1| {
        (r1 + 1..9).any(|r2| {
            (0..9).any(|c1| {
                (c1 + 1..9).any(|c2| {
                    let cells = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c2, r2 * 9 + c1];
                    let two_boxes = r1 / 3 == r2 / 3 || c1 / 3 == c2 / 3;
                    two_boxes
                        && cells.iter().all(|&x| c.value(x) == 0)
                        && removed.iter().all(|(x, _)| cells.contains(x))
                        && (1..=9).filter(|&x| x != d).any(|x| {
                            let pair = bit(x) | bit(d);
                            cells.iter().any(|&v| c.cands(v) == pair)
                                && cells.iter().any(|&v| c.cands(v) & pair != pair)
                        })
                })
            })
        })
    })
}

/// At each state where HoDoKu's next step is a type 5 or 6 or a hidden
/// rectangle (its chosen step only: the fixture holds no other steps),
/// our producer of it finds a step, or HoDoKu's rests on a rectangle with
/// a missing candidate, which ours do not take; the table
/// (docs/techniques.md) counts how often its removals are HoDoKu's and the
/// learner path's next step is of the technique:
/// `cargo test -p sudoku-core --lib learner_uniqueness::hodoku -- --nocapture`.
#[test]
fn hodoku_uniqueness_steps_are_found() {
    let mut table: BTreeMap<(&str, &str), [u32; 5]> = BTreeMap::new();
    for (set, t, _, c, chosen) in hodoku_states() {
        if t == Technique::Bug1 {
            continue;
        }
        let n = table.entry((t.id(), set)).or_default();
        n[0] += 1;
        let find = finder(t).unwrap();
        match find(&c) {
            Some(s) => {
                assert_eq!(s.technique, t, "{s}");
                n[1] += 1;
                if removed(&s) == chosen {
                    n[2] += 1;
                }
            }
            None => {
                assert!(
                    missing_candidate_rectangle(&c, &chosen),
                    "{} {set}: HoDoKu's {chosen:?} missed\n{}",
                    t.id(),
                    crate::logic::catalogue::marks_text(&c.to_grid(), &c)
                );
                n[4] += 1;
            }
        }
        let next = next_step_in(Style::Learner, &c, &Budget::unlimited());
        if next.is_some_and(|s| s.technique == t) {
            n[3] += 1;
        }
    }
    eprintln!(
        "| technique | set | HoDoKu's steps | ours finds one | the same removals | \
         the learner path's next step | a missing candidate in HoDoKu's |"
    );
    eprintln!("|---|---|---|---|---|---|---|");
    for ((id, set), n) in &table {
        eprintln!(
            "| `{id}` | {set} | {} | {} | {} | {} | {} |",
            n[0], n[1], n[2], n[3], n[4]
        );
    }
    // Every kind and set of the fixture is met.
    assert_eq!(table.len(), 5, "{table:?}");
}

/// HoDoKu's BUG+1 is SE's BUG type 1, which the learner path already
/// takes: at every BUG+1 state of the fixture our BUG finder gives a BUG
/// type 1 with HoDoKu's removals, and it is the learner path's next step.
/// So BUG+1 needs no producer of its own.
#[test]
fn hodoku_bug_plus_1_is_se_bug_type_1() {
    let mut n = 0;
    for (set, t, _, c, chosen) in hodoku_states() {
        if t != Technique::Bug1 {
            continue;
        }
        n += 1;
        let s = finder(Technique::Bug1).unwrap()(&c).unwrap();
        assert_eq!(
            (s.technique, removed(&s)),
            (Technique::Bug1, chosen),
            "{set}"
        );
        let next = next_step_in(Style::Learner, &c, &Budget::unlimited()).unwrap();
        assert_eq!(next.technique, Technique::Bug1, "{set}: {next}");
    }
    assert_eq!(n, 99);
}

/// Prints, per technique of the family, the first fixture state where the
/// learner path's next step is of it, as `id set puzzle-number grid marks`
/// (a catalogue example's source).
#[test]
#[ignore = "prints catalogue candidates"]
fn print_uniqueness_example_states() {
    let mut done = BTreeSet::new();
    for (set, _, g, c, _) in hodoku_states() {
        let Some(s) = next_step_in(Style::Learner, &c, &Budget::unlimited()) else {
            continue;
        };
        if FINDERS.iter().any(|(t, _)| *t == s.technique) && done.insert(s.technique) {
            println!(
                "{} {set} {} {}\n{s}",
                s.technique.id(),
                g.to_line(),
                crate::logic::catalogue::marks_text(&g, &c)
            );
        }
    }
}
