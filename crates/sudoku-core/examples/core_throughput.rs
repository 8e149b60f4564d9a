//! The core alone on N threads: how many puzzles per second `solve` in
//! uniqueness mode (as the HTTP service runs it) gets through a file.
//!
//! `cargo run --release -p sudoku-core --example core_throughput -- FILE [THREADS] [SECONDS]`
//!
//! Puzzles are parsed once up front; threads take chunks of 64 from a shared
//! counter and the file is repeated until SECONDS (default 3) have passed.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a measuring tool run by hand: a bad input may stop it

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use sudoku_core::{solve, Budget, Grid, Mode};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: core_throughput FILE [THREADS] [SECONDS]");
        std::process::exit(2);
    };
    let threads: usize = args
        .get(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let seconds: f64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(3.0);
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(2);
    });
    let grids: Vec<Grid> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| Grid::parse(l.get(..81).unwrap_or(l)).ok())
        .collect();
    if grids.is_empty() {
        eprintln!("{path}: no puzzles");
        std::process::exit(2);
    }
    let budget = Budget::unlimited();
    let next = AtomicUsize::new(0);
    let stop_at = Instant::now() + Duration::from_secs_f64(seconds);
    let t0 = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                if Instant::now() >= stop_at {
                    break;
                }
                let start = next.fetch_add(64, Ordering::Relaxed);
                for k in start..start + 64 {
                    let g = &grids[k % grids.len()];
                    std::hint::black_box(solve(g, Mode::UNIQUE, &budget));
                }
            });
        }
    });
    let elapsed = t0.elapsed().as_secs_f64();
    let solved = next.load(Ordering::Relaxed);
    println!(
        "RESULT {:.1} {} {} {:.3}",
        solved as f64 / elapsed,
        solved,
        threads,
        elapsed
    );
}
