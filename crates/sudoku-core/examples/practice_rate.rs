//! Practice generation rates: for every technique below ER 9.0 that the
//! practice index lists, generates `N` puzzles (seeds `derive_seed(0x9A7E, i)`,
//! any ER) with the technique used, then with it as the hardest step, on
//! one thread, and prints puzzles/s for each; techniques it cannot serve
//! are printed with the reason.
//!
//! ```text
//! cargo run --release -p sudoku-core --example practice_rate -- [N]
//! ```

#![allow(clippy::unwrap_used, clippy::expect_used)] // a benchmark run by hand

use std::time::Instant;

use sudoku_core::generate::practice::{servable, Practice, PRACTICE_MAX_ER};
use sudoku_core::generate::{derive_seed, generate, Spec, Target};
use sudoku_core::logic::catalogue::entry;
use sudoku_core::logic::{Rating, Technique};

fn rate(p: Practice, n: u64) -> Result<f64, String> {
    servable(p)?;
    let spec = Spec::new(Target::Er {
        min: Rating(10),
        max: Rating(255),
    })
    .with_practice(p);
    let t0 = Instant::now();
    for i in 0..n {
        generate(&spec, derive_seed(0x9A7E, i)).map_err(|e| e.to_string())?;
    }
    Ok(n as f64 / t0.elapsed().as_secs_f64())
}

fn main() {
    let n: u64 = std::env::args().nth(1).map_or(100, |s| s.parse().unwrap());
    println!(
        "{:<36} {:>5} {:>12} {:>12}",
        "technique", "SE", "used /s", "hardest /s"
    );
    for &t in Technique::ALL {
        let e = entry(t);
        if e.min >= PRACTICE_MAX_ER {
            continue;
        }
        let show = |r: Result<f64, String>| match r {
            Ok(x) => format!("{x:.0}"),
            Err(_) => "-".to_owned(),
        };
        let used = rate(
            Practice {
                technique: t,
                hardest: false,
            },
            n,
        );
        let hardest = rate(
            Practice {
                technique: t,
                hardest: true,
            },
            n,
        );
        println!(
            "{:<36} {:>5} {:>12} {:>12}",
            t.id(),
            e.min.to_string(),
            show(used.clone()),
            show(hardest)
        );
        if let Err(why) = used {
            println!("    {why}");
        }
    }
}
