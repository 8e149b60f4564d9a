//! Builds the verified practice pairs, `src/generate/pool/practice_verified.bin`
//! (the format is in `src/generate/practice_verified.rs`): for each
//! technique of [`TECHNIQUES`] (those whose rating is too slow to repeat on
//! every draw) and each mode (used, as the hardest), the seeds a practice
//! draw picks from (the `practice::EASIEST` easiest the index lists), and
//! for each seed its first candidate transforms, rated (no deadline); a
//! pair is kept when the path still uses the technique, up to
//! [`PER_SEED`] pairs per seed, with its ER/EP/ED and whether the
//! technique is the hardest step. With `--check`, every shipped pair is
//! rated again instead and the disagreements counted (exit 1 if any): run
//! it after a rater or pool change, rebuild on a disagreement and bump
//! `PRACTICE_VERSION`.
//!
//! ```text
//! cargo run --release -p sudoku-core --example build_practice_verified [-- --check]
//! ```

#![allow(clippy::unwrap_used, clippy::expect_used)] // a build tool run by hand

use sudoku_core::generate::pool;
use sudoku_core::generate::practice::{self, bit, EASIEST};
use sudoku_core::generate::practice_verified::{self, Verified, HARDEST, USED};
use sudoku_core::logic::{rate, Rating, Technique};
use sudoku_core::{Budget, Grid};

/// The techniques given verified pairs: below 100 practice puzzles/s when
/// each draw is rated again.
const TECHNIQUES: [Technique; 3] = [
    Technique::DynamicCellForcingChain,
    Technique::DynamicRegionForcingChain,
    Technique::DynamicContradictionForcingChain,
];

/// Pairs kept per seed and mode.
const PER_SEED: usize = 4;

/// Candidate transforms tried per seed.
const TRIES: usize = 16;

fn rated(v: &mut Verified) -> bool {
    let seed = v.pool_seed().unwrap();
    let r = rate(
        &Grid::from_cells(v.cells(&seed)).unwrap(),
        &Budget::unlimited(),
    );
    if !r.complete() {
        return false;
    }
    let (used, hardest) = practice::masks(&r);
    let b = bit(v.technique);
    v.flags = if used & b != 0 { USED } else { 0 } | if hardest & b != 0 { HARDEST } else { 0 };
    (v.er, v.ep, v.ed) = (r.er, r.ep, r.ed);
    true
}

fn main() {
    if std::env::args().any(|a| a == "--check") {
        let mut bad = 0;
        let mut n = 0;
        for v in practice_verified::all() {
            let mut again = v;
            n += 1;
            if !rated(&mut again) || again != v {
                bad += 1;
                println!("{v:?}: rates {again:?}");
            }
        }
        println!("{bad} of {n} pairs disagree");
        std::process::exit(i32::from(bad > 0));
    }
    let seeds: Vec<pool::Seed> = pool::seeds().collect();
    let mut out = Vec::new();
    for t in TECHNIQUES {
        // (seed index, flags needed), easiest first per mode.
        let mut wanted: Vec<(usize, u8)> = Vec::new();
        for (flag, hardest) in [(USED, false), (HARDEST, true)] {
            let mut listed: Vec<usize> = (0..seeds.len())
                .filter(|&i| {
                    let (u, h) = practice::index_masks(i);
                    (if hardest { h } else { u }) & bit(t) != 0
                })
                .collect();
            listed.sort_by_key(|&i| seeds[i].er);
            for i in listed.into_iter().take(EASIEST) {
                match wanted.iter_mut().find(|w| w.0 == i) {
                    Some(w) => w.1 |= flag,
                    None => wanted.push((i, flag)),
                }
            }
        }
        let (mut kept, mut tried, mut hardest) = (0, 0, 0);
        let n = wanted.len();
        for (i, need) in wanted {
            let mut got = [0usize; 2];
            for j in 0..TRIES {
                let mut v = Verified {
                    technique: t,
                    flags: 0,
                    seed: u16::try_from(i).unwrap(),
                    j: u8::try_from(j).unwrap(),
                    er: Rating(0),
                    ep: Rating(0),
                    ed: Rating(0),
                };
                tried += 1;
                if !rated(&mut v) || v.flags & need == 0 {
                    continue;
                }
                let useful = (v.flags & need & USED != 0 && got[0] < PER_SEED)
                    || (v.flags & need & HARDEST != 0 && got[1] < PER_SEED);
                if !useful {
                    continue;
                }
                got[0] += usize::from(v.flags & USED != 0);
                got[1] += usize::from(v.flags & HARDEST != 0);
                out.extend_from_slice(&v.encode());
                kept += 1;
                hardest += usize::from(v.flags & HARDEST != 0);
                let done = |k: u8, g: usize| need & k == 0 || g >= PER_SEED;
                if done(USED, got[0]) && done(HARDEST, got[1]) {
                    break;
                }
            }
        }
        println!(
            "{:<36} {n:>3} seeds, {tried:>4} rated, {kept:>4} kept ({hardest} as the hardest)",
            t.id()
        );
    }
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src/generate/pool/practice_verified.bin"
    );
    std::fs::write(path, &out).unwrap();
    eprintln!("wrote {path} ({} bytes)", out.len());
}
