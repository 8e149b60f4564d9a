//! Finned and sashimi fish, Empty Rectangle and W-Wing: a hand-made
//! position each with its exact eliminations, and soundness at every state
//! of SE's paths through the fixtures.

use super::*;
use crate::logic::reason::Reason;
use crate::logic::techniques::Finder;
use crate::logic::techniques::{empty_rectangle, finned_fish, w_wing};

#[test]
fn finned_x_wing() {
    // 4 in row 2 at c3, c8; in row 7 at c3, c8 and the fin r7c1 (box 7).
    let c = marks(|m| {
        row_only(m, 2, 4, &[3, 8]);
        row_only(m, 7, 4, &[1, 3, 8]);
    });
    let s = finned_fish::find_finned_x_wing(&c).unwrap();
    assert_eq!(s.technique, Technique::FinnedXWing, "{s}");
    assert_eq!(elim_cells(&s), vec![(8, 3, 4), (9, 3, 4)]);
    assert!(fish::find_x_wing(&c).is_none());
    let Reason::FinnedFish { fins, .. } = &*s.reason else {
        panic!("{:?}", s.reason)
    };
    assert_eq!(fins, &vec![Pos { row: 6, col: 0 }]);
}

#[test]
fn sashimi_x_wing() {
    // 4 in row 2 at c3, c8; in row 7 only at c3 and the fins r7c1, r7c2:
    // without the fins row 7 keeps one 4.
    let c = marks(|m| {
        row_only(m, 2, 4, &[3, 8]);
        row_only(m, 7, 4, &[1, 2, 8]);
    });
    let s = finned_fish::find_finned_x_wing(&c).unwrap();
    assert_eq!(s.technique, Technique::SashimiXWing, "{s}");
    // Cover columns 3 and 8 — only column 3 crosses box 7... the fins are
    // in box 7, so only r8c3 and r9c3 see them.
    assert_eq!(elim_cells(&s), vec![(8, 3, 4), (9, 3, 4)]);
}

#[test]
fn finned_swordfish_and_jellyfish() {
    let c = marks(|m| {
        row_only(m, 1, 5, &[2, 5]);
        row_only(m, 4, 5, &[5, 8]);
        row_only(m, 8, 5, &[2, 8, 9]);
    });
    assert!(finned_fish::find_finned_x_wing(&c).is_none());
    let s = finned_fish::find_finned_swordfish(&c).unwrap();
    assert_eq!(s.technique, Technique::FinnedSwordfish, "{s}");
    // Fin r8c9 (box 9): column 8 of box 9 outside row 8.
    assert_eq!(elim_cells(&s), vec![(7, 8, 5), (9, 8, 5)]);
    let c = marks(|m| {
        row_only(m, 1, 6, &[1, 4]);
        row_only(m, 2, 6, &[4, 7]);
        row_only(m, 4, 6, &[7, 9]);
        row_only(m, 5, 6, &[1, 6, 9]);
    });
    let s = finned_fish::find_finned_jellyfish(&c).unwrap();
    // The first cover set is columns 1, 4, 6, 7: the fins r4c9 and r5c9
    // (box 6) leave row 4 one 6 in the cover (r4c7): sashimi. Column 7 in
    // box 6 outside the base rows is r6c7.
    assert_eq!(s.technique, Technique::SashimiJellyfish, "{s}");
    assert_eq!(elim_cells(&s), vec![(6, 7, 6)]);
}

#[test]
fn empty_rectangle() {
    // Box 5: 7 only at r4c5, r4c6, r6c6 (row 4 and column 6). Column 2:
    // 7 only at r4c2 and r8c2. So r8c6 is not 7.
    let c = marks(|m| {
        for (r, col) in [(4, 4), (5, 4), (5, 5), (5, 6), (6, 4), (6, 5)] {
            m[at(r, col)] &= !bit(7);
        }
        column_only(m, 2, 7, &[4, 8]);
    });
    let s = empty_rectangle::find_empty_rectangle(&c).unwrap();
    assert_eq!(s.technique, Technique::EmptyRectangle, "{s}");
    assert_eq!(elim_cells(&s), vec![(8, 6, 7)]);
    assert!(empty_rectangle::find_empty_rectangle(&marks(|_| {})).is_none());
}

#[test]
fn w_wing() {
    // r1c1 and r5c9 hold {1, 2}; 1 in row 9 only at r9c1 and r9c9.
    let c = marks(|m| {
        m[at(1, 1)] = bit(1) | bit(2);
        m[at(5, 9)] = bit(1) | bit(2);
        row_only(m, 9, 1, &[1, 9]);
    });
    let s = w_wing::find_w_wing(&c).unwrap();
    assert_eq!(s.technique, Technique::WWing, "{s}");
    // Cells seeing r1c1 and r5c9: r1c9 and r5c1.
    assert_eq!(elim_cells(&s), vec![(1, 9, 2), (5, 1, 2)]);
    assert!(w_wing::find_w_wing(&marks(|_| {})).is_none());
}

const LEARNER: [(&str, Finder); 5] = [
    ("finned x-wing", finned_fish::find_finned_x_wing),
    ("finned swordfish", finned_fish::find_finned_swordfish),
    ("finned jellyfish", finned_fish::find_finned_jellyfish),
    ("empty rectangle", empty_rectangle::find_empty_rectangle),
    ("w-wing", w_wing::find_w_wing),
];

fn allowed(i: usize, t: Technique) -> bool {
    match i {
        0 => matches!(t, Technique::FinnedXWing | Technique::SashimiXWing),
        1 => matches!(t, Technique::FinnedSwordfish | Technique::SashimiSwordfish),
        2 => matches!(t, Technique::FinnedJellyfish | Technique::SashimiJellyfish),
        3 => t == Technique::EmptyRectangle,
        _ => t == Technique::WWing,
    }
}

/// Walks SE's path of each puzzle and calls every learner finder at every
/// state; panics on an unsound step. Returns, per finder and per
/// technique, the states where it fired.
fn walk(
    puzzles: impl Iterator<Item = Grid>,
) -> ([u32; 5], std::collections::BTreeMap<Technique, u32>) {
    let mut fired = [0u32; 5];
    let mut per = std::collections::BTreeMap::new();
    for g in puzzles {
        let sol = solution(&g);
        let start = Candidates::from_grid(&g);
        let path = rate_candidates(start.clone(), &Budget::unlimited(), true).path;
        let mut c = start;
        for step in path.iter().map(Some).chain(std::iter::once(None)) {
            for (i, (name, f)) in LEARNER.iter().enumerate() {
                if let Some(s) = f(&c) {
                    assert!(allowed(i, s.technique), "{name} gave {s}");
                    assert_eq!(s.rating, s.technique.facts().min);
                    assert!(!s.eliminations.is_empty(), "{s}");
                    for e in &s.eliminations {
                        let x = e.pos.index();
                        assert!(
                            c.has(x, e.digit.get()),
                            "{s} removes an absent mark on {}",
                            g.to_line()
                        );
                        assert_ne!(
                            sol.cells()[x],
                            e.digit.get(),
                            "{s} unsound on {}",
                            g.to_line()
                        );
                    }
                    fired[i] += 1;
                    *per.entry(s.technique).or_insert(0) += 1;
                }
            }
            match step {
                Some(st) => apply(&mut c, st),
                None => break,
            }
        }
    }
    (fired, per)
}

#[test]
fn learner_fish_steps_are_sound_on_se_paths() {
    let magic = include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/se_magictour.tsv"
    ));
    let clue17 = include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/se_17clue_2000.tsv"
    ));
    let mut puzzles = fixture_puzzles(magic, 40);
    puzzles.extend(fixture_puzzles(clue17, 80));
    let (fired, per) = walk(puzzles.into_iter());
    eprintln!("fired: {fired:?} {per:?}");
    for (i, (name, _)) in LEARNER.iter().enumerate() {
        assert!(fired[i] >= 100, "{name} fired on only {} states", fired[i]);
    }
}

/// The same over a whole data set (`LEARNER_FILE`, one puzzle a line,
/// default magictour_top1465): `cargo test --release -p sudoku-core --lib
/// learner_fish -- --ignored --nocapture`.
#[test]
#[ignore]
fn learner_fish_steps_are_sound_on_a_data_set() {
    let path = std::env::var("LEARNER_FILE").unwrap_or_else(|_| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../../shared/data/magictour_top1465.txt"
        )
        .to_string()
    });
    let text = std::fs::read_to_string(&path).unwrap();
    let every: usize = std::env::var("LEARNER_EVERY")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let puzzles = fixture_puzzles(&text, every);
    let n = puzzles.len();
    let (fired, per) = walk(puzzles.into_iter());
    eprintln!("{n} puzzles; fired: {fired:?} {per:?}");
    assert!(n > 0);
}

/// Prints, per learner technique, the first state of SE's paths over the
/// magictour fixture where the finder fires and SE's next step is another
/// technique, in the catalogue's `id puzzle grid marks` form, with the
/// step: `cargo test -p sudoku-core --lib learner_fish_examples --
/// --ignored --nocapture`.
#[test]
#[ignore]
fn learner_fish_examples() {
    let magic = include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/se_magictour.tsv"
    ));
    let mut found: std::collections::BTreeSet<Technique> = std::collections::BTreeSet::new();
    for g in fixture_puzzles(magic, 1) {
        let start = Candidates::from_grid(&g);
        let path = rate_candidates(start.clone(), &Budget::unlimited(), true).path;
        let mut c = start;
        for st in &path {
            for (_, f) in LEARNER {
                if let Some(s) = f(&c) {
                    if s.technique != st.technique && found.insert(s.technique) {
                        let grid = c.to_grid();
                        println!(
                            "{} {} {} {}\n  {s}\n  {:?}",
                            s.technique.id(),
                            g.to_line(),
                            grid.to_line(),
                            crate::logic::catalogue::marks_text(&grid, &c),
                            s
                        );
                    }
                }
            }
            apply(&mut c, st);
        }
        if found.len() == 8 {
            break;
        }
    }
}
