//! Property tests over random grids: every answer is checked by the
//! independent checker in `sudoku_testkit`, and counts by brute force.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a failed unwrap is a failed run

use proptest::prelude::*;
use sudoku_core::{solve, Budget, Grid, Mode, Outcome};
use sudoku_testkit::{brute_count, givens_conflict, is_solution, keeps_givens};

/// A random valid full grid: a base solution transformed by validity-
/// preserving symmetries (relabel digits, permute rows within bands, bands,
/// columns within stacks, stacks, optionally transpose).
fn full_grid() -> impl Strategy<Value = [u8; 81]> {
    let perm9 = Just((1..=9u8).collect::<Vec<_>>()).prop_shuffle();
    let perm3 = || Just(vec![0usize, 1, 2]).prop_shuffle();
    (
        perm9,
        [perm3(), perm3(), perm3()],
        perm3(),
        [perm3(), perm3(), perm3()],
        perm3(),
        any::<bool>(),
    )
        .prop_map(|(digits, rows_in, bands, cols_in, stacks, transpose)| {
            let base = |r: usize, c: usize| (r * 3 + r / 3 + c) % 9;
            let mut g = [0u8; 81];
            for r in 0..9 {
                for c in 0..9 {
                    let sr = bands[r / 3] * 3 + rows_in[r / 3][r % 3];
                    let sc = stacks[c / 3] * 3 + cols_in[c / 3][c % 3];
                    let (sr, sc) = if transpose { (sc, sr) } else { (sr, sc) };
                    g[r * 9 + c] = digits[base(sr, sc)];
                }
            }
            g
        })
}

/// A full grid with cells blanked where `mask` is true.
fn blank(full: &[u8; 81], mask: &[bool]) -> [u8; 81] {
    std::array::from_fn(|i| if mask[i] { 0 } else { full[i] })
}

fn count(cells: &[u8; 81], limit: u32) -> u32 {
    let g = Grid::from_cells(*cells).unwrap();
    match solve(&g, Mode::CountUpTo(limit), &Budget::unlimited()).outcome {
        Outcome::Unsolvable => 0,
        Outcome::Solved(_) | Outcome::Unique(_) => 1,
        Outcome::Multiple { found, .. } => found,
        other => panic!("unexpected {other:?}"),
    }
}

/// A unique puzzle carved from `full`: blank cells in the order given by
/// `order`, keeping each blank only while the puzzle stays unique.
fn carve_unique(full: &[u8; 81], order: &[usize]) -> [u8; 81] {
    let mut p = *full;
    for &i in order {
        let keep = p[i];
        p[i] = 0;
        if count(&p, 2) != 1 {
            p[i] = keep;
        }
    }
    p
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn generated_grids_are_valid(full in full_grid()) {
        prop_assert!(is_solution(&full));
    }

    /// `has_conflicts` (the fast check) agrees with the full list of
    /// conflicts and with the independent checker, on partial valid
    /// grids with a few random digits written over them.
    #[test]
    fn conflict_check_agrees_with_the_conflict_list(
        full in full_grid(),
        mask in proptest::collection::vec(proptest::bool::weighted(0.6), 81),
        writes in proptest::collection::vec((0usize..81, 0u8..=9), 0..4),
    ) {
        let mut p = blank(&full, &mask);
        for (i, d) in writes {
            p[i] = d;
        }
        let g = Grid::from_cells(p).unwrap();
        let brute = givens_conflict(&p);
        prop_assert_eq!(g.has_conflicts(), brute);
        prop_assert_eq!(g.conflicts().is_empty(), !brute);
    }

    /// Any subset of a valid grid's cells is solvable; the answer keeps
    /// every given and satisfies all 27 units, in both modes.
    #[test]
    fn solutions_keep_givens_and_obey_the_rules(
        full in full_grid(),
        mask in proptest::collection::vec(proptest::bool::weighted(0.7), 81),
    ) {
        let p = blank(&full, &mask);
        let g = Grid::from_cells(p).unwrap();
        for mode in [Mode::First, Mode::UNIQUE] {
            let report = solve(&g, mode, &Budget::unlimited());
            let sol = report.outcome.solution().unwrap_or_else(|| panic!("{:?}", report.outcome));
            prop_assert!(is_solution(sol.cells()));
            prop_assert!(keeps_givens(&p, sol.cells()));
            prop_assert!(report.stats.nodes > report.stats.guesses);
        }
    }

    /// Removing a given never lowers the solution count.
    #[test]
    fn removing_a_given_never_lowers_the_count(
        full in full_grid(),
        mask in proptest::collection::vec(proptest::bool::weighted(0.6), 81),
        pick in 0usize..81,
    ) {
        let p = blank(&full, &mask);
        let Some(i) = (0..81).map(|k| (pick + k) % 81).find(|&i| p[i] != 0) else {
            return Ok(());
        };
        let mut q = p;
        q[i] = 0;
        let (a, b) = (count(&p, 200), count(&q, 200));
        prop_assert!(b >= a, "count fell from {a} to {b}");
    }

    /// A unique puzzle with one given removed is still solvable and never
    /// reports fewer than one solution; the uniqueness check agrees with
    /// brute force on which of Unique / Multiple it is.
    #[test]
    fn unique_puzzle_minus_a_given(
        full in full_grid(),
        order in Just((0..81).collect::<Vec<usize>>()).prop_shuffle(),
        pick in 0usize..81,
    ) {
        let p = carve_unique(&full, &order);
        prop_assert_eq!(count(&p, 2), 1);
        let Some(i) = (0..81).map(|k| (pick + k) % 81).find(|&i| p[i] != 0) else {
            return Ok(());
        };
        let mut q = p;
        q[i] = 0;
        let n = count(&q, 2);
        prop_assert!(n >= 1);
        // A carved puzzle is minimal: every given is needed.
        prop_assert_eq!(n, 2, "carving should have removed given {}", i);
    }

    /// Counting agrees with exhaustive brute force on small blank regions.
    #[test]
    fn counts_agree_with_brute_force(
        full in full_grid(),
        blanks in proptest::collection::btree_set(0usize..81, 0..=12),
        extra_rows in proptest::option::of((0usize..3, 0usize..3, 1usize..3)),
    ) {
        let mut p = full;
        for &i in &blanks {
            p[i] = 0;
        }
        // Optionally blank two whole rows of one band too: these often
        // have several completions.
        if let Some((band, r, step)) = extra_rows {
            for row in [band * 3 + r, band * 3 + (r + step) % 3] {
                for c in 0..9 {
                    p[row * 9 + c] = 0;
                }
            }
        }
        let want = brute_count(&p, 100_000);
        let got = count(&p, 100_000);
        prop_assert_eq!(u64::from(got), want);
    }
}
