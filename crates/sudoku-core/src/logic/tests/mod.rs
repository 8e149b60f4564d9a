//! The human-technique engine: each technique on a hand-made position where
//! it applies and where it must not, soundness of every step against the
//! unique solution, and the rater against SukakuExplainer's own ratings.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a failed unwrap is a failed run

use crate::logic::candidates::{bit, ALL};
use crate::logic::rater::{apply, CHAIN_ORDER, SE_ORDER};
use crate::logic::techniques::{
    als_wings, chains, direct, fish, intersections, singles, strong_links, subsets, uniqueness,
    wings,
};
use crate::logic::{next_step, rate, rate_candidates, Candidates, Incomplete, Step, Technique};
use crate::{solve, Budget, Grid, Mode, Outcome, Pos};
use proptest::prelude::*;

const FIXTURE: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/se_sample.tsv"
));

/// The learner's finned and sashimi fish, Empty Rectangle and W-Wing:
/// hand-made positions and soundness at every state of SE's paths.
mod learner_fish;

/// Techniques added with grouped strong links, UVWXYZ-Wing and aligned
/// pair exclusion, and the older ones that lacked a hand-made position.
mod more_techniques;

/// Nested dynamic forcing chains "(+)" on the magictour puzzles that need them.
mod nested_chains;

/// Nested dynamic forcing chains of levels 2-4 on the forum's hardest
/// puzzles, against SukakuExplainer's ratings of them.
mod hardest;

/// The learner techniques against HoDoKu's steps of them.
mod hodoku;

/// The ALS family and Sue de Coq (learner techniques).
mod learner_als;
/// X-Chain, XY-Chain and AIC (learner techniques).
mod learner_chains;
/// Simple colouring and multi-colouring (learner techniques).
mod learner_colouring;
/// Unique rectangle types 5 and 6, hidden rectangle (learner techniques).
mod learner_uniqueness;

/// Candidate grid over an empty board with every mark set, then `edit`.
fn marks(edit: impl FnOnce(&mut [u16; 81])) -> Candidates {
    let mut m = [ALL; 81];
    edit(&mut m);
    match Candidates::from_pencil_marks(&Grid::EMPTY, &m) {
        Ok(c) => c,
        Err(e) => panic!("bad test marks: {e}"),
    }
}

fn at(r: usize, c: usize) -> usize {
    (r - 1) * 9 + (c - 1)
}

fn removes(step: &Step, r: usize, c: usize, d: u8) -> bool {
    step.eliminations.iter().any(|e| {
        e.pos
            == Pos {
                row: (r - 1) as u8,
                col: (c - 1) as u8,
            }
            && e.digit.get() == d
    })
}

/// A step's eliminations as 1-based (row, column, digit), sorted.
fn elim_cells(s: &Step) -> Vec<(u8, u8, u8)> {
    let mut v: Vec<(u8, u8, u8)> = s
        .eliminations
        .iter()
        .map(|e| (e.pos.row + 1, e.pos.col + 1, e.digit.get()))
        .collect();
    v.sort();
    v
}

/// Leaves digit `d` in row `row` (1-based) only at the given columns.
fn row_only(m: &mut [u16; 81], row: usize, d: u8, cols: &[usize]) {
    for c in 1..=9 {
        if !cols.contains(&c) {
            m[at(row, c)] &= !crate::logic::candidates::bit(d);
        }
    }
}

/// Leaves digit `d` in column `col` (1-based) only at the given rows.
fn column_only(m: &mut [u16; 81], col: usize, d: u8, rows: &[usize]) {
    for r in 1..=9 {
        if !rows.contains(&r) {
            m[at(r, col)] &= !crate::logic::candidates::bit(d);
        }
    }
}

/// Every `every`-th puzzle of a fixture file (its first column).
fn fixture_puzzles(text: &str, every: usize) -> Vec<Grid> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .step_by(every)
        .filter_map(|l| l.split('\t').next()?.trim().parse().ok())
        .collect()
}

/// The shared data sets the ignored soundness walks take, as (file name,
/// puzzles): all of magictour_top1465 and every n-th 17-clue puzzle.
/// `DATA_DIR` names the shared data directory (default: beside the main
/// repository), `EVERY` the n (default 10).
fn shared_data_sets() -> Vec<(&'static str, Vec<Grid>)> {
    let dir = std::env::var("DATA_DIR").unwrap_or_else(|_| {
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/data").to_string()
    });
    let every: usize = std::env::var("EVERY")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10);
    [("magictour_top1465.txt", 1), ("17_clue.txt", every)]
        .into_iter()
        .map(|(name, every)| {
            let path = format!("{dir}/{name}");
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            let puzzles = text
                .lines()
                .filter(|l| !l.starts_with('#'))
                .step_by(every)
                .filter_map(|l| l.split_whitespace().next()?.parse().ok())
                .collect();
            (name, puzzles)
        })
        .collect()
}

fn fixture() -> Vec<(Grid, String, String)> {
    FIXTURE
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f[0].parse().unwrap(), f[1].to_string(), f[2].to_string())
        })
        .collect()
}

fn solution(g: &Grid) -> Grid {
    match solve(g, Mode::UNIQUE, &Budget::unlimited()).outcome {
        Outcome::Unique(s) => s,
        other => panic!("fixture puzzle not unique: {other:?}"),
    }
}

#[test]
fn nothing_applies_when_every_candidate_is_open() {
    let c = marks(|_| {});
    for (t, f) in SE_ORDER {
        assert!(f(&c).is_none(), "{t:?} found a step on an open board");
    }
    // SE's levels 3 and 4 nest a whole multiple or dynamic chain search in
    // every chain: on a board with every candidate open that is seconds to
    // hours of work for nothing, so the producers are checked up to level 2.
    for (t, f) in CHAIN_ORDER.iter().filter(|(t, _)| {
        !matches!(
            t,
            Technique::DynamicCellForcingChainMfc | Technique::DynamicCellForcingChainDfc
        )
    }) {
        assert!(
            f(&c, &Budget::unlimited()).is_none(),
            "{t:?} found a step on an open board"
        );
    }
}

#[test]
fn singles() {
    let solved: Grid =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
            .parse()
            .unwrap();
    let mut cells = *solved.cells();
    cells[0] = 0;
    let c = Candidates::from_grid(&Grid::from_cells(cells).unwrap());
    let s = singles::find_full_house(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::FullHouse, 10));
    assert!(singles::find_hidden_single(&c).is_none());
    // Hidden single in a box: 5 only at r1c1 in box 1.
    let c = marks(|m| {
        for i in [1, 2, 9, 10, 11, 18, 19, 20] {
            m[i] &= !bit(5);
        }
    });
    let s = singles::find_hidden_single(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::HiddenSingle, 12));
    assert_eq!(s.placements[0].digit.get(), 5);
    assert!(singles::find_naked_single(&c).is_none());
    let c = marks(|m| m[40] = bit(7));
    let s = singles::find_naked_single(&c).unwrap();
    assert_eq!((s.rating.0, s.placements[0].digit.get()), (23, 7));
}

#[test]
fn pointing_and_claiming() {
    // 1 in box 1 only in row 1.
    let c = marks(|m| {
        for i in [9, 10, 11, 18, 19, 20] {
            m[i] &= !bit(1);
        }
    });
    let s = intersections::find_locking(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::Pointing, 26));
    assert!(removes(&s, 1, 9, 1) && !removes(&s, 1, 2, 1));
    // 1 in row 1 only in box 1.
    let c = marks(|m| {
        for x in &mut m[3..9] {
            *x &= !bit(1);
        }
    });
    let s = intersections::find_locking(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::Claiming, 28));
    assert!(removes(&s, 2, 2, 1) && !removes(&s, 1, 2, 1));
    assert!(direct::find_direct_locking(&c).is_none());
}

#[test]
fn direct_pointing_needs_a_following_single() {
    // 1 in box 1 only in row 1; in row 1's other boxes, 1 is only at r1c5 and
    // in box 1 -> after pointing... row-1 is region2; region3 = box 2 must have
    // one place for 1 outside row 1.
    let c = marks(|m| {
        for i in [9, 10, 11, 18, 19, 20] {
            m[i] &= !bit(1);
        }
        // box 2 (r1-3, c4-6): 1 only at r1c4 and r2c5
        for i in [4, 5, 12, 14, 21, 22, 23] {
            m[i] &= !bit(1);
        }
    });
    let s = direct::find_direct_locking(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::DirectPointing, 17));
    assert_eq!(s.placements.len(), 1);
    assert_eq!(
        (s.placements[0].pos.index(), s.placements[0].digit.get()),
        (at(2, 5), 1)
    );
    assert!(s.eliminations.is_empty());
}

#[test]
fn naked_and_hidden_subsets() {
    let c = marks(|m| {
        m[at(1, 1)] = bit(1) | bit(2);
        m[at(1, 2)] = bit(1) | bit(2);
    });
    let s = subsets::find_naked_pair(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::NakedPair, 30));
    assert!(removes(&s, 2, 2, 1) && removes(&s, 3, 3, 2));
    assert!(subsets::find_naked_triple(&c).is_none());
    // 1 and 2 only at r1c1, r1c2 in row 1 (they stay open elsewhere).
    let c = marks(|m| {
        for col in 3..=9 {
            m[at(1, col)] &= !(bit(1) | bit(2));
        }
    });
    let s = subsets::find_hidden_pair(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::HiddenPair, 34));
    assert!(removes(&s, 1, 1, 9) && !removes(&s, 1, 1, 1));
    assert!(subsets::find_hidden_triple(&c).is_none());
    assert!(subsets::find_naked_pair(&c).is_none());
}

#[test]
fn x_wing() {
    let c = marks(|m| {
        for r in [1, 5] {
            for col in 1..=9 {
                if col != 1 && col != 5 {
                    m[at(r, col)] &= !bit(4);
                }
            }
        }
    });
    let s = fish::find_x_wing(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::XWing, 32));
    assert!(removes(&s, 2, 1, 4) && removes(&s, 9, 5, 4) && !removes(&s, 5, 5, 4));
    assert!(fish::find_swordfish(&c).is_none());
}

#[test]
fn xy_and_xyz_wings() {
    let c = marks(|m| {
        m[at(1, 1)] = bit(1) | bit(2);
        m[at(1, 5)] = bit(1) | bit(3);
        m[at(5, 1)] = bit(2) | bit(3);
    });
    let s = wings::find_xy_wing(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::XYWing, 42));
    assert_eq!(s.eliminations.len(), 1);
    assert!(removes(&s, 5, 5, 3));
    assert!(wings::find_xyz_wing(&c).is_none());
    let c = marks(|m| {
        m[at(1, 1)] = bit(1) | bit(2) | bit(3);
        m[at(1, 5)] = bit(1) | bit(3);
        m[at(2, 2)] = bit(2) | bit(3);
    });
    let s = wings::find_xyz_wing(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::XYZWing, 44));
    assert!(removes(&s, 1, 2, 3) && removes(&s, 1, 3, 3));
    assert!(!removes(&s, 2, 3, 3));
}

#[test]
fn skyscraper() {
    // 1 in column 1 only at r1, r7; in column 5 only at r2, r7.
    let c = marks(|m| {
        for r in 1..=9 {
            if r != 1 && r != 7 {
                m[at(r, 1)] &= !bit(1);
            }
            if r != 2 && r != 7 {
                m[at(r, 5)] &= !bit(1);
            }
        }
    });
    let s = strong_links::find_two_strong_links(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::Skyscraper, 40));
    let mut got: Vec<(u8, u8)> = s
        .eliminations
        .iter()
        .map(|e| (e.pos.row + 1, e.pos.col + 1))
        .collect();
    got.sort();
    assert_eq!(got, vec![(1, 4), (1, 6), (2, 2), (2, 3)]);
    assert!(strong_links::find_two_strong_links(&marks(|_| {})).is_none());
}

#[test]
fn three_skyscrapers() {
    // 1 in column 1 only at r1, r4; column 5 at r4, r7; column 9 at r7, r2.
    let c = marks(|m| {
        for r in 1..=9 {
            if r != 1 && r != 4 {
                m[at(r, 1)] &= !bit(1);
            }
            if r != 4 && r != 7 {
                m[at(r, 5)] &= !bit(1);
            }
            if r != 7 && r != 2 {
                m[at(r, 9)] &= !bit(1);
            }
        }
    });
    let s = strong_links::find_three_strong_links(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::ThreeSkyscrapers, 54));
    let mut got: Vec<(u8, u8)> = s
        .eliminations
        .iter()
        .map(|e| (e.pos.row + 1, e.pos.col + 1))
        .collect();
    got.sort();
    assert_eq!(got, vec![(1, 7), (1, 8), (2, 2), (2, 3)]);
    assert!(strong_links::find_three_strong_links(&marks(|_| {})).is_none());
}

#[test]
fn wxyz_wing() {
    // The set r1c1 {1,2,3}, r1c2 {1,4}, r1c3 {2,4} holds digits 1-4 in
    // three cells of row 1; the bivalue cell r2c2 {3,4} sees all of them.
    let c = marks(|m| {
        m[at(1, 1)] = bit(1) | bit(2) | bit(3);
        m[at(1, 2)] = bit(1) | bit(4);
        m[at(1, 3)] = bit(2) | bit(4);
        m[at(2, 2)] = bit(3) | bit(4);
    });
    let s = als_wings::find_wxyz_wing(&c).unwrap();
    assert_eq!(s.technique, Technique::WXYZWing);
    assert!(s.rating.0 == 55 || s.rating.0 == 56);
    // 3 and 4 are both restricted (every holder sees r2c2): doubly linked,
    // so 4 goes from r2c3, which sees r2c2, r1c2 and r1c3.
    assert!(removes(&s, 2, 3, 4));
    assert!(!removes(&s, 2, 2, 4));
    assert!(als_wings::find_wxyz_wing(&marks(|_| {})).is_none());
}

#[test]
fn unique_rectangle_type_1() {
    let c = marks(|m| {
        for (r, col) in [(1, 1), (1, 4), (2, 1)] {
            m[at(r, col)] = bit(1) | bit(2);
        }
    });
    let s = uniqueness::find_unique_loop(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::UniqueRectangle1, 45));
    assert!(removes(&s, 2, 4, 1) && removes(&s, 2, 4, 2));
    assert_eq!(s.eliminations.len(), 2);
    // Three corners in one box cannot form a rectangle over two boxes.
    let c = marks(|m| {
        for (r, col) in [(1, 1), (1, 2), (2, 1)] {
            m[at(r, col)] = bit(1) | bit(2);
        }
    });
    assert!(uniqueness::find_unique_loop(&c).is_none());
}

/// Digit 1 only at r1c1/r1c5 in row 1, r1c1/r5c1 in column 1, r1c5/r5c5
/// in column 5, and r5c1/r5c5/r5c9 in row 5 (plus, when `extra`, r5c9).
fn x_cycle_marks(extra: bool) -> Candidates {
    marks(|m| {
        for i in 0..9 {
            for cell in [at(1, i + 1), at(5, i + 1), at(i + 1, 1), at(i + 1, 5)] {
                m[cell] &= !bit(1);
            }
        }
        for cell in [at(1, 1), at(1, 5), at(5, 1), at(5, 5)] {
            m[cell] |= bit(1);
        }
        if extra {
            m[at(5, 9)] |= bit(1);
        }
    })
}

#[test]
fn bidirectional_x_cycle() {
    let c = x_cycle_marks(true);
    let s = chains::find_cycles_and_forcing_chains(&c, &Budget::unlimited()).unwrap();
    assert_eq!(s.technique, Technique::BidirectionalXCycle, "{s}");
    assert_eq!(s.rating.0, 65);
    assert!(removes(&s, 5, 9, 1), "{s}");
    assert_eq!(s.eliminations.len(), 1, "{s}");
    assert!(s.links.len() >= 4);
    // Without the candidate in r5c9 the loop removes nothing, and nothing
    // else on the board is a chain.
    let c = x_cycle_marks(false);
    assert!(chains::find_cycles_and_forcing_chains(&c, &Budget::unlimited()).is_none());
}

#[test]
fn chains_give_up_when_the_budget_is_spent() {
    let c = x_cycle_marks(true);
    let flag = crate::CancelFlag::new();
    flag.cancel();
    let spent = Budget::unlimited().with_flag(flag);
    for (t, f) in CHAIN_ORDER {
        assert!(f(&c, &spent).is_none(), "{t:?} ignored the budget");
    }
}

#[test]
fn chain_techniques_rate_like_se() {
    // One fixture line per chain family: each must be the hardest step.
    for (g, se, name) in fixture() {
        if !(name.contains("Cycle") || name.contains("Forcing")) {
            continue;
        }
        let r = rate(&g, &Budget::unlimited());
        assert_eq!(r.triple(), se, "{}", g.to_line());
        let hardest = r.hardest.unwrap();
        assert_eq!(hardest.se_name(), Some(name.as_str()), "{}", g.to_line());
        assert!(matches!(hardest.family(), crate::logic::Family::Chains));
    }
}

#[test]
fn rater_matches_se_on_the_fixture() {
    // SE's names carry a pattern suffix ("Skyscraper 011", "WXYZ-Wing 126").
    let covered = |se_name: &str| {
        Technique::ALL
            .iter()
            .filter_map(|t| t.se_name())
            .any(|n| se_name == n || se_name.starts_with(&format!("{n} ")))
    };
    let mut checked = 0;
    for (g, se, name) in fixture() {
        let r = rate(&g, &Budget::unlimited());
        if covered(&name) {
            assert!(r.complete(), "{g:?}: incomplete, SE says {se} {name}");
            assert_eq!(r.triple(), se, "puzzle {}", g.to_line());
            let ours = r.hardest.and_then(|t| t.se_name()).unwrap_or("");
            assert!(name.starts_with(ours), "hardest {ours} vs SE {name}");
            checked += 1;
        } else {
            // A technique SE would use is missing: the path may differ, but
            // the rating can only stop for want of a technique.
            assert!(r.complete() || r.incomplete == Some(Incomplete::Stuck));
        }
        assert!(r.histogram.iter().map(|u| u.count).sum::<u32>() == r.steps);
    }
    assert!(checked >= 30, "only {checked} fixture lines covered");
}

#[test]
fn budget_stops_the_rater() {
    let flag = crate::CancelFlag::new();
    flag.cancel();
    let (g, _, _) = fixture().remove(0);
    let r = rate(&g, &Budget::unlimited().with_flag(flag));
    assert!(!r.complete());
}

/// Some searches remember, per thread, the digits and houses where they
/// found nothing, and skip them while they stay the same: a path must not
/// depend on what the thread rated before. Each fixture puzzle is rated on
/// a fresh thread, then all of them on one thread, in reverse order.
#[test]
fn paths_do_not_depend_on_earlier_ratings() {
    let paths = |grids: Vec<Grid>| -> Vec<Vec<Step>> {
        grids
            .iter()
            .map(|g| rate_candidates(Candidates::from_grid(g), &Budget::unlimited(), true).path)
            .collect()
    };
    let grids: Vec<Grid> = fixture().into_iter().map(|(g, _, _)| g).collect();
    let cold: Vec<Vec<Step>> = grids
        .iter()
        .map(|&g| {
            std::thread::spawn(move || paths(vec![g]).remove(0))
                .join()
                .unwrap()
        })
        .collect();
    let mut warm = paths(grids.iter().rev().copied().collect());
    warm.reverse();
    assert!(cold.iter().any(|p| p.len() > 20));
    assert_eq!(cold, warm);
}

/// Every step of the path keeps the solution: no wrong placement, no true
/// candidate removed.
fn check_sound(g: &Grid) {
    let sol = solution(g);
    let mut c = Candidates::from_grid(g);
    while let Some(step) = next_step(&c) {
        for p in &step.placements {
            assert_eq!(
                sol.cells()[p.pos.index()],
                p.digit.get(),
                "{step} on {}",
                g.to_line()
            );
        }
        for e in &step.eliminations {
            assert_ne!(
                sol.cells()[e.pos.index()],
                e.digit.get(),
                "{step} on {}",
                g.to_line()
            );
        }
        assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
        apply(&mut c, &step);
    }
}

/// A grid transformed by a Sudoku symmetry: digit relabelling, band/stack
/// and row/column permutations, transposition.
fn transform(g: &Grid, digits: &[u8], rows: &[usize], cols: &[usize], transpose: bool) -> Grid {
    let src = g.cells();
    let mut out = [0u8; 81];
    for r in 0..9 {
        for c in 0..9 {
            let (sr, sc) = (rows[r], cols[c]);
            let (sr, sc) = if transpose { (sc, sr) } else { (sr, sc) };
            let v = src[sr * 9 + sc];
            out[r * 9 + c] = if v == 0 { 0 } else { digits[v as usize - 1] };
        }
    }
    Grid::from_cells(out).unwrap()
}

fn line_perm() -> impl Strategy<Value = Vec<usize>> {
    (
        Just(vec![0usize, 1, 2]).prop_shuffle(),
        Just(vec![0usize, 1, 2]).prop_shuffle(),
        Just(vec![0usize, 1, 2]).prop_shuffle(),
        Just(vec![0usize, 1, 2]).prop_shuffle(),
    )
        .prop_map(|(bands, a, b, c)| {
            let inner = [a, b, c];
            (0..9)
                .map(|i| bands[i / 3] * 3 + inner[i / 3][i % 3])
                .collect()
        })
}

#[test]
fn every_fixture_step_is_sound() {
    for (g, _, _) in fixture() {
        check_sound(&g);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn steps_are_sound_on_transformed_puzzles(
        which in 0usize..64,
        digits in Just((1u8..=9).collect::<Vec<_>>()).prop_shuffle(),
        rows in line_perm(),
        cols in line_perm(),
        transpose in any::<bool>(),
    ) {
        let fx = fixture();
        let (g, _, _) = &fx[which % fx.len()];
        let t = transform(g, &digits, &rows, &cols, transpose);
        check_sound(&t);
        let r = rate_candidates(Candidates::from_grid(&t), &Budget::unlimited(), true);
        prop_assert_eq!(r.path.len() as u32, r.steps);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]
    /// Any grid at all (conflicting, unsolvable, several solutions): the rater
    /// never panics and always stops.
    #[test]
    fn rater_never_panics_on_arbitrary_grids(cells in proptest::collection::vec(0u8..=9, 81), keep in 0usize..81) {
        let mut arr = [0u8; 81];
        for (i, v) in cells.iter().enumerate() {
            // Thin the grid out so that techniques get a chance to run.
            if (i * 7 + keep) % 3 == 0 {
                arr[i] = *v;
            }
        }
        let g = Grid::from_cells(arr).unwrap();
        let budget = Budget::unlimited().with_timeout(std::time::Duration::from_millis(200));
        // Returning at all is the property (the budget bounds the time).
        let r = rate(&g, &budget);
        prop_assert!(r.histogram.iter().map(|u| u.count).sum::<u32>() == r.steps);
    }
}

/// Soundness of every step (chains included) over a whole data set; slow,
/// so run on demand:
/// `cargo test --release -p sudoku-core --lib logic::tests -- --ignored` (set `SOUNDNESS_FILE`
/// to check another file of puzzles, one per line).
#[test]
#[ignore]
fn every_step_is_sound_on_a_data_set() {
    let path = std::env::var("SOUNDNESS_FILE").unwrap_or_else(|_| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../../shared/data/se_unbiased_1000.tsv"
        )
        .to_string()
    });
    let Ok(text) = std::fs::read_to_string(&path) else {
        panic!("cannot read {path}");
    };
    let mut n = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let Some(p) = line.split('\t').next() else {
            continue;
        };
        if let Ok(g) = p.trim().parse::<Grid>() {
            check_sound(&g);
            n += 1;
        }
    }
    assert!(n > 0, "no puzzles in {path}");
}

/// A random minimal puzzle: the solution of a fixture puzzle, relabelled
/// and permuted, with givens removed in a random order while the puzzle
/// keeps a unique solution.
fn random_minimal_puzzle(solved: &Grid, order: &[usize]) -> Grid {
    let mut cells = *solved.cells();
    for &i in order {
        let keep = cells[i];
        cells[i] = 0;
        let Ok(g) = Grid::from_cells(cells) else {
            cells[i] = keep;
            continue;
        };
        if !matches!(
            solve(&g, Mode::UNIQUE, &Budget::unlimited()).outcome,
            Outcome::Unique(_)
        ) {
            cells[i] = keep;
        }
    }
    Grid::from_cells(cells).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    /// Every step on freshly generated puzzles keeps the solution, whatever
    /// techniques the path needs.
    #[test]
    fn steps_are_sound_on_random_minimal_puzzles(
        which in 0usize..64,
        digits in Just((1u8..=9).collect::<Vec<_>>()).prop_shuffle(),
        rows in line_perm(),
        cols in line_perm(),
        order in Just((0usize..81).collect::<Vec<_>>()).prop_shuffle(),
    ) {
        let fx = fixture();
        let (g, _, _) = &fx[which % fx.len()];
        let solved = transform(&solution(g), &digits, &rows, &cols, false);
        let puzzle = random_minimal_puzzle(&solved, &order);
        check_sound(&puzzle);
    }
}

/// Technique ids are part of the JSON output: they are pinned to a committed
/// list (renaming a variant must not change an id), unique, and snake_case.
#[test]
fn technique_ids_are_stable_unique_and_snake_case() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/technique_ids.txt"
    );
    let pinned = std::fs::read_to_string(path).unwrap();
    let ids: Vec<&str> = Technique::ALL.iter().map(|t| t.id()).collect();
    assert_eq!(ids, pinned.lines().collect::<Vec<_>>());
    let unique: std::collections::HashSet<&str> = ids.iter().copied().collect();
    assert_eq!(unique.len(), ids.len());
    for id in &ids {
        let snake = !id.starts_with('_')
            && !id.ends_with('_')
            && !id.contains("__")
            && id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
        assert!(snake, "{id} is not snake_case");
    }
    assert_eq!(Technique::XYZWing.id(), "xyz_wing");
    assert_eq!(Technique::UniqueRectangle1.id(), "unique_rectangle1");
}
