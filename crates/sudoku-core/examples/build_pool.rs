//! Builds the generator's pool, `src/generate/pool/seeds.bin` (the format
//! is in `src/generate/pool.rs`): at most `CAP` seeds per level × symmetry,
//! each unique, no two isomorphic (`generate::canon`), rated completely by
//! our rater (`logic::rate`, 2 s budget), with its symmetry and minimality
//! recorded; then, for every master and extreme seed, its first `VERIFY`
//! (at most `pool::CANDIDATES`) candidate transforms are rated, and those
//! that give exactly the seed's ER/EP/ED are recorded as verified (the
//! generator draws only among them, without rating). Sources, in this
//! order (the first seeds to reach a cell stay):
//!
//! 1. `unbiased_1000.txt`, `magictour_top1465.txt` and the first 3,000 of
//!    `17_clue.txt` from the shared benchmark sets (`../shared/data`, see
//!    its README): mostly the hard end and non-symmetric patterns;
//! 2. this crate's fresh generator (`generate::fresh`), `ATTEMPTS` puzzles
//!    per symmetry from seeds `derive_seed(0x5EED, i)`: random solution
//!    grids with clues removed by symmetric orbits.
//!
//! Deterministic: the same inputs give the same file (the verification
//! rates without a deadline, on `THREADS` threads, each seed on its own).
//! Rebuild it, and bump `POOL_VERSION`, whenever the rater changes.
//!
//! ```text
//! cargo run --release -p sudoku-core --example build_pool -- ../shared/data [ATTEMPTS] [VERIFY] [THREADS]
//! ```
//!
//! The shipped file (`pool-4`) is `../shared/data 10000 128 2` (the
//! defaults): about 10 min on a quiet 2-vCPU machine (both threads busy),
//! nearly all of it rating the 128 candidates of each extreme seed.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a build tool run by hand

use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::time::Duration;

use sudoku_core::generate::canon::{invariant_key, isomorphic};
use sudoku_core::generate::fresh::{is_minimal, is_unique, random_solution, remove_clues};
use sudoku_core::generate::pool::{self, Seed, Source};
use sudoku_core::generate::{derive_seed, SplitMix64, Symmetry};
use sudoku_core::logic::{rate, Level};
use sudoku_core::{Budget, Grid};

/// Seeds kept per level × symmetry.
const CAP: usize = 200;

struct Pool {
    seeds: Vec<Seed>,
    seen: HashSet<[u8; 81]>,
    /// The kept seeds by invariant key, for the isomorphism check.
    classes: HashMap<u64, Vec<[u8; 81]>>,
    /// Offers turned down because an isomorphic seed is already kept.
    isomorphs: usize,
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
        let key = invariant_key(&cells);
        if let Some(class) = self.classes.get(&key) {
            if class.iter().any(|c| isomorphic(c, &cells)) {
                self.isomorphs += 1;
                return;
            }
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
        if !r.complete() || r.er.0 > 255 {
            return;
        }
        let level = Level::for_er(r.er) as usize;
        if self.counts[level][sym as usize] >= CAP {
            return;
        }
        self.counts[level][sym as usize] += 1;
        self.seen.insert(cells);
        self.classes.entry(key).or_default().push(cells);
        self.seeds.push(Seed {
            cells,
            er: r.er,
            ep: r.ep,
            ed: r.ed,
            symmetry: sym,
            minimal: is_minimal(&cells),
            source,
            verified: 0,
        });
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let data = Path::new(args.get(1).map_or("../shared/data", String::as_str)).to_owned();
    let attempts: u64 = args.get(2).map_or(10_000, |s| s.parse().unwrap());
    let verify: usize = args
        .get(3)
        .map_or(pool::CANDIDATES, |s| s.parse().unwrap())
        .min(pool::CANDIDATES);
    let threads: usize = args.get(4).map_or(2, |s| s.parse().unwrap());
    let mut pool = Pool {
        seeds: Vec::new(),
        seen: HashSet::new(),
        classes: HashMap::new(),
        isomorphs: 0,
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
    eprintln!(
        "{} offers turned down as isomorphic to a kept seed",
        pool.isomorphs
    );
    verify_transforms(&mut pool.seeds, verify, threads);
    let bytes: Vec<u8> = pool.seeds.iter().flat_map(|s| s.encode()).collect();
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/generate/pool/seeds.bin");
    std::fs::write(&out, &bytes).unwrap();
    println!(
        "{} seeds, {} bytes -> {}",
        pool.seeds.len(),
        bytes.len(),
        out.display()
    );
    println!("non-isomorphic seeds per level x symmetry, and verified transforms:");
    println!("level     none  central  diagonal  mirror  verified/tried");
    for l in Level::ALL {
        let c = pool.counts[l as usize];
        let (ok, tried) = pool
            .seeds
            .iter()
            .filter(|s| Level::for_er(s.er) == l && l >= Level::Master)
            .fold((0u32, 0usize), |(ok, n), s| {
                (ok + s.verified.count_ones(), n + verify)
            });
        println!(
            "{:<8} {:>5} {:>8} {:>9} {:>7}  {ok}/{tried}",
            l.as_str(),
            c[0],
            c[1],
            c[2],
            c[3]
        );
    }
}

/// Rates the first `verify` candidate transforms of every master and
/// extreme seed and records those that rate exactly like the seed.
fn verify_transforms(seeds: &mut [Seed], verify: usize, threads: usize) {
    let todo: Vec<usize> = (0..seeds.len())
        .filter(|&i| Level::for_er(seeds[i].er) >= Level::Master)
        .collect();
    let done = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<(usize, u128)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads.max(1))
            .map(|t| {
                let (todo, seeds, done) = (&todo, &*seeds, &done);
                scope.spawn(move || {
                    let mut out = Vec::new();
                    for &i in todo.iter().skip(t).step_by(threads.max(1)) {
                        let s = &seeds[i];
                        let mut bits = 0u128;
                        for j in 0..verify {
                            let cells = pool::candidate(&s.cells, s.symmetry, j).apply(&s.cells);
                            let r = rate(&Grid::from_cells(cells).unwrap(), &Budget::unlimited());
                            if r.complete() && (r.er, r.ep, r.ed) == (s.er, s.ep, s.ed) {
                                bits |= 1 << j;
                            }
                        }
                        out.push((i, bits));
                        let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                        if n % 50 == 0 {
                            eprintln!("verified {n}/{} seeds", todo.len());
                        }
                    }
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    for (i, bits) in results {
        seeds[i].verified = bits;
    }
}
