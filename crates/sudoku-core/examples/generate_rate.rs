//! What generation costs, on one thread: puzzles/s per level through
//! `generate` (the pool: master and extreme seeds under transforms verified
//! offline, not rated; the lower levels re-rated after a random
//! transform), the fresh rate
//! per band (fresh attempts, each rated, counted by the band they fell in),
//! and the pool's seed counts per level × symmetry. Issue 18's target:
//! ≥ 1,000 puzzles/s at every level the rater can finish.
//!
//! ```text
//! cargo run --release -p sudoku-core --example generate_rate -- [SECONDS_PER_ROW] [SYMMETRY]
//! ```

#![allow(clippy::unwrap_used, clippy::expect_used)] // a measuring tool run by hand

use std::time::{Duration, Instant};

use sudoku_core::generate::fresh::{random_solution, remove_clues};
use sudoku_core::generate::{derive_seed, generate, pool, Spec, SplitMix64, Symmetry, Target};
use sudoku_core::logic::{rate, Level};
use sudoku_core::{Budget, Grid};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let secs: f64 = args.get(1).map_or(2.0, |s| s.parse().unwrap());
    let sym = args
        .get(2)
        .map_or(Symmetry::None, |s| Symmetry::from_id(s).unwrap());
    let per_row = Duration::from_secs_f64(secs);

    println!("pool seeds per level x symmetry:");
    println!("level     none  central  diagonal  mirror  minimal");
    let seeds: Vec<_> = pool::seeds().collect();
    for l in Level::ALL {
        let n = |s: Symmetry| {
            seeds
                .iter()
                .filter(|x| Level::for_er(x.er) == l && x.symmetry == s)
                .count()
        };
        let m = seeds
            .iter()
            .filter(|x| Level::for_er(x.er) == l && x.minimal)
            .count();
        println!(
            "{:<8} {:>5} {:>8} {:>9} {:>7} {:>8}",
            l.as_str(),
            n(Symmetry::None),
            n(Symmetry::Central),
            n(Symmetry::Diagonal),
            n(Symmetry::Mirror),
            m
        );
    }

    println!("\nverified answers (seed x verified transform) a spec can draw among:");
    println!("level       none  central  diagonal  mirror");
    for l in [Level::Master, Level::Extreme] {
        let n = |s: Symmetry| -> u32 {
            seeds
                .iter()
                .filter(|x| Level::for_er(x.er) == l && (s == Symmetry::None || x.symmetry == s))
                .map(|x| x.verified.count_ones())
                .sum()
        };
        println!(
            "{:<8} {:>7} {:>8} {:>9} {:>7}",
            l.as_str(),
            n(Symmetry::None),
            n(Symmetry::Central),
            n(Symmetry::Diagonal),
            n(Symmetry::Mirror)
        );
    }

    println!("\ngenerate() per level, symmetry {sym}, one thread:");
    for l in Level::ALL {
        let spec = Spec::new(Target::Level(l)).with_symmetry(sym);
        let start = Instant::now();
        let (mut n, mut pooled) = (0u64, 0u64);
        let mut err = None;
        while start.elapsed() < per_row {
            match generate(&spec, derive_seed(7, n)) {
                Ok(g) => {
                    assert_eq!(g.level, l);
                    pooled += u64::from(g.generator.starts_with("pool"));
                }
                Err(e) => {
                    err = Some(e);
                    break;
                }
            }
            n += 1;
        }
        let t = start.elapsed().as_secs_f64();
        match err {
            Some(e) => println!("{:<8} {e}", l.as_str()),
            None => println!(
                "{:<8} {:>9.0} puzzles/s  ({n} puzzles, {pooled} from the pool)",
                l.as_str(),
                n as f64 / t
            ),
        }
    }

    println!("\nfresh attempts, symmetry {sym}, one thread (solution, clue removal, rating):");
    let start = Instant::now();
    let mut hits = [0u64; 6];
    let mut attempts = 0u64;
    while start.elapsed() < per_row * 3 {
        let mut rng = SplitMix64::new(derive_seed(11, attempts));
        let cells = remove_clues(&random_solution(&mut rng), sym, &mut rng);
        let r = rate(
            &Grid::from_cells(cells).unwrap(),
            &Budget::unlimited().with_timeout(Duration::from_secs(2)),
        );
        if r.complete() {
            hits[Level::for_er(r.er) as usize] += 1;
        }
        attempts += 1;
    }
    let t = start.elapsed().as_secs_f64();
    println!("{attempts} attempts, {:.0}/s", attempts as f64 / t);
    for l in Level::ALL {
        let h = hits[l as usize];
        println!(
            "{:<8} {:>8.2} puzzles/s  ({:.1}% of attempts)",
            l.as_str(),
            h as f64 / t,
            100.0 * h as f64 / attempts as f64
        );
    }
}
