//! One line per puzzle with a digest of the rater's whole path: every
//! step's technique, rating, cells, links, placements, eliminations and
//! explanation. Diff two runs to check that a speed change altered no step
//! (stronger than comparing ratings alone).
//!
//! ```text
//! cargo run --release -p sudoku-core --example path_digest -- ../shared/data/magictour_top1465.txt > before.tsv
//! ```
//!
//! Each puzzle is rated without a budget; the optional second argument
//! takes only the first N puzzles.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a measuring tool run by hand: a bad input may stop it

use std::hash::{DefaultHasher, Hash, Hasher};

use sudoku_core::logic::{rate_candidates, Candidates};
use sudoku_core::{Budget, Grid};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: path_digest <file> [limit]");
        return;
    };
    let limit: usize = args
        .get(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(usize::MAX);
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("read {path}: {e}");
            return;
        }
    };
    let grids = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split('\t').next())
        .filter_map(|p| Some((p.trim(), p.trim().parse::<Grid>().ok()?)))
        .take(limit);
    for (p, g) in grids {
        let r = rate_candidates(Candidates::from_grid(&g), &Budget::unlimited(), true);
        // DefaultHasher::new() uses fixed keys: the digest is the same
        // from run to run.
        let mut h = DefaultHasher::new();
        for s in &r.path {
            format!("{s:?}").hash(&mut h);
        }
        println!(
            "{p}\t{}\t{:?}\t{}\t{}\t{:016x}",
            r.triple(),
            r.hardest,
            r.steps,
            r.complete(),
            h.finish()
        );
    }
}
