//! Corpus tests over the committed fixtures in `tests/fixtures/`. Every
//! answer is checked by the independent checker in `sudoku_testkit`, and solution
//! counts are cross-checked against a second, independent solver (the
//! `sudoku` crate, a dev-dependency only).

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a failed unwrap is a failed run

use sudoku_core::{solve, Budget, Grid, Mode, Outcome};
use sudoku_testkit::{cells, fixtures, givens_conflict, is_solution, keeps_givens, puzzle_lines};

fn grid(line: &str) -> Grid {
    line.parse().unwrap()
}

/// Solution count up to `limit` by the independent reference solver.
fn reference_count(c: &[u8; 81], limit: usize) -> usize {
    match sudoku::Sudoku::from_bytes(*c) {
        Ok(s) => s.solutions_count_up_to(limit),
        Err(_) => 0,
    }
}

fn check_unique_file(name: &str) {
    let lines = puzzle_lines(&fixtures().join(name));
    assert!(!lines.is_empty());
    for (line, note) in lines {
        let c = cells(&line);
        assert!(!givens_conflict(&c), "{name} {note}: givens conflict");
        let g = grid(&line);
        let report = solve(&g, Mode::UNIQUE, &Budget::unlimited());
        let Outcome::Unique(sol) = &report.outcome else {
            panic!(
                "{name} {line} {note}: expected Unique, got {:?}",
                report.outcome
            );
        };
        assert!(is_solution(sol.cells()), "{name} {line}: invalid solution");
        assert!(
            keeps_givens(&c, sol.cells()),
            "{name} {line}: givens changed"
        );
        assert_eq!(
            reference_count(&c, 2),
            1,
            "{name} {line}: reference disagrees"
        );
        // Mode::First finds the same (only) solution.
        match solve(&g, Mode::First, &Budget::unlimited()).outcome {
            Outcome::Solved(s) => assert_eq!(&s, sol),
            other => panic!("{name} {line}: First gave {other:?}"),
        }
        assert!(report.stats.nodes >= 1);
        assert!(report.stats.nodes > report.stats.guesses);
    }
}

#[test]
fn easy_puzzles_are_unique() {
    check_unique_file("easy.txt");
}

#[test]
fn seventeen_clue_puzzles_are_unique() {
    check_unique_file("seventeen.txt");
}

#[test]
fn hardest_puzzles_are_unique() {
    check_unique_file("hardest.txt");
}

#[test]
fn multiple_solution_puzzles() {
    for (line, note) in puzzle_lines(&fixtures().join("multiple.txt")) {
        let c = cells(&line);
        let g = grid(&line);
        match solve(&g, Mode::UNIQUE, &Budget::unlimited()).outcome {
            Outcome::Multiple { solution, found } => {
                assert_eq!(found, 2, "{line} {note}");
                assert!(is_solution(solution.cells()) && keeps_givens(&c, solution.cells()));
            }
            other => panic!("{line} {note}: expected Multiple, got {other:?}"),
        }
        // Exact counts agree with the reference solver (capped for the empty grid).
        let ours = match solve(&g, Mode::CountUpTo(500), &Budget::unlimited()).outcome {
            Outcome::Multiple { found, .. } => found as usize,
            other => panic!("{line}: {other:?}"),
        };
        assert_eq!(ours, reference_count(&c, 500), "{line} {note}");
    }
}

#[test]
fn unsolvable_but_consistent_puzzles() {
    for (line, note) in puzzle_lines(&fixtures().join("unsolvable.txt")) {
        let c = cells(&line);
        assert!(
            !givens_conflict(&c),
            "{line} {note}: fixture must be consistent"
        );
        assert_eq!(
            reference_count(&c, 1),
            0,
            "{line} {note}: reference finds a solution"
        );
        for mode in [Mode::First, Mode::UNIQUE, Mode::CountUpTo(1000)] {
            let out = solve(&grid(&line), mode, &Budget::unlimited()).outcome;
            assert_eq!(out, Outcome::Unsolvable, "{line} {note} {mode:?}");
        }
    }
}

/// From each hardest puzzle, a consistent but unsolvable one: add, in an
/// empty cell, a digit that conflicts with no given but differs from the
/// unique solution. Refuting these takes real search.
#[test]
fn wrong_extra_given_makes_a_hard_puzzle_unsolvable() {
    for (line, note) in puzzle_lines(&fixtures().join("hardest.txt")) {
        let c = cells(&line);
        let sol = match grid(&line).solve_unique() {
            sudoku_core::Uniqueness::Unique(s) => *s.cells(),
            other => panic!("{line}: {other:?}"),
        };
        let mut made = 0;
        for i in (0..81).filter(|&i| c[i] == 0) {
            for d in 1..=9u8 {
                let mut p = c;
                p[i] = d;
                if d == sol[i] || givens_conflict(&p) {
                    continue;
                }
                let g = Grid::from_cells(p).unwrap();
                let out = solve(&g, Mode::UNIQUE, &Budget::unlimited()).outcome;
                assert_eq!(out, Outcome::Unsolvable, "{line} {note}: {d} at {i}");
                made += 1;
                break;
            }
            if made == 3 {
                break;
            }
        }
        assert_eq!(made, 3);
    }
}

#[test]
fn conflicting_givens_are_reported_not_searched() {
    for (line, note) in puzzle_lines(&fixtures().join("conflicting.txt")) {
        let c = cells(&line);
        assert!(givens_conflict(&c), "{line} {note}: fixture must conflict");
        let report = solve(&grid(&line), Mode::UNIQUE, &Budget::unlimited());
        match report.outcome {
            Outcome::Conflicting(list) => assert!(!list.is_empty(), "{note}"),
            other => panic!("{line} {note}: expected Conflicting, got {other:?}"),
        }
        assert_eq!(report.stats.nodes, 0, "{note}: searched anyway");
    }
}
