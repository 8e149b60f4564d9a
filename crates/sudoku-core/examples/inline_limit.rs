//! What a node limit buys an inline solve attempt, per puzzle file: for each
//! limit, the share of puzzles whose whole uniqueness solve fits in it (the
//! attempt answers them), and what an attempt costs — the whole solve for
//! those, the cut-short search (wasted, handed off) for the others — as
//! the median and the largest time per attempt over the file.
//!
//! `cargo run --release -p sudoku-core --example inline_limit -- FILE... [--limits 16,32,64,128,256]`
//!
//! Times are per puzzle, the best of 5 passes over the file (the machine's
//! noise only ever adds); the node counts are exact.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a measuring tool run by hand: a bad input may stop it

use std::time::{Duration, Instant};

use sudoku_core::{solve_unique, Budget, Grid, Uniqueness};

const PASSES: usize = 5;

fn grids(path: &str) -> Vec<Grid> {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .filter(|l| l.len() >= 81 && !l.starts_with('#'))
        .filter_map(|l| l[..81].parse().ok())
        .collect()
}

/// The best time of each puzzle's attempt under `budget`, and whether it
/// finished.
fn attempts(grids: &[Grid], budget: &Budget) -> Vec<(Duration, bool)> {
    let mut best = vec![(Duration::MAX, false); grids.len()];
    for _ in 0..PASSES {
        for (g, slot) in grids.iter().zip(best.iter_mut()) {
            let t0 = Instant::now();
            let r = solve_unique(std::hint::black_box(g), budget);
            let t = t0.elapsed();
            slot.0 = slot.0.min(t);
            slot.1 = r.outcome != Uniqueness::Cancelled;
        }
    }
    best
}

fn micros(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

fn main() {
    let mut files = Vec::new();
    let mut limits = vec![16u64, 32, 64, 128, 256];
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        if a == "--limits" {
            let list = args.next().expect("--limits a,b,c");
            limits = list
                .split(',')
                .map(|n| n.parse().expect("a node count"))
                .collect();
        } else {
            files.push(a);
        }
    }
    println!(
        "| file | limit | finished | attempt median µs | attempt max µs | whole solve median µs |"
    );
    println!("|---|---|---|---|---|---|");
    for path in &files {
        let grids = grids(path);
        let mut whole: Vec<Duration> = attempts(&grids, &Budget::unlimited())
            .into_iter()
            .map(|(t, _)| t)
            .collect();
        whole.sort();
        let name = path.rsplit('/').next().unwrap_or(path);
        for &limit in &limits {
            let runs = attempts(&grids, &Budget::unlimited().with_node_limit(limit));
            let finished = runs.iter().filter(|(_, f)| *f).count();
            let mut times: Vec<Duration> = runs.iter().map(|(t, _)| *t).collect();
            times.sort();
            println!(
                "| {name} | {limit} | {:.1}% | {:.2} | {:.2} | {:.2} |",
                100.0 * finished as f64 / grids.len() as f64,
                micros(times[times.len() / 2]),
                micros(times[times.len() - 1]),
                micros(whole[whole.len() / 2]),
            );
        }
    }
}
