//! Exact work counts for the solver over a puzzle file, for tuning:
//! `cargo run --release -p sudoku-core --example solver_stats -- FILE [first|count2] [PASSES]`
//!
//! Prints puzzles, solutions found, guesses and nodes (deterministic).
//! Under `valgrind --tool=callgrind --collect-atstart=no
//! --toggle-collect='*solver_stats*pass*'` it gives the instruction count
//! of the solves alone (parsing excluded).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a measuring tool run by hand: a bad input may stop it

use sudoku_core::{solve, Budget, Grid, Mode, Outcome};

#[inline(never)]
fn pass(grids: &[Grid], mode: Mode) -> (u64, u64, u64) {
    let budget = Budget::unlimited();
    let (mut found, mut guesses, mut nodes) = (0u64, 0u64, 0u64);
    for g in grids {
        let r = solve(std::hint::black_box(g), mode, &budget);
        found += match r.outcome {
            Outcome::Solved(_) | Outcome::Unique(_) => 1,
            Outcome::Multiple { found, .. } => u64::from(found),
            _ => 0,
        };
        guesses += r.stats.guesses;
        nodes += r.stats.nodes;
    }
    (found, guesses, nodes)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: solver_stats FILE [first|count2] [PASSES]");
        std::process::exit(2);
    };
    let mode = match args.get(2).map(String::as_str) {
        Some("first") => Mode::First,
        _ => Mode::UNIQUE,
    };
    let passes: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1);
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(2);
    });
    let grids: Vec<Grid> = text
        .lines()
        .map(str::trim)
        .filter(|l| l.len() >= 81 && !l.starts_with('#'))
        .filter_map(|l| l[..81].parse().ok())
        .collect();
    let mut last = (0, 0, 0);
    for _ in 0..passes.max(1) {
        last = pass(&grids, mode);
    }
    println!(
        "puzzles {} found {} guesses {} nodes {}",
        grids.len(),
        last.0,
        last.1,
        last.2
    );
}
