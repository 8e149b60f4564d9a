//! Builds the practice index, `src/generate/pool/techniques.bin` (the
//! format is in `src/generate/practice.rs`): every pool seed rating below
//! `practice::PRACTICE_MAX_ER` is rated (no deadline) and its path's
//! techniques recorded, with the learner techniques of its learner path;
//! the others get empty masks. With `--check`, the
//! shipped index is compared with a fresh rating of every seed instead,
//! and the disagreements counted (exit 1 if any): run it after a rater
//! change, rebuild on a disagreement and bump `PRACTICE_VERSION`; then
//! rebuild the verified pairs too (`examples/build_practice_verified.rs`
//! picks its seeds from this index).
//! Then prints, per technique, how many seeds use it and have it as the
//! hardest step.
//!
//! ```text
//! cargo run --release -p sudoku-core --example build_practice_index [-- --check]
//! ```

#![allow(clippy::unwrap_used, clippy::expect_used)] // a build tool run by hand

use sudoku_core::generate::pool;
use sudoku_core::generate::practice::{self, PRACTICE_MAX_ER};
use sudoku_core::logic::{rate, Technique};
use sudoku_core::{Budget, Grid};

fn main() {
    let check = std::env::args().any(|a| a == "--check");
    let seeds: Vec<pool::Seed> = pool::seeds().collect();
    let mut out = Vec::with_capacity(seeds.len() * practice::INDEX_RECORD);
    let mut masks = Vec::with_capacity(seeds.len());
    let mut bad = 0;
    for (i, s) in seeds.iter().enumerate() {
        let m = if s.er < PRACTICE_MAX_ER {
            let g = Grid::from_cells(s.cells).unwrap();
            let r = rate(&g, &Budget::unlimited());
            if r.complete() {
                practice::masks_with_learner(&r, &practice::learner_path(&g, &Budget::unlimited()))
            } else {
                (0, 0)
            }
        } else {
            (0, 0)
        };
        if check && practice::index_masks(i) != m {
            bad += 1;
            println!("seed {i}: the index disagrees with the rater");
        }
        out.extend_from_slice(&practice::encode(m.0, m.1));
        masks.push(m);
        if i % 500 == 0 {
            eprintln!("{i}/{}", seeds.len());
        }
    }
    for (k, &t) in Technique::ALL.iter().enumerate() {
        let used = masks.iter().filter(|m| m.0 >> k & 1 == 1).count();
        let hardest = masks.iter().filter(|m| m.1 >> k & 1 == 1).count();
        println!("{:<40} {used:>5} {hardest:>5}", t.id());
    }
    if check {
        println!("{bad} of {} records disagree", seeds.len());
        std::process::exit(i32::from(bad > 0));
    }
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src/generate/pool/techniques.bin"
    );
    std::fs::write(path, out).unwrap();
    eprintln!("wrote {path}");
}
