//! Builds the generator's pool, `src/generate/pool/seeds.bin` (the format
//! is in `src/generate/pool.rs`): at most `CAP` seeds per level × symmetry,
//! each unique, rated completely by our rater (`logic::rate`, 2 s budget),
//! with its symmetry and minimality recorded. Sources, in this order (the
//! first seeds to reach a cell stay):
//!
//! 1. `unbiased_1000.txt`, `magictour_top1465.txt` and the first 3,000 of
//!    `17_clue.txt` from the shared benchmark sets (`../shared/data`, see
//!    its README): mostly the hard end and non-symmetric patterns;
//! 2. this crate's fresh generator (`generate::fresh`), `ATTEMPTS` puzzles
//!    per symmetry from seeds `derive_seed(0x5EED, i)`: random solution
//!    grids with clues removed by symmetric orbits.
//!
//! Deterministic: the same inputs give the same file.
//!
//! ```text
//! cargo run -p sudoku-core --example build_pool -- ../shared/data [ATTEMPTS]
//! ```

#![allow(clippy::unwrap_used, clippy::expect_used)] // a build tool run by hand

use std::collections::HashSet;
use std::path::Path;
use std::time::Duration;

use sudoku_core::generate::fresh::{is_minimal, is_unique, random_solution, remove_clues};
use sudoku_core::generate::pool::{Seed, Source};
use sudoku_core::generate::{derive_seed, SplitMix64, Symmetry};
use sudoku_core::logic::{rate, Level};
use sudoku_core::{Budget, Grid};

/// Seeds kept per level × symmetry.
const CAP: usize = 200;

struct Pool {
    seeds: Vec<Seed>,
    seen: HashSet<[u8; 81]>,
    counts: [[usize; 4]; 6],
}

impl Pool {
    fn full(&self, sym: Symmetry) -> bool {
        (0..6).all(|l| self.counts[l][sym as usize] >= CAP)
    }

    /// Rates and keeps `cells` when its cell of the table has room.
    fn offer(&mut self, cells: [u8; 81], source: Source) {
        if self.seen.contains(&cells) || !is_unique(&cells) {
            return;
        }
        let sym = [Symmetry::Central, Symmetry::Diagonal, Symmetry::Mirror]
            .into_iter()
            .find(|s| s.holds(&cells))
            .unwrap_or(Symmetry::None);
        if self.full(sym) {
            return;
        }
        let g = Grid::from_cells(cells).unwrap();
        let r = rate(
            &g,
            &Budget::unlimited().with_timeout(Duration::from_secs(2)),
        );
        if !r.complete || r.er.0 > 255 {
            return;
        }
        let level = Level::for_er(r.er) as usize;
        if self.counts[level][sym as usize] >= CAP {
            return;
        }
        self.counts[level][sym as usize] += 1;
        self.seen.insert(cells);
        self.seeds.push(Seed {
            cells,
            er: r.er,
            ep: r.ep,
            ed: r.ed,
            symmetry: sym,
            minimal: is_minimal(&cells),
            source,
        });
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let data = Path::new(args.get(1).map_or("../shared/data", String::as_str)).to_owned();
    let attempts: u64 = args.get(2).map_or(6000, |s| s.parse().unwrap());
    let mut pool = Pool {
        seeds: Vec::new(),
        seen: HashSet::new(),
        counts: [[0; 4]; 6],
    };
    for (file, source, take) in [
        ("unbiased_1000.txt", Source::Unbiased, usize::MAX),
        ("magictour_top1465.txt", Source::Magictour, usize::MAX),
        ("17_clue.txt", Source::Clue17, 3000),
    ] {
        let text = std::fs::read_to_string(data.join(file)).unwrap();
        for line in text.lines().filter(|l| !l.starts_with('#')).take(take) {
            if let Some(Ok(g)) = line.get(..81).map(str::parse::<Grid>) {
                pool.offer(*g.cells(), source);
            }
        }
        eprintln!("after {file}: {} seeds", pool.seeds.len());
    }
    for sym in Symmetry::ALL {
        for i in 0..attempts {
            if pool.full(sym) {
                break;
            }
            let mut rng = SplitMix64::new(derive_seed(0x5EED, i));
            let solution = random_solution(&mut rng);
            let cells = remove_clues(&solution, sym, &mut rng);
            pool.offer(cells, Source::Fresh);
        }
        eprintln!("after fresh {sym}: {} seeds", pool.seeds.len());
    }
    // File order: by level, then symmetry, then source order.
    pool.seeds
        .sort_by_key(|s| (Level::for_er(s.er), s.symmetry));
    let bytes: Vec<u8> = pool.seeds.iter().flat_map(|s| s.encode()).collect();
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/generate/pool/seeds.bin");
    std::fs::write(&out, &bytes).unwrap();
    println!(
        "{} seeds, {} bytes -> {}",
        pool.seeds.len(),
        bytes.len(),
        out.display()
    );
    println!("level     none  central  diagonal  mirror");
    for l in Level::ALL {
        let c = pool.counts[l as usize];
        println!(
            "{:<8} {:>5} {:>8} {:>9} {:>7}",
            l.as_str(),
            c[0],
            c[1],
            c[2],
            c[3]
        );
    }
}
