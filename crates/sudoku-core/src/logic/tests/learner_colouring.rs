//! Simple colouring and multi-colouring: hand-made positions with their
//! exact eliminations, and soundness at every state of SE's path on the
//! repository's fixtures.

use super::{at, column_only, elim_cells, fixture_puzzles, marks, row_only, solution};
use crate::logic::candidates::bit;
use crate::logic::rater::apply;
use crate::logic::reason::Reason;
use crate::logic::techniques::als_xz::find_als_xz;
use crate::logic::techniques::colouring::{find_multi_colouring, find_simple_colouring};
use crate::logic::techniques::Finder;
use crate::logic::{rate_candidates, Candidates, Technique};
use crate::{Budget, Grid};

#[test]
fn simple_colouring_trap() {
    // 1: row 1 only at c1, c5; column 5 only at r1, r3. r1c1 and r3c5 take
    // one colour, r1c5 the other; box 2's cells in rows 2 and 3 see both.
    let c = marks(|m| {
        row_only(m, 1, 1, &[1, 5]);
        column_only(m, 5, 1, &[1, 3]);
    });
    let s = find_simple_colouring(&c).unwrap();
    assert_eq!(
        (s.technique, s.rating.0),
        (
            Technique::SimpleColouring,
            Technique::SimpleColouring.facts().min.0
        )
    );
    assert_eq!(
        elim_cells(&s),
        vec![(2, 4, 1), (2, 6, 1), (3, 4, 1), (3, 6, 1)]
    );
    let Reason::SimpleColouring { wrap, cluster, .. } = &*s.reason else {
        panic!("{s}");
    };
    assert!(wrap.is_none());
    assert_eq!(cluster.links.len(), 2);
    assert!(find_multi_colouring(&c).is_none());
    assert!(find_simple_colouring(&marks(|_| {})).is_none());
}

#[test]
fn simple_colouring_wrap() {
    // 1: row 1 at c1, c5; column 5 at r1, r4; row 4 at c5, c2; column 2
    // at r4, r2. r1c1, r4c5 and r2c2 take one colour, and r1c1 and r2c2
    // share box 1: that colour is false.
    let c = marks(|m| {
        row_only(m, 1, 1, &[1, 5]);
        column_only(m, 5, 1, &[1, 4]);
        row_only(m, 4, 1, &[2, 5]);
        column_only(m, 2, 1, &[2, 4]);
    });
    let s = find_simple_colouring(&c).unwrap();
    assert_eq!(elim_cells(&s), vec![(1, 1, 1), (2, 2, 1), (4, 5, 1)]);
    let Reason::SimpleColouring { wrap, .. } = &*s.reason else {
        panic!("{s}");
    };
    assert!(wrap.is_some());
}

#[test]
fn multi_colouring_type_1() {
    // Cluster A on 1: r1c1, r7c5 | r1c5 (row 1, column 5). Cluster B:
    // r2c2 | r7c2 (column 2). r1c1 sees r2c2 and r7c5 sees r7c2: A's first
    // colour sees both colours of B, so it is false.
    let c = marks(|m| {
        row_only(m, 1, 1, &[1, 5]);
        column_only(m, 5, 1, &[1, 7]);
        column_only(m, 2, 1, &[2, 7]);
    });
    assert!(find_simple_colouring(&c).is_none());
    let s = find_multi_colouring(&c).unwrap();
    assert_eq!(
        (s.technique, s.rating.0),
        (
            Technique::MultiColouring,
            Technique::MultiColouring.facts().min.0
        )
    );
    assert_eq!(elim_cells(&s), vec![(1, 1, 1), (7, 5, 1)]);
    assert!(matches!(&*s.reason, Reason::MultiColouring { kind: 1, .. }));
}

#[test]
fn multi_colouring_type_2() {
    // Cluster A on 1: r1c1 | r1c5 (row 1). Cluster B: r2c2 | r7c2
    // (column 2). r1c1 sees r2c2, so r1c5 or r7c2 holds the 1; r7c5 sees
    // both.
    let c = marks(|m| {
        row_only(m, 1, 1, &[1, 5]);
        column_only(m, 2, 1, &[2, 7]);
    });
    assert!(find_simple_colouring(&c).is_none());
    let s = find_multi_colouring(&c).unwrap();
    assert_eq!(elim_cells(&s), vec![(7, 5, 1)]);
    assert!(matches!(&*s.reason, Reason::MultiColouring { kind: 2, .. }));
}

#[test]
fn als_xz_singly_linked() {
    // A: r1c1 {1,2}; B: r5c1 {1,3}, r5c2 {2,3} (row 5). The 1s see each
    // other (column 1), so 1 is restricted; a cell seeing r1c1 and r5c2
    // loses 2.
    let c = marks(|m| {
        m[at(1, 1)] = bit(1) | bit(2);
        m[at(5, 1)] = bit(1) | bit(3);
        m[at(5, 2)] = bit(2) | bit(3);
    });
    let s = find_als_xz(&c).unwrap();
    assert_eq!(
        (s.technique, s.rating.0),
        (Technique::AlsXz, Technique::AlsXz.facts().min.0)
    );
    assert_eq!(
        elim_cells(&s),
        vec![(1, 2, 2), (2, 2, 2), (3, 2, 2), (4, 1, 2), (6, 1, 2)]
    );
    let Reason::AlsXz { restricted, .. } = &*s.reason else {
        panic!("{s}");
    };
    assert_eq!(restricted, &vec![1]);
    assert!(find_als_xz(&marks(|_| {})).is_none());
}

/// Per finder: states where it fired, and one state (grid, candidates)
/// where it fired while SE's next step was a harder technique.
struct Walk {
    fired: [usize; 3],
    slowest: [std::time::Duration; 3],
    states: usize,
    example: [Option<(Grid, Candidates)>; 3],
}

const FINDERS: [(Technique, Finder); 3] = [
    (Technique::SimpleColouring, find_simple_colouring),
    (Technique::MultiColouring, find_multi_colouring),
    (Technique::AlsXz, find_als_xz),
];

/// Walks each puzzle's SE path and checks every step the finders return
/// at every state: of their technique, removing only present candidates
/// that are not the solution's.
fn walk(puzzles: impl Iterator<Item = Grid>) -> Walk {
    let mut w = Walk {
        fired: [0; 3],
        slowest: [std::time::Duration::ZERO; 3],
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
                let t0 = std::time::Instant::now();
                let found = f(&c);
                w.slowest[k] = w.slowest[k].max(t0.elapsed());
                let Some(s) = found else { continue };
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
fn colouring_is_sound_on_the_fixture_paths() {
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
    assert!(
        w.fired[0] >= 1000,
        "simple colouring fired on {} states",
        w.fired[0]
    );
    assert!(w.fired[2] >= 100, "ALS-XZ fired on {} states", w.fired[2]);
    assert!(
        w.fired[1] >= 1000,
        "multi-colouring fired on {} states",
        w.fired[1]
    );
}

/// The same over the shared data sets (magictour_top1465, 17_clue), with
/// figures and a catalogue example per technique printed:
/// `DATA_DIR=/work/shared/data cargo test -p sudoku-core --lib learner_colouring -- --ignored --nocapture`.
#[test]
#[ignore]
fn colouring_is_sound_on_the_shared_data() {
    // DATA_DIR, EVERY: see `shared_data_sets`.
    for (name, puzzles) in super::shared_data_sets() {
        let n = puzzles.len();
        let w = walk(puzzles.into_iter());
        println!(
            "{name}: {n} puzzles, {} states; simple colouring fired on {}, multi-colouring on {}, ALS-XZ on {}",
            w.states, w.fired[0], w.fired[1], w.fired[2]
        );
        println!("slowest calls: {:?}", w.slowest);
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
