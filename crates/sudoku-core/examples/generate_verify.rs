//! The verification mode of generation: generates `N` puzzles per top
//! level × symmetry (answered without rating, from verified transforms)
//! and rates each again, counting exact ER/EP/ED agreement. A disagreement
//! means the pool is stale (the rater changed): rebuild it with
//! `build_pool` and bump `POOL_VERSION`.
//!
//! ```text
//! cargo run --release -p sudoku-core --example generate_verify -- [N]
//! ```

#![allow(clippy::unwrap_used, clippy::expect_used)] // a checking tool run by hand

use sudoku_core::generate::{derive_seed, generate, Spec, Symmetry, Target};
use sudoku_core::logic::{rate, Level};
use sudoku_core::Budget;

fn main() {
    let n: u64 = std::env::args().nth(1).map_or(500, |s| s.parse().unwrap());
    let mut bad = 0;
    for l in [Level::Master, Level::Extreme] {
        for sym in Symmetry::ALL {
            let spec = Spec::new(Target::Level(l)).with_symmetry(sym);
            let mut same = 0;
            for i in 0..n {
                let g = generate(&spec, derive_seed(0xC4EC, i)).unwrap();
                let r = rate(&g.puzzle, &Budget::unlimited());
                if r.complete() && (r.er, r.ep, r.ed) == (g.rating.er, g.rating.ep, g.rating.ed) {
                    same += 1;
                } else {
                    println!(
                        "MISMATCH {} answered {:?}, rated {}",
                        g.puzzle,
                        g.rating,
                        r.triple()
                    );
                }
            }
            bad += n - same;
            println!(
                "{:<8} {:<9} {same}/{n} rate exactly as answered",
                l.as_str(),
                sym.as_str()
            );
        }
    }
    std::process::exit(i32::from(bad > 0));
}
