//! Where the rater's time goes: total time spent in each SE producer over
//! a puzzle set, following the rater's own path (each producer is asked in
//! SE's order until one answers, as `rate` does), the chaining producers of
//! `CHAIN_ORDER` included (without a budget).
//!
//! ```text
//! cargo run --release -p sudoku-core --example producer_cost -- ../shared/data/unbiased_1000.txt
//! ```

#![allow(clippy::unwrap_used, clippy::expect_used)] // a measuring tool run by hand: a bad input may stop it

use std::time::{Duration, Instant};

use sudoku_core::logic::rater::{apply, CHAIN_ORDER, SE_ORDER};
use sudoku_core::logic::Candidates;
use sudoku_core::{Budget, Grid};

fn main() {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "../shared/data/unbiased_1000.txt".into());
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("read {path}: {e}");
            return;
        }
    };
    let budget = Budget::unlimited();
    let names: Vec<_> = SE_ORDER
        .iter()
        .map(|(t, _)| t.id())
        .chain(CHAIN_ORDER.iter().map(|(t, _)| t.id()))
        .collect();
    let mut spent = vec![(Duration::ZERO, 0u64, 0u64); names.len()];
    for line in text.lines() {
        let Some(first) = line.split('\t').next() else {
            continue;
        };
        let Ok(g) = first.trim().parse::<Grid>() else {
            continue;
        };
        let mut c = Candidates::from_grid(&g);
        'steps: while !c.is_solved() {
            let producers = SE_ORDER
                .iter()
                .map(|&(_, f)| {
                    Box::new(move |c: &Candidates| f(c)) as Box<dyn Fn(&Candidates) -> _>
                })
                .chain(CHAIN_ORDER.iter().map(|&(_, f)| {
                    let b = &budget;
                    Box::new(move |c: &Candidates| f(c, b)) as Box<dyn Fn(&Candidates) -> _>
                }));
            for (k, f) in producers.enumerate() {
                let t = Instant::now();
                let step = f(&c);
                spent[k].0 += t.elapsed();
                spent[k].1 += 1;
                if let Some(s) = step {
                    spent[k].2 += 1;
                    apply(&mut c, &s);
                    continue 'steps;
                }
            }
            break;
        }
    }
    let total: Duration = spent.iter().map(|s| s.0).sum();
    println!("| producer | calls | hits | total ms | share |");
    println!("|---|---|---|---|---|");
    for (name, (d, calls, hits)) in names.iter().zip(&spent) {
        println!(
            "| {name} | {calls} | {hits} | {:.1} | {:.1}% |",
            d.as_secs_f64() * 1000.0,
            100.0 * d.as_secs_f64() / total.as_secs_f64().max(1e-9)
        );
    }
    println!("total {:.1} ms", total.as_secs_f64() * 1000.0);
}
