//! Where the rater's time goes: total time spent in each SE producer over
//! a puzzle set, following the rater's own path (each producer is asked in
//! SE's order until one answers, as `rate` does).
//!
//! ```text
//! cargo run --release --example producer_cost -- ../shared/data/unbiased_1000.txt
//! ```

use std::time::{Duration, Instant};

use sudoku_service::sudoku::logic::rater::{apply, SE_ORDER};
use sudoku_service::sudoku::logic::Candidates;
use sudoku_service::sudoku::Grid;

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
    let mut spent = vec![(Duration::ZERO, 0u64, 0u64); SE_ORDER.len()];
    for line in text.lines() {
        let Some(first) = line.split('\t').next() else {
            continue;
        };
        let Ok(g) = first.trim().parse::<Grid>() else {
            continue;
        };
        let mut c = Candidates::from_grid(&g);
        'steps: while !c.is_solved() {
            for (k, (_, f)) in SE_ORDER.iter().enumerate() {
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
    for ((t, _), (d, calls, hits)) in SE_ORDER.iter().zip(&spent) {
        println!(
            "| {} | {calls} | {hits} | {:.1} | {:.1}% |",
            t.name(),
            d.as_secs_f64() * 1000.0,
            100.0 * d.as_secs_f64() / total.as_secs_f64().max(1e-9)
        );
    }
    println!("total {:.1} ms", total.as_secs_f64() * 1000.0);
}
