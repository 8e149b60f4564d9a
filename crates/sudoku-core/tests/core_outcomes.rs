//! One test per outcome of the public `solve`, through the public API.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a failed unwrap is a failed run

use std::time::{Duration, Instant};

use sudoku_core::{solve, Budget, CancelFlag, Grid, Mode, Outcome};
use sudoku_testkit::{brute_count, cells, is_solution, keeps_givens};

const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn grid(s: &str) -> Grid {
    s.parse().unwrap()
}

#[test]
fn unique_puzzle_is_unique_with_a_valid_solution() {
    let report = solve(&grid(HARD), Mode::UNIQUE, &Budget::unlimited());
    let Outcome::Unique(sol) = &report.outcome else {
        panic!("{:?}", report.outcome)
    };
    assert!(is_solution(sol.cells()));
    assert!(keeps_givens(&cells(HARD), sol.cells()));
    assert!(report.stats.guesses > 0, "this one needs search");
    assert!(report.stats.nodes > report.stats.guesses);
    assert_eq!(report.outcome.solution(), Some(sol));
}

#[test]
fn first_mode_reports_solved_without_claiming_uniqueness() {
    match solve(&grid(HARD), Mode::First, &Budget::unlimited()).outcome {
        Outcome::Solved(s) => assert!(is_solution(s.cells())),
        other => panic!("{other:?}"),
    }
    // Also for a grid with many solutions.
    match solve(&Grid::EMPTY, Mode::First, &Budget::unlimited()).outcome {
        Outcome::Solved(s) => assert!(is_solution(s.cells())),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_full_valid_grid_is_its_own_unique_solution_without_search() {
    let report = solve(&grid(SOLVED), Mode::UNIQUE, &Budget::unlimited());
    assert_eq!(report.outcome, Outcome::Unique(grid(SOLVED)));
    assert_eq!(report.stats.guesses, 0);
    assert_eq!(report.stats.nodes, 1);
}

#[test]
fn empty_grid_is_multiple() {
    let report = solve(&Grid::EMPTY, Mode::UNIQUE, &Budget::unlimited());
    match report.outcome {
        Outcome::Multiple { solution, found } => {
            assert_eq!(found, 2);
            assert!(is_solution(solution.cells()));
        }
        other => panic!("{other:?}"),
    }
    assert!(report.stats.guesses >= 1);
}

#[test]
fn count_up_to_gives_exact_counts_below_the_limit() {
    // Blank a 2x2 rectangle in a solved grid whose four cells hold two
    // digits in swappable positions: exactly two solutions. Find one by
    // brute force over the solved grid so the fixture needs no hand care.
    let full = cells(SOLVED);
    let mut found = None;
    'outer: for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            if r1 / 3 != r2 / 3 {
                continue;
            }
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    let (a, b) = (full[r1 * 9 + c1], full[r1 * 9 + c2]);
                    if full[r2 * 9 + c1] == b && full[r2 * 9 + c2] == a {
                        found = Some([r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2]);
                        break 'outer;
                    }
                }
            }
        }
    }
    let rect = found.expect("the fixture grid has an unavoidable rectangle");
    let mut p = full;
    for i in rect {
        p[i] = 0;
    }
    let g = Grid::from_cells(p).unwrap();
    assert_eq!(brute_count(&p, 100), 2);
    for (limit, want) in [(1, 1), (2, 2), (3, 2), (1000, 2)] {
        let out = solve(&g, Mode::CountUpTo(limit), &Budget::unlimited()).outcome;
        match (want, out) {
            (1, Outcome::Solved(_)) if limit == 1 => {}
            (n, Outcome::Multiple { found, .. }) => assert_eq!(found, n, "limit {limit}"),
            (_, other) => panic!("limit {limit}: {other:?}"),
        }
    }
    // CountUpTo(0) is taken as 1 (behaves like First).
    assert!(matches!(
        solve(&g, Mode::CountUpTo(0), &Budget::unlimited()).outcome,
        Outcome::Solved(_)
    ));
    // The empty grid counted to 5000 reports exactly 5000 (a lower bound).
    match solve(&Grid::EMPTY, Mode::CountUpTo(5000), &Budget::unlimited()).outcome {
        Outcome::Multiple { found, .. } => assert_eq!(found, 5000),
        other => panic!("{other:?}"),
    }
}

#[test]
fn unsolvable_but_consistent_is_unsolvable() {
    let mut p = [0u8; 81];
    for (c, d) in (0..8).zip(1..=8) {
        p[c] = d;
    }
    p[4 * 9 + 8] = 9; // column 8 already has the 9 row 0 needs
    let g = Grid::from_cells(p).unwrap();
    assert!(!g.has_conflicts());
    for mode in [Mode::First, Mode::UNIQUE] {
        assert_eq!(
            solve(&g, mode, &Budget::unlimited()).outcome,
            Outcome::Unsolvable
        );
    }
}

#[test]
fn conflicting_givens_are_conflicting() {
    let g = grid(&format!("55{}", ".".repeat(79)));
    let report = solve(&g, Mode::UNIQUE, &Budget::unlimited());
    match report.outcome {
        Outcome::Conflicting(list) => assert_eq!(list.len(), 2),
        other => panic!("{other:?}"),
    }
    assert_eq!(report.stats.nodes, 0);
}

#[test]
fn cancelled_by_a_raised_flag() {
    let flag = CancelFlag::new();
    flag.cancel();
    let budget = Budget::unlimited().with_flag(flag);
    let t = Instant::now();
    let out = solve(&Grid::EMPTY, Mode::CountUpTo(u32::MAX), &budget).outcome;
    assert_eq!(out, Outcome::Cancelled);
    assert!(t.elapsed() < Duration::from_millis(50));
}

#[test]
fn cancelled_by_a_past_deadline() {
    let budget = Budget::unlimited().with_deadline(Instant::now() - Duration::from_millis(1));
    let out = solve(&grid(HARD), Mode::UNIQUE, &budget).outcome;
    assert_eq!(out, Outcome::Cancelled);
}

#[test]
fn a_generous_budget_does_not_change_the_answer() {
    let budget = Budget::unlimited()
        .with_timeout(Duration::from_secs(60))
        .with_flag(CancelFlag::new());
    assert_eq!(
        solve(&grid(HARD), Mode::UNIQUE, &budget),
        solve(&grid(HARD), Mode::UNIQUE, &Budget::unlimited())
    );
}

/// The typed entry points give the same answers as `solve` in their mode,
/// on grids of every outcome, and the count agrees with a brute-force
/// counter where brute force is cheap (mostly filled grids).
#[test]
fn typed_entry_points_agree_with_solve_and_a_brute_force_count() {
    use sudoku_core::{count_solutions, solve_first, solve_unique, Count, First, Uniqueness};
    let mut unsolvable = [0u8; 81];
    for (c, d) in (0..8).zip(1..=8) {
        unsolvable[c] = d;
    }
    unsolvable[4 * 9 + 8] = 9;
    let unsolvable: String = unsolvable.iter().map(|&d| char::from(b'0' + d)).collect();
    // A solved grid with its first 40 cells blank: one or more solutions,
    // few enough to count by brute force.
    let open: String = ".".repeat(40) + &SOLVED[40..];
    let conflicting = format!("55{}", ".".repeat(79));
    let empty = ".".repeat(81);
    let inputs = [
        (HARD, false),
        (SOLVED, true),
        (unsolvable.as_str(), false),
        (open.as_str(), true),
        (conflicting.as_str(), false),
        (empty.as_str(), false),
    ];
    let none = Budget::unlimited();
    for (s, brute_is_cheap) in inputs {
        let g = grid(s);
        match (
            solve(&g, Mode::First, &none).outcome,
            solve_first(&g, &none).outcome,
        ) {
            (Outcome::Solved(a), First::Solved(b)) => assert_eq!(a, b),
            (Outcome::Unsolvable, First::Unsolvable) => {}
            (Outcome::Conflicting(a), First::Conflicting(b)) => assert_eq!(a, b),
            (a, b) => panic!("{s}: solve says {a:?}, solve_first {b:?}"),
        }
        match (
            solve(&g, Mode::UNIQUE, &none).outcome,
            solve_unique(&g, &none).outcome,
        ) {
            (Outcome::Unique(a), Uniqueness::Unique(b)) => assert_eq!(a, b),
            (Outcome::Multiple { solution, found: 2 }, Uniqueness::Multiple(b)) => {
                assert_eq!(solution, b)
            }
            (Outcome::Unsolvable, Uniqueness::Unsolvable) => {}
            (Outcome::Conflicting(a), Uniqueness::Conflicting(b)) => assert_eq!(a, b),
            (a, b) => panic!("{s}: solve says {a:?}, solve_unique {b:?}"),
        }
        let limit = 10;
        let counted = count_solutions(&g, limit, &none).outcome;
        match (solve(&g, Mode::CountUpTo(limit), &none).outcome, &counted) {
            (Outcome::Conflicting(a), Count::Conflicting(b)) => assert_eq!(&a, b),
            (
                Outcome::Unsolvable,
                Count::Exactly {
                    count: 0,
                    solution: None,
                },
            ) => {}
            (
                Outcome::Unique(a),
                Count::Exactly {
                    count: 1,
                    solution: Some(b),
                },
            ) => {
                assert_eq!(&a, b)
            }
            (
                Outcome::Multiple { solution, found },
                Count::Exactly {
                    count,
                    solution: Some(b),
                },
            )
            | (Outcome::Multiple { solution, found }, Count::AtLeast { count, solution: b }) => {
                assert_eq!((found, &solution), (*count, b))
            }
            (a, b) => panic!("{s}: solve says {a:?}, count_solutions {b:?}"),
        }
        if brute_is_cheap {
            let c = cells(s);
            let brute = brute_count(&c, u64::from(limit));
            let (count, solution) = match counted {
                Count::Exactly { count, solution } => (count, solution),
                Count::AtLeast { count, solution } => {
                    assert_eq!(count, limit);
                    (count, Some(solution))
                }
                other => panic!("{s}: {other:?}"),
            };
            assert_eq!(u64::from(count), brute, "{s}");
            if let Some(sol) = solution {
                assert!(is_solution(sol.cells()) && keeps_givens(&c, sol.cells()));
            }
        }
    }
    // Cancellation is its own answer in every mode.
    let flag = CancelFlag::new();
    flag.cancel();
    let cancelled = Budget::unlimited().with_flag(flag);
    assert_eq!(
        solve_first(&grid(HARD), &cancelled).outcome,
        First::Cancelled
    );
    assert_eq!(
        solve_unique(&grid(HARD), &cancelled).outcome,
        Uniqueness::Cancelled
    );
    assert_eq!(
        count_solutions(&Grid::EMPTY, u32::MAX, &cancelled).outcome,
        Count::Cancelled
    );
}
