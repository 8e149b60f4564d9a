//! The ALS-XY-Wing, ALS-XY-Chain and Sue de Coq: hand-made positions with
//! their exact eliminations, and soundness at every state of SE's path on
//! the repository's fixtures.

use super::{at, elim_cells, fixture_puzzles, marks, solution};
use crate::logic::candidates::bit;
use crate::logic::rater::apply;
use crate::logic::reason::Reason;
use crate::logic::techniques::als_chains::{find_als_xy_chain, find_als_xy_wing};
use crate::logic::techniques::sue_de_coq::find_sue_de_coq;
use crate::logic::techniques::Finder;
use crate::logic::{rate_candidates, Candidates, Technique};
use crate::{Budget, Grid};

#[test]
fn als_xy_wing() {
    // r1c1 {1,3}, r1c5 {1,4}, r1c6 {2,4}, r5c6 {2,3}: r1c1 and r5c6 hold
    // 3 between them whichever of the wings found, so r5c1, seeing both,
    // loses 3.
    let c = marks(|m| {
        m[at(1, 1)] = bit(1) | bit(3);
        m[at(1, 5)] = bit(1) | bit(4);
        m[at(1, 6)] = bit(2) | bit(4);
        m[at(5, 6)] = bit(2) | bit(3);
    });
    let s = find_als_xy_wing(&c).unwrap();
    assert_eq!(
        (s.technique, s.rating.0),
        (Technique::AlsXyWing, Technique::AlsXyWing.facts().min.0)
    );
    assert_eq!(elim_cells(&s), vec![(5, 1, 3)]);
    let Reason::AlsXyWing { a, b, c: mid, x, y } = &*s.reason else {
        panic!("{s}");
    };
    // The first wing in scan order: the middle set r1c5 {1,4}, the wings
    // r1c1 (1) and r1c6, r5c6 {2,3,4} of column 6 (4).
    assert_eq!((a.cells.len(), b.cells.len(), mid.cells.len()), (1, 2, 1));
    assert_eq!((*x, *y), (1, 4));
    assert!(find_als_xy_wing(&marks(|_| {})).is_none());
}

#[test]
fn als_xy_chain() {
    // r1c1 {1,5}, r1c5 {1,6}, r1c6 {2,6}, r5c6 {2,3}, r5c9 {3,5}. The
    // first chain in scan order: r1c1 -1- r1c5 -6- r1c6, r5c6 {2,3,6}
    // (column 6) -3- r5c9. If r1c1 is not 5 it is 1, r1c5 is 6, column
    // 6's pair holds 2 and 3, r5c9 is 5: r1c9 and r5c1, seeing both 5s,
    // lose 5.
    let c = marks(|m| {
        m[at(1, 1)] = bit(1) | bit(5);
        m[at(1, 5)] = bit(1) | bit(6);
        m[at(1, 6)] = bit(2) | bit(6);
        m[at(5, 6)] = bit(2) | bit(3);
        m[at(5, 9)] = bit(3) | bit(5);
    });
    let s = find_als_xy_chain(&c).unwrap();
    assert_eq!(
        (s.technique, s.rating.0),
        (Technique::AlsXyChain, Technique::AlsXyChain.facts().min.0)
    );
    assert_eq!(elim_cells(&s), vec![(1, 9, 5), (5, 1, 5)]);
    let Reason::AlsXyChain { sets, links } = &*s.reason else {
        panic!("{s}");
    };
    assert_eq!(sets.len(), 4);
    assert_eq!(links, &vec![1, 6, 3]);
    assert!(find_als_xy_chain(&marks(|_| {})).is_none());
}

#[test]
fn sue_de_coq() {
    // Row 1 meets box 1 at r1c1-c3; r1c1 {1,2,3}, r1c2 {1,2,4} hold four
    // digits in two cells. r1c5 {1,3} (rest of the row) takes 1 and 3,
    // r2c1 {2,4} (rest of the box) 2 and 4: the four cells hold 1-4 once
    // each. The rest of row 1 loses 1 and 3, the rest of box 1 2 and 4.
    let c = marks(|m| {
        m[at(1, 1)] = bit(1) | bit(2) | bit(3);
        m[at(1, 2)] = bit(1) | bit(2) | bit(4);
        m[at(1, 5)] = bit(1) | bit(3);
        m[at(2, 1)] = bit(2) | bit(4);
    });
    let s = find_sue_de_coq(&c).unwrap();
    assert_eq!(
        (s.technique, s.rating.0),
        (Technique::SueDeCoq, Technique::SueDeCoq.facts().min.0)
    );
    let mut want = Vec::new();
    for col in [3, 4, 6, 7, 8, 9] {
        want.push((1, col, 1));
        want.push((1, col, 3));
    }
    for (r, col) in [(1, 3), (2, 2), (2, 3), (3, 1), (3, 2), (3, 3)] {
        want.push((r, col, 2));
        want.push((r, col, 4));
    }
    want.sort();
    assert_eq!(elim_cells(&s), want);
    let Reason::SueDeCoq {
        cells,
        line_set,
        box_set,
        shared,
        ..
    } = &*s.reason
    else {
        panic!("{s}");
    };
    assert_eq!(
        (cells.len(), line_set.cells.len(), box_set.cells.len()),
        (2, 1, 1)
    );
    assert!(shared.is_empty());
    assert!(find_sue_de_coq(&marks(|_| {})).is_none());
}

const FINDERS: [(Technique, Finder); 3] = [
    (Technique::AlsXyWing, find_als_xy_wing),
    (Technique::AlsXyChain, find_als_xy_chain),
    (Technique::SueDeCoq, find_sue_de_coq),
];

/// Per finder: states where it fired and its slowest call, and one state
/// (grid, candidates) where it fired while SE's next step was harder.
struct Walk {
    fired: [usize; 3],
    slowest: [std::time::Duration; 3],
    states: usize,
    example: [Option<(Grid, Candidates)>; 3],
}

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
fn the_als_family_is_sound_on_the_fixture_paths() {
    let magictour = include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/se_magictour.tsv"
    ));
    let seventeen = include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/se_17clue_2000.tsv"
    ));
    let mut puzzles = fixture_puzzles(magictour, 48);
    puzzles.extend(fixture_puzzles(seventeen, 120));
    let w = walk(puzzles.into_iter());
    println!(
        "{} states; fired: {:?}; slowest: {:?}",
        w.states, w.fired, w.slowest
    );
    assert!(
        w.fired[0] >= 50,
        "ALS-XY-Wing fired on {} states",
        w.fired[0]
    );
    assert!(
        w.fired[1] >= 50,
        "ALS-XY-Chain fired on {} states",
        w.fired[1]
    );
    assert!(
        w.fired[2] >= 20,
        "Sue de Coq fired on {} states",
        w.fired[2]
    );
}

/// The same over the shared data sets (magictour_top1465, 17_clue), with
/// figures and a catalogue example per technique printed:
/// `DATA_DIR=/work/shared/data cargo test -p sudoku-core --lib learner_als -- --ignored --nocapture`.
#[test]
#[ignore]
fn the_als_family_is_sound_on_the_shared_data() {
    // DATA_DIR, EVERY: see `shared_data_sets`.
    for (name, puzzles) in super::shared_data_sets() {
        let n = puzzles.len();
        let w = walk(puzzles.into_iter());
        println!(
            "{name}: {n} puzzles, {} states; ALS-XY-Wing fired on {}, ALS-XY-Chain on {}, Sue de Coq on {}",
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
