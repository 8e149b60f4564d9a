//! X-Chain, XY-Chain and AIC: hand-made positions with their exact
//! eliminations and chains, and soundness at every state of SE's path on
//! the repository's fixtures (and, ignored, on the shared data sets).

use super::{at, column_only, elim_cells, fixture_puzzles, marks, row_only, solution};
use crate::logic::candidates::bit;
use crate::logic::rater::apply;
use crate::logic::reason::{ChainKind, Reason, Why};
use crate::logic::techniques::aic::{find_aic, find_x_chain, find_xy_chain};
use crate::logic::techniques::Finder;
use crate::logic::{rate_candidates, Candidates, Technique};
use crate::{Budget, Grid};

#[test]
fn x_chain() {
    // The 5s: only r1c1 and r1c5 in row 1, r4c5 and r4c8 in row 4, r8c8
    // and r8c2 in row 8, joined in columns 5 and 8. If r1c1 is not 5,
    // r1c5 is, r4c5 is not, r4c8 is, r8c8 is not, r8c2 is: r1c1 or r8c2
    // is 5, and r2c2, r3c2 (box 1, column 2) and r7c1, r9c1 (column 1,
    // box 7) lose it.
    let c = marks(|m| {
        row_only(m, 1, 5, &[1, 5]);
        row_only(m, 4, 5, &[5, 8]);
        row_only(m, 8, 5, &[2, 8]);
    });
    let s = find_x_chain(&c).unwrap();
    assert_eq!(
        (s.technique, s.rating.0),
        (Technique::XChain, Technique::XChain.facts().min.0)
    );
    assert_eq!(
        elim_cells(&s),
        vec![(2, 2, 5), (3, 2, 5), (7, 1, 5), (9, 1, 5)]
    );
    let Reason::StrongLinks {
        digit,
        nodes,
        strong,
        weak,
        closed,
    } = &*s.reason
    else {
        panic!("{s}");
    };
    assert_eq!(
        (*digit, nodes.len(), strong.len(), weak.len()),
        (5, 6, 3, 2)
    );
    assert!(!closed);
    // No X-Chain of three strong links where there are two.
    let c = marks(|m| {
        row_only(m, 1, 5, &[1, 5]);
        row_only(m, 4, 5, &[5, 8]);
    });
    assert!(find_x_chain(&c).is_none());
    assert!(find_x_chain(&marks(|_| {})).is_none());
}

#[test]
fn xy_chain() {
    // r1c1 {1,2}, r1c5 {2,3}, r5c5 {3,4}, r5c9 {1,4}: if r1c1 is not 1 it
    // is 2, r1c5 is 3, r5c5 is 4, r5c9 is 1. So r1c9 and r5c1, seeing
    // both ends, lose 1.
    let c = marks(|m| {
        m[at(1, 1)] = bit(1) | bit(2);
        m[at(1, 5)] = bit(2) | bit(3);
        m[at(5, 5)] = bit(3) | bit(4);
        m[at(5, 9)] = bit(1) | bit(4);
    });
    let s = find_xy_chain(&c).unwrap();
    assert_eq!(s.technique, Technique::XyChain);
    assert_eq!(elim_cells(&s), vec![(1, 9, 1), (5, 1, 1)]);
    let Reason::Chain(chain) = &*s.reason else {
        panic!("{s}");
    };
    assert_eq!(chain.kind, ChainKind::Alternating);
    let walk = &chain.branches[0];
    assert_eq!(walk.len(), 8);
    // False, true, false, …: inside a cell for the strong links, in a
    // house for the weak ones.
    for (k, cl) in walk.iter().enumerate() {
        assert_eq!(cl.on, k % 2 == 1, "{s}");
        match k {
            0 => assert_eq!(cl.why, Why::Assumed),
            k if k % 2 == 1 => assert_eq!(cl.why, Why::Link),
            _ => assert!(matches!(cl.why, Why::House(_)), "{s}"),
        }
    }
    assert_eq!(walk[0].digit, walk[7].digit);
    // The same cells as an AIC are not one: an XY-Chain is left to its own
    // producer.
    assert!(find_aic(&c).is_none_or(|a| a.technique == Technique::Aic));
    assert!(find_xy_chain(&marks(|_| {})).is_none());
}

#[test]
fn aic() {
    // r1c1 {1,2}; the 2s of column 5 only at r1c5 and r5c5, the 1s of row
    // 5 only at r5c5 and r5c9. If r1c1 is not 1 it is 2, r1c5 is not 2,
    // r5c5 is 2, so not 1, and r5c9 is 1: r1c1 or r5c9 is 1, and r1c9
    // loses 1.
    let c = marks(|m| {
        m[at(1, 1)] = bit(1) | bit(2);
        column_only(m, 5, 2, &[1, 5]);
        row_only(m, 5, 1, &[5, 9]);
    });
    assert!(find_x_chain(&c).is_none());
    assert!(find_xy_chain(&c).is_none());
    let s = find_aic(&c).unwrap();
    assert_eq!(s.technique, Technique::Aic);
    assert_eq!(elim_cells(&s), vec![(1, 9, 1)]);
    let Reason::Chain(chain) = &*s.reason else {
        panic!("{s}");
    };
    assert_eq!(chain.branches[0].len(), 6);
    assert!(find_aic(&marks(|_| {})).is_none());
}

const FINDERS: [(Technique, Finder); 3] = [
    (Technique::XChain, find_x_chain),
    (Technique::XyChain, find_xy_chain),
    (Technique::Aic, find_aic),
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
/// at every state: of their technique, a chain whose links hold, removing
/// only present candidates that are not the solution's.
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
                links_hold(&c, &s);
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

/// Each strong link of the step joins the only two candidates of a cell
/// or the only two places of a digit in a house; each weak link, two
/// candidates that cannot both be true.
fn links_hold(c: &Candidates, s: &crate::logic::Step) {
    use crate::logic::houses::{cells_of, HOUSE_BITS};
    for l in &s.links {
        let (a, b) = (l.from.pos.index(), l.to.pos.index());
        let (da, db) = (l.from.digit.get(), l.to.digit.get());
        assert!(c.has(a, da) && c.has(b, db), "{s}");
        if a == b {
            assert_ne!(da, db, "{s}");
            if l.strong {
                assert_eq!(c.cands(a).count_ones(), 2, "{s}");
            }
        } else {
            assert_eq!(da, db, "{s}");
            let shared: Vec<usize> = (0..27)
                .filter(|&h| HOUSE_BITS[h] & (1 << a) != 0 && HOUSE_BITS[h] & (1 << b) != 0)
                .collect();
            assert!(!shared.is_empty(), "{s}");
            if l.strong {
                assert!(
                    shared
                        .iter()
                        .any(|&h| cells_of(HOUSE_BITS[h]).filter(|&x| c.has(x, da)).count() == 2),
                    "{s}"
                );
            }
        }
    }
}

#[test]
fn chains_are_sound_on_the_fixture_paths() {
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
    assert!(w.fired[0] >= 50, "X-Chain fired on {} states", w.fired[0]);
    assert!(w.fired[1] >= 50, "XY-Chain fired on {} states", w.fired[1]);
    assert!(w.fired[2] >= 50, "AIC fired on {} states", w.fired[2]);
}

/// The same over the shared data sets (magictour_top1465, 17_clue), with
/// figures and a catalogue example per technique printed:
/// `DATA_DIR=/work/shared/data cargo test --release -p sudoku-core --lib learner_chains -- --ignored --nocapture`.
#[test]
#[ignore]
fn chains_are_sound_on_the_shared_data() {
    // DATA_DIR, EVERY: see `shared_data_sets`.
    for (name, puzzles) in super::shared_data_sets() {
        let n = puzzles.len();
        let w = walk(puzzles.iter().copied());
        println!(
            "{name}: {n} puzzles, {} states; X-Chain fired on {}, XY-Chain on {}, AIC on {}",
            w.states, w.fired[0], w.fired[1], w.fired[2]
        );
        println!("slowest calls: {:?}", w.slowest);
        for (t, (g, c)) in learner_states(&puzzles) {
            println!(
                "learner path {} {} {} {}",
                t.id(),
                g.to_line(),
                c.to_grid().to_line(),
                crate::logic::catalogue::marks_text(&c.to_grid(), &c)
            );
        }
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

/// The first state of a learner path (over `puzzles`, in order) whose next
/// step is each chain technique: a catalogue example for it.
fn learner_states(puzzles: &[Grid]) -> Vec<(Technique, (Grid, Candidates))> {
    use crate::logic::learner::{next_step_in, Style};
    let mut out: Vec<(Technique, (Grid, Candidates))> = Vec::new();
    for g in puzzles {
        let mut c = Candidates::from_grid(g);
        while let Some(s) = next_step_in(Style::Learner, &c, &Budget::unlimited()) {
            let wanted = FINDERS.iter().any(|(t, _)| *t == s.technique);
            if wanted && out.iter().all(|(t, _)| *t != s.technique) {
                out.push((s.technique, (*g, c.clone())));
            }
            if out.len() == FINDERS.len() {
                return out;
            }
            apply(&mut c, &s);
        }
    }
    out
}
