//! Solver benchmark: `cargo bench -p sudoku-core --bench solver`.
//!
//! Reads `../shared/data/{unbiased_1000,17_clue,magictour_top1465,serg_benchmark}.txt`
//! (beside the repository; skipped with a message when absent), and for
//! each set and mode (first solution; count to 2) prints µs per puzzle and
//! puzzles per second, single thread, median of 3 interleaved rounds (each
//! a warm-up pass, then passes repeated for at least 0.1 s), for:
//! - ours: the public `solve` (grid check + engine), as a caller sees it;
//! - jcz: the `sudoku` crate (a JCZSolve port; dev-dependency only, AGPL);
//! - naive: the row-major backtracker in `baseline/naive.rs`, capped at
//!   `NAIVE_CAP` nodes per puzzle (the number capped is reported; a capped
//!   puzzle's time is a lower bound, so naive ratios are understated); one
//!   pass per round, no warm-up.
//!
//! Environment: `SOLVER_BENCH_LIMIT=N` takes the first N puzzles of each set;
//! `SOLVER_BENCH_NAIVE=0` skips the naive baseline; `SOLVER_BENCH_ONLY=ours`
//! (or `jcz`, `naive`) runs one solver only, e.g. under `perf stat` or
//! `valgrind --tool=callgrind`; `SOLVER_BENCH_SETS=a,b` picks sets by name;
//! `SOLVER_BENCH_EXTRA=path[,path]` adds set files from elsewhere (same
//! format, named by their file stem), e.g. a set that is not shipped.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a measuring tool run by hand: a bad input may stop it

#[path = "baseline/naive.rs"]
mod naive;

use std::hint::black_box;
use std::path::PathBuf;
use std::time::Instant;

use sudoku_core::{solve, Budget, Grid, Mode, Outcome};

const SETS: [&str; 4] = [
    "unbiased_1000",
    "17_clue",
    "magictour_top1465",
    "serg_benchmark",
];
const ROUNDS: usize = 3;
const NAIVE_CAP: u64 = 20_000;

struct Set {
    grids: Vec<Grid>,
    cells: Vec<[u8; 81]>,
    jcz: Vec<sudoku::Sudoku>,
}

fn load(path: &std::path::Path, name: &str, limit: usize) -> Option<Set> {
    let text = std::fs::read_to_string(path).ok()?;
    let mut grids = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') || line.len() < 81 {
            continue;
        }
        match line[..81].parse::<Grid>() {
            Ok(g) => grids.push(g),
            Err(e) => eprintln!("{name}: skipping unparsable line: {e}"),
        }
        if grids.len() >= limit {
            break;
        }
    }
    let cells: Vec<[u8; 81]> = grids.iter().map(|g| *g.cells()).collect();
    let jcz = cells
        .iter()
        .map(|c| sudoku::Sudoku::from_bytes(*c).expect("valid cells"))
        .collect();
    Some(Set { grids, cells, jcz })
}

#[derive(Clone, Copy, PartialEq)]
enum Which {
    First,
    Count2,
}

/// Seconds per pass of `pass` over a set: one untimed warm-up pass, then
/// timed passes until at least `MIN_TIME` has elapsed (small sets take a
/// few ms a pass, too short to time alone on a busy machine).
fn per_pass(mut pass: impl FnMut() -> u64) -> (f64, u64) {
    const MIN_TIME: f64 = 0.1;
    let sum = pass();
    let t = Instant::now();
    let mut passes = 0u32;
    loop {
        black_box(pass());
        passes += 1;
        let e = t.elapsed().as_secs_f64();
        if e >= MIN_TIME {
            return (e / f64::from(passes), sum);
        }
    }
}

/// Seconds for one pass over the set, plus a checksum of answers so the
/// work cannot be optimised away and so solvers can be compared.
fn time_ours(set: &Set, which: Which) -> (f64, u64) {
    let mode = match which {
        Which::First => Mode::First,
        Which::Count2 => Mode::UNIQUE,
    };
    let budget = Budget::unlimited();
    per_pass(|| {
        let mut sum = 0u64;
        for g in &set.grids {
            let r = solve(black_box(g), mode, &budget);
            sum += match r.outcome {
                Outcome::Solved(_) | Outcome::Unique(_) => 1,
                Outcome::Multiple { found, .. } => found as u64,
                _ => 0,
            };
        }
        sum
    })
}

fn time_jcz(set: &Set, which: Which) -> (f64, u64) {
    per_pass(|| {
        let mut sum = 0u64;
        for s in &set.jcz {
            let s = black_box(*s);
            sum += match which {
                Which::First => s.some_solution().is_some() as u64,
                Which::Count2 => s.solutions_count_up_to(2) as u64,
            };
        }
        sum
    })
}

fn time_naive(set: &Set, which: Which) -> (f64, u64, usize) {
    let limit = match which {
        Which::First => 1,
        Which::Count2 => 2,
    };
    let mut sum = 0u64;
    let mut capped = 0;
    let t = Instant::now();
    for c in &set.cells {
        let r = naive::solve(black_box(c), limit, NAIVE_CAP);
        sum += r.found as u64;
        capped += r.capped as usize;
    }
    (t.elapsed().as_secs_f64(), sum, capped)
}

fn median(mut v: Vec<f64>) -> f64 {
    if v.is_empty() {
        return f64::NAN;
    }
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

fn main() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data");
    let extra = std::env::var("SOLVER_BENCH_EXTRA").unwrap_or_default();
    if !dir.is_dir() && extra.is_empty() {
        println!(
            "solver bench: {} not found, nothing to measure",
            dir.display()
        );
        return;
    }
    let limit = std::env::var("SOLVER_BENCH_LIMIT")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(usize::MAX);
    let only = std::env::var("SOLVER_BENCH_ONLY").ok();
    let runs = |who: &str| only.as_deref().is_none_or(|o| o == who);
    let with_naive =
        std::env::var("SOLVER_BENCH_NAIVE").map_or(true, |v| v != "0") && runs("naive");

    let pick = std::env::var("SOLVER_BENCH_SETS").ok();
    let mut files: Vec<(String, PathBuf)> = Vec::new();
    if dir.is_dir() {
        files.extend(
            SETS.iter()
                .map(|name| (name.to_string(), dir.join(format!("{name}.txt")))),
        );
    }
    for path in extra
        .split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(PathBuf::from)
    {
        let name = path.file_stem().map_or_else(
            || path.display().to_string(),
            |s| s.to_string_lossy().into_owned(),
        );
        files.push((name, path));
    }
    let width = files
        .iter()
        .map(|(n, _)| n.len())
        .max()
        .unwrap_or(0)
        .max(18);
    println!(
        "single thread, median of {ROUNDS} interleaved rounds; naive capped at {NAIVE_CAP} nodes/puzzle"
    );
    println!(
        "{:<w$} {:<6} {:>7} | {:>9} {:>10} | {:>9} {:>7} | {:>9} {:>8} {:>7}",
        "set",
        "mode",
        "puzzles",
        "ours µs",
        "ours /s",
        "jcz µs",
        "jcz/us",
        "naive µs",
        "naive/us",
        "capped",
        w = width
    );
    for (name, path) in &files {
        if pick
            .as_deref()
            .is_some_and(|p| !p.split(',').any(|x| x == name))
        {
            continue;
        }
        let Some(set) = load(path, name, limit) else {
            println!("{name}: {} not found, skipped", path.display());
            continue;
        };
        let n = set.grids.len().max(1) as f64;
        for which in [Which::First, Which::Count2] {
            let (mut ours, mut jcz, mut nai) = (Vec::new(), Vec::new(), Vec::new());
            let mut capped = 0;
            let mut sums = (0, 0, 0);
            for _ in 0..ROUNDS {
                if runs("ours") {
                    let (t, s) = time_ours(&set, which);
                    ours.push(t);
                    sums.0 = s;
                }
                if runs("jcz") {
                    let (t, s) = time_jcz(&set, which);
                    jcz.push(t);
                    sums.1 = s;
                }
                if with_naive {
                    let (t, s, c) = time_naive(&set, which);
                    nai.push(t);
                    sums.2 = s;
                    capped = c;
                }
            }
            if only.is_none() && sums.0 != sums.1 {
                println!(
                    "!! {name}: ours and jcz disagree (answer checksums {} vs {})",
                    sums.0, sums.1
                );
            }
            let ours_us = median(ours) / n * 1e6;
            let jcz_us = median(jcz) / n * 1e6;
            let (naive_us, naive_col, capped_col) = if with_naive {
                let us = median(nai) / n * 1e6;
                (
                    format!("{us:.1}"),
                    format!("{:.1}x", us / ours_us),
                    capped.to_string(),
                )
            } else {
                ("-".into(), "-".into(), "-".into())
            };
            println!(
                "{:<w$} {:<6} {:>7} | {:>9.2} {:>10.0} | {:>9.2} {:>6.2}x | {:>9} {:>8} {:>7}",
                name,
                if which == Which::First {
                    "first"
                } else {
                    "count2"
                },
                set.grids.len(),
                ours_us,
                1e6 / ours_us,
                jcz_us,
                jcz_us / ours_us,
                naive_us,
                naive_col,
                capped_col,
                w = width,
            );
        }
    }
}
