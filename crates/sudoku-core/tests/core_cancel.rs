//! Cancellation at core level: a search that would run for ages returns
//! `Cancelled` promptly once its flag is raised or its deadline passes.
//!
//! The engine polls the budget every 256 nodes (well under a millisecond);
//! what the wall clock adds on a loaded machine is scheduling. So each check
//! runs up to three times and asserts that the best latency is under a
//! generous bound; every latency is printed (`cargo test -- --nocapture`).
//! A node limit, counted rather than timed, is checked exactly.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a failed unwrap is a failed run

use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use sudoku_core::{solve, Budget, CancelFlag, Grid, Mode, Outcome};

const BOUND: Duration = Duration::from_millis(50);
const TRIES: usize = 3;

/// Counts the empty grid's ~6.7e21 solutions (never finishes on its own),
/// raises the flag after 50 ms; returns the time from flag to return.
fn flag_latency() -> Duration {
    let flag = CancelFlag::new();
    let budget = Budget::unlimited().with_flag(flag.clone());
    let (tx, rx) = mpsc::channel();
    let canceller = thread::spawn(move || {
        thread::sleep(Duration::from_millis(50));
        let at = Instant::now();
        flag.cancel();
        tx.send(at).unwrap();
    });
    let report = solve(&Grid::EMPTY, Mode::CountUpTo(u32::MAX), &budget);
    let returned = Instant::now();
    let raised = rx.recv().unwrap();
    canceller.join().unwrap();
    assert_eq!(report.outcome, Outcome::Cancelled);
    let latency = returned.saturating_duration_since(raised);
    println!(
        "flag: returned {latency:?} after the flag ({} nodes)",
        report.stats.nodes
    );
    latency
}

/// The same search under a deadline 50 ms away; returns the time from the
/// deadline to the return.
fn deadline_latency() -> Duration {
    let deadline = Instant::now() + Duration::from_millis(50);
    let budget = Budget::unlimited().with_deadline(deadline);
    let report = solve(&Grid::EMPTY, Mode::CountUpTo(u32::MAX), &budget);
    let returned = Instant::now();
    assert!(returned >= deadline, "returned before the deadline");
    assert_eq!(report.outcome, Outcome::Cancelled);
    let latency = returned.saturating_duration_since(deadline);
    println!(
        "deadline: returned {latency:?} after the deadline ({} nodes)",
        report.stats.nodes
    );
    latency
}

fn best_of(f: fn() -> Duration) -> Duration {
    let mut best = Duration::MAX;
    for _ in 0..TRIES {
        best = best.min(f());
        if best < BOUND {
            break;
        }
    }
    best
}

#[test]
fn raising_the_flag_stops_a_long_count() {
    let best = best_of(flag_latency);
    assert!(best < BOUND, "took {best:?} to notice the flag");
}

#[test]
fn a_deadline_stops_a_long_count() {
    let best = best_of(deadline_latency);
    assert!(best < BOUND, "took {best:?} to notice the deadline");
}

#[test]
fn an_already_raised_flag_stops_before_searching() {
    let flag = CancelFlag::new();
    flag.cancel();
    let budget = Budget::unlimited().with_flag(flag);
    let report = solve(&Grid::EMPTY, Mode::CountUpTo(u32::MAX), &budget);
    assert_eq!(report.outcome, Outcome::Cancelled);
    assert_eq!(report.stats.nodes, 0);
}

/// Every puzzle of the fixture sets (hard ones, sparse ones, several
/// solutions), each solved under node limits around the number of nodes its
/// whole solve takes: below it the solve stops as cancelled having visited
/// exactly the limit, at it and above the answer is the unlimited one.
#[test]
fn a_node_limit_stops_the_search_after_exactly_that_many_nodes() {
    let fixtures = [
        include_str!("fixtures/easy.txt"),
        include_str!("fixtures/hardest.txt"),
        include_str!("fixtures/seventeen.txt"),
        include_str!("fixtures/multiple.txt"),
        include_str!("fixtures/unsolvable.txt"),
    ];
    let mut checked = 0;
    for line in fixtures.iter().flat_map(|f| f.lines()) {
        if line.len() < 81 || line.starts_with('#') {
            continue;
        }
        let grid: Grid = line[..81].parse().unwrap();
        let full = solve(&grid, Mode::UNIQUE, &Budget::unlimited());
        let needed = full.stats.nodes;
        assert_ne!(full.outcome, Outcome::Cancelled);
        for limit in [0, 1, needed / 2, needed.saturating_sub(1)] {
            if limit >= needed {
                continue;
            }
            let cut = solve(
                &grid,
                Mode::UNIQUE,
                &Budget::unlimited().with_node_limit(limit),
            );
            assert_eq!(
                cut.outcome,
                Outcome::Cancelled,
                "{line} under {limit} nodes"
            );
            assert_eq!(cut.stats.nodes, limit, "{line}: visited past its limit");
        }
        for limit in [needed, needed + 1, u64::MAX] {
            let within = solve(
                &grid,
                Mode::UNIQUE,
                &Budget::unlimited().with_node_limit(limit),
            );
            assert_eq!(within, full, "{line} under {limit} nodes");
        }
        checked += 1;
    }
    assert!(checked > 30, "only {checked} puzzles");
}

/// A node limit and a deadline together: whichever comes first stops the
/// search (here the deadline, already past, before any node).
#[test]
fn a_node_limit_keeps_the_deadline() {
    let past = Instant::now() - Duration::from_millis(1);
    let budget = Budget::unlimited()
        .with_node_limit(1_000_000)
        .with_deadline(past);
    let report = solve(&Grid::EMPTY, Mode::CountUpTo(u32::MAX), &budget);
    assert_eq!(report.outcome, Outcome::Cancelled);
    assert_eq!(report.stats.nodes, 0);
}
