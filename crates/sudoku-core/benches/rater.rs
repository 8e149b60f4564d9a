//! Rater benchmark: `cargo bench -p sudoku-core --bench rater`.
//!
//! Rates every puzzle of `../shared/data/{unbiased_1000,magictour_top1465}.txt`
//! (relative to the crate root; a set that is absent is skipped with a
//! message) one after the other on one thread, each under a 1 s budget, and
//! prints per set: puzzles, % rated completely, % stopped by the budget,
//! median, p90, p99 and max milliseconds per puzzle, and the total.
//! "Completely" means the grid is solved; a puzzle that needs a technique
//! the rater lacks stops early as "stuck" and is counted separately, so its
//! time is a lower bound.
//!
//! Environment: `RATER_BENCH_LIMIT=N` takes the first N puzzles of each
//! set; `RATER_BENCH_SETS=a,b` picks sets by name; `RATER_BENCH_BUDGET_MS`
//! changes the per-puzzle budget.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a measuring tool run by hand: a bad input may stop it

use std::path::PathBuf;
use std::time::{Duration, Instant};

use sudoku_core::logic::{rate, Incomplete};
use sudoku_core::{Budget, Grid};

const SETS: [&str; 2] = ["unbiased_1000", "magictour_top1465"];

fn env_usize(name: &str) -> Option<usize> {
    std::env::var(name).ok().and_then(|v| v.parse().ok())
}

fn load(path: &std::path::Path, limit: usize) -> Option<Vec<Grid>> {
    let text = std::fs::read_to_string(path).ok()?;
    let grids = text
        .lines()
        .map(str::trim)
        .filter(|l| l.len() >= 81 && !l.starts_with('#'))
        .filter_map(|l| l[..81].parse::<Grid>().ok())
        .take(limit)
        .collect();
    Some(grids)
}

fn quantile(sorted: &[Duration], q: f64) -> f64 {
    let i = ((sorted.len() as f64 * q).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[i].as_secs_f64() * 1000.0
}

fn main() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data");
    let limit = env_usize("RATER_BENCH_LIMIT").unwrap_or(usize::MAX);
    let budget_ms = env_usize("RATER_BENCH_BUDGET_MS").unwrap_or(1000) as u64;
    let only: Option<Vec<String>> = std::env::var("RATER_BENCH_SETS")
        .ok()
        .map(|v| v.split(',').map(str::to_string).collect());
    println!("rater, single thread, budget {budget_ms} ms per puzzle");
    println!("| set | puzzles | complete | stuck | budget hit | median ms | p90 ms | p99 ms | max ms | total s |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for name in SETS {
        if only.as_ref().is_some_and(|o| !o.iter().any(|s| s == name)) {
            continue;
        }
        let path = dir.join(format!("{name}.txt"));
        let Some(grids) = load(&path, limit) else {
            println!(
                "| {name} | skipped: {} not found | | | | | | | | |",
                path.display()
            );
            continue;
        };
        if grids.is_empty() {
            println!("| {name} | no puzzles | | | | | | | | |");
            continue;
        }
        let (mut complete, mut stuck, mut budget_hit) = (0usize, 0usize, 0usize);
        let mut times = Vec::with_capacity(grids.len());
        let all = Instant::now();
        for g in &grids {
            let budget = Budget::unlimited().with_timeout(Duration::from_millis(budget_ms));
            let t = Instant::now();
            let r = std::hint::black_box(rate(std::hint::black_box(g), &budget));
            times.push(t.elapsed());
            match r.incomplete {
                None => complete += 1,
                Some(Incomplete::Budget) => budget_hit += 1,
                Some(_) => stuck += 1,
            }
        }
        let total = all.elapsed();
        times.sort();
        let pct = |k: usize| 100.0 * k as f64 / grids.len() as f64;
        println!(
            "| {name} | {} | {:.1}% | {:.1}% | {:.1}% | {:.3} | {:.3} | {:.3} | {:.3} | {:.2} |",
            grids.len(),
            pct(complete),
            pct(stuck),
            pct(budget_hit),
            quantile(&times, 0.5),
            quantile(&times, 0.9),
            quantile(&times, 0.99),
            quantile(&times, 1.0),
            total.as_secs_f64()
        );
    }
}
