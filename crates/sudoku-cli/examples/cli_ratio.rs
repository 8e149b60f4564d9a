//! The `solve` command against the core, measured side by side so that the
//! ratio survives a noisy machine: each round times one single-thread pass
//! of the core over the file (puzzles parsed up front, `solve` in
//! uniqueness mode, as the core benchmark does), then the real binary
//! running `solve --threads N FILE > /dev/null` (process start, reading,
//! parsing, solving, formatting and writing included).
//!
//! ```text
//! cargo build --release && cargo run --release -p sudoku-cli --example cli_ratio -- \
//!     ../shared/data/17_clue.txt [ROUNDS=10] [THREADS=2] [BIN=target/release/sudoku-service]
//! ```
//!
//! Each round also runs THREADS core passes at once, one per thread: their
//! combined rate over the single pass's is the speed-up the machine gave
//! at that moment (about THREADS when idle, less when other work competes),
//! a ceiling for the command's ratio.
//!
//! Prints per round the core's puzzles/s, that ceiling, the command's
//! puzzles/s and its ratio to the core, then the median, min and max of each.
//!
//! Last, CPU time (Linux, from `/proc/self/stat`, 10 ms ticks summed over
//! all rounds): the core's and the command's CPU µs per puzzle. Their ratio
//! is what the command adds per puzzle (reading, parsing, formatting,
//! threads), whatever the load; THREADS divided by it is the ratio an idle
//! machine would allow if the workers stay busy (a projection, not a
//! measurement). The core's CPU per puzzle when THREADS passes run at once
//! shows how much of that is the hardware (shared caches, SMT siblings)
//! rather than the command.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a measuring tool run by hand: a bad input may stop it

use std::process::{Command, Stdio};
use std::time::Instant;

use sudoku_cli::placement;
use sudoku_cli::sudoku::{solve, Budget, Grid, Mode};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: cli_ratio FILE [ROUNDS] [THREADS] [BIN]");
        std::process::exit(2);
    };
    let rounds: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(10);
    let threads: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(2);
    let bin = args
        .get(4)
        .cloned()
        .unwrap_or_else(|| "target/release/sudoku-service".to_owned());
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(2);
    });
    let grids: Vec<Grid> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .filter_map(|l| Grid::parse(l).ok())
        .collect();
    let n = grids.len() as f64;
    let budget = Budget::unlimited();

    let mut cli_cpu = 0.0;
    let mut core_cpu = 0.0;
    let mut cli = || {
        let t = Instant::now();
        let before = cpu_seconds(Whose::Children);
        let status = Command::new(&bin)
            .args(["solve", "--threads", &threads.to_string(), path])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
        match status {
            Ok(s) if s.code().is_some_and(|c| c <= 1) => {
                let rate = n / t.elapsed().as_secs_f64();
                cli_cpu += cpu_seconds(Whose::Children) - before;
                rate
            }
            other => {
                eprintln!("{bin} failed: {other:?}");
                std::process::exit(2);
            }
        }
    };
    let pass = || {
        for g in &grids {
            std::hint::black_box(solve(g, Mode::UNIQUE, &budget));
        }
    };
    let mut core = || {
        let t = Instant::now();
        let before = cpu_seconds(Whose::Own);
        pass();
        let rate = n / t.elapsed().as_secs_f64();
        core_cpu += cpu_seconds(Whose::Own) - before;
        rate
    };
    let mut par_cpu = 0.0;
    let mut parallel_core = || {
        let t = Instant::now();
        let before = cpu_seconds(Whose::Own);
        // Started as the command starts its workers: this thread is one of
        // them, and each spawned one leaves this thread's CPU if it finds
        // itself there.
        let home = placement::current_cpu();
        std::thread::scope(|s| {
            for k in 0..threads.saturating_sub(1) {
                s.spawn(move || {
                    placement::leave_cpu(home, k);
                    pass();
                });
            }
            std::thread::yield_now();
            pass();
        });
        let rate = threads as f64 * n / t.elapsed().as_secs_f64();
        par_cpu += cpu_seconds(Whose::Own) - before;
        rate
    };
    // Warm-up: page cache, CPU frequency.
    core();
    cli();
    let mut rows = Vec::new();
    println!(
        "{:>5} {:>12} {:>8} {:>12} {:>7}",
        "round", "core/s", "ceiling", "cli/s", "ratio"
    );
    for round in 1..=rounds {
        let c = core();
        let p = parallel_core() / c;
        let l = cli();
        println!("{round:>5} {c:>12.0} {p:>8.2} {l:>12.0} {:>7.2}", l / c);
        rows.push((c, l, l / c, p));
    }
    let stats = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        (v[v.len() / 2], v[0], v[v.len() - 1])
    };
    for (name, v) in [
        (
            "core 1 thread",
            rows.iter().map(|r| r.0).collect::<Vec<_>>(),
        ),
        (
            &format!("cli {threads} threads") as &str,
            rows.iter().map(|r| r.1).collect(),
        ),
        ("ratio", rows.iter().map(|r| r.2).collect()),
        ("ceiling", rows.iter().map(|r| r.3).collect()),
    ] {
        let (med, lo, hi) = stats(v);
        println!("{name:>14}: median {med:.2}, min {lo:.2}, max {hi:.2}");
    }
    let per = |cpu: f64, passes: usize| cpu / (n * passes as f64) * 1e6;
    let (core_us, cli_us) = (per(core_cpu, rounds + 1), per(cli_cpu, rounds + 1));
    let par_us = per(par_cpu, rounds * threads);
    println!(
        "CPU per puzzle: core {core_us:.2} µs, core on {threads} threads at once {par_us:.2} µs, \
         cli {cli_us:.2} µs ({:.1}% more than the core alone); \
         idle-machine projection {threads} threads: {:.2}x the core",
        (cli_us / core_us - 1.0) * 100.0,
        threads as f64 * core_us / cli_us
    );
    println!("{} puzzles, {rounds} rounds, {bin}", grids.len());
}

enum Whose {
    /// This process.
    Own,
    /// Its finished, reaped children.
    Children,
}

/// User + system CPU seconds from `/proc/self/stat` (0 where unavailable).
fn cpu_seconds(whose: Whose) -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    // Fields after the command name: state is field 3, utime 14, stime 15,
    // cutime 16, cstime 17 (proc(5)); ticks are 1/100 s on Linux.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let f: Vec<f64> = rest
        .split_whitespace()
        .map(|x| x.parse().unwrap_or(0.0))
        .collect();
    let (a, b) = match whose {
        Whose::Own => (11, 12),
        Whose::Children => (13, 14),
    };
    (f.get(a).copied().unwrap_or(0.0) + f.get(b).copied().unwrap_or(0.0)) / 100.0
}
