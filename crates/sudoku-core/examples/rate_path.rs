//! Prints the step-by-step path the rater takes for one puzzle.
//!
//! ```text
//! cargo run --release -p sudoku-core --example rate_path -- <81-char puzzle>
//! ```

#![allow(clippy::unwrap_used, clippy::expect_used)] // a measuring tool run by hand: a bad input may stop it

use sudoku_core::logic::{rate_candidates, Candidates};
use sudoku_core::{Budget, Grid};

fn main() {
    let Some(arg) = std::env::args().nth(1) else {
        eprintln!("usage: rate_path <puzzle>");
        return;
    };
    let grid: Grid = match arg.parse() {
        Ok(g) => g,
        Err(e) => {
            eprintln!("bad puzzle: {e}");
            return;
        }
    };
    let r = rate_candidates(Candidates::from_grid(&grid), &Budget::unlimited(), true);
    for (i, s) in r.path.iter().enumerate() {
        println!("{:3} {s}", i + 1);
    }
    println!(
        "{} complete={} hardest={:?}",
        r.triple(),
        r.complete(),
        r.hardest
    );
}
