//! Finds the technique catalogue's worked examples and writes
//! `src/logic/catalogue/examples.txt`: for each technique, a puzzle and a
//! grid of it (the puzzle with the digits the rater placed so far) on
//! whose plain candidates (no pencil marks) the rater's next step is that
//! technique, which is what `/hint` answers for that grid.
//!
//! Searched in this order, the first grid found per technique kept: the
//! generator's pool seeds, then the puzzles of the files given (the shared
//! data sets: `unbiased_1000.txt`, `magictour_top1465.txt`, …). Each
//! puzzle is rated (its path kept, a 2 s budget); the grids tried are the
//! start and the grid after each placement of the path, where the path's
//! next step is of a technique not found yet (that step's search also
//! has 2 s). A technique the rater only meets after eliminations gets,
//! when no plain-candidate grid shows it, the state before the first path
//! step of it: the grid and its candidates (pencil marks) at that point,
//! stored after the grid (see `catalogue::EXAMPLES`). Examples already
//! stored are kept; only the techniques without one are searched.
//! `--for SECS` stops the search after that long. Prints the found and
//! never-met counts and the techniques never met (their catalogue
//! `example` is `null`).
//!
//! With `--perturb SECS`, instead searches the techniques no path state
//! shows (those a cheaper step always precedes on the rater's own path):
//! from the stored examples' states, then from every state along the paths
//! of the puzzles (pool seeds or files) where the next step rates 4.0 or
//! more, short random walks remove wrong candidates (digits the solution
//! does not hold in that cell, so the state stays one a player reaches by
//! sound eliminations) and ask the rater's next step after each removal
//! (`--step-ms`, 50 by default); a state whose next step is a wanted
//! technique is stored with its marks at once. `--tries N` walks per
//! stored state (50), `--seeds id,id` starts only from those stored
//! examples (for the nested chains, with a longer `--step-ms`), and
//! `--floor TENTHS` ends a walk at a step rated below it (2.0: a single);
//! with `--add`, half the steps instead restore a wrong candidate the
//! path removed (the plain candidates bound them), which makes the state
//! harder.
//!
//! With `--check`, instead checks that every stored example's grid (with
//! its marks) still gives a step of its technique, rating each with the
//! rater (exit 1 if not): run it after a rater change.
//!
//! The catalogue serves each example's step from `catalogue/steps.txt`,
//! not by rating: after this tool writes `examples.txt` (or after a rater
//! change), rewrite that file with one command,
//! `SUDOKU_CATALOGUE_REWRITE=1 cargo test -p sudoku-core --lib stored_steps_are_the_rater_s`
//! (without the variable the same test fails while the two differ).
//!
//! ```text
//! cargo run --release -p sudoku-core --example catalogue_examples -- ../shared/data/unbiased_1000.txt ../shared/data/magictour_top1465.txt
//! cargo run --release -p sudoku-core --example catalogue_examples -- --for 600 crates/sudoku-core/tests/fixtures/hardest.txt
//! cargo run --release -p sudoku-core --example catalogue_examples -- --perturb 420 --tries 300
//! cargo run --release -p sudoku-core --example catalogue_examples -- --perturb 1200 --step-ms 10000 --floor 100 --seeds dynamic_region_forcing_chain_mfc
//! cargo run --release -p sudoku-core --example catalogue_examples -- --check
//! ```

#![allow(clippy::unwrap_used, clippy::expect_used)] // a build tool run by hand

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use sudoku_core::generate::pool;
use sudoku_core::logic::catalogue::{compute, example_lines, marks_text, parse_marks};
use sudoku_core::logic::{next_step_within, rate_candidates, Candidates, Step, Technique};
use sudoku_core::{solve_unique, Budget, Grid, Uniqueness};

/// A found example: puzzle, grid, and the stored marks (when not plain).
type Found = (Grid, Grid, Option<String>);

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--check") {
        let mut bad = 0;
        for line in example_lines() {
            let t = Technique::ALL.iter().find(|t| t.id() == line.id).copied();
            if t.and_then(|t| compute(t, &line)).is_none() {
                bad += 1;
                println!(
                    "{}: the stored example no longer gives a step of it",
                    line.id
                );
            }
        }
        println!("{bad} stale examples");
        std::process::exit(i32::from(bad > 0));
    }
    let mut limit = None;
    if let Some(k) = args.iter().position(|a| a == "--for") {
        let secs: u64 = args[k + 1].parse().unwrap();
        limit = Some(Duration::from_secs(secs));
        args.drain(k..k + 2);
    }
    if let Some(k) = args.iter().position(|a| a == "--one-digit") {
        one_digit(args[k + 1].parse().unwrap());
        return;
    }
    let mut perturb = None;
    if let Some(k) = args.iter().position(|a| a == "--perturb") {
        let secs: u64 = args[k + 1].parse().unwrap();
        perturb = Some(Duration::from_secs(secs));
        args.drain(k..k + 2);
    }
    let mut step_ms = 50;
    if let Some(k) = args.iter().position(|a| a == "--step-ms") {
        step_ms = args[k + 1].parse().unwrap();
        args.drain(k..k + 2);
    }
    // `--seeds id,id`: walk only from those stored examples' states.
    let mut seeds: Option<Vec<String>> = None;
    if let Some(k) = args.iter().position(|a| a == "--seeds") {
        seeds = Some(args[k + 1].split(',').map(String::from).collect());
        args.drain(k..k + 2);
    }
    // `--floor TENTHS`: a walk stops at a step rated below it (20: at a
    // single, which no removal of wrong candidates undoes).
    let mut floor = 20;
    if let Some(k) = args.iter().position(|a| a == "--floor") {
        floor = args[k + 1].parse().unwrap();
        args.drain(k..k + 2);
    }
    // `--add`: walks also restore wrong candidates.
    let add = args.iter().any(|a| a == "--add");
    args.retain(|a| a != "--add");
    let mut tries = 50;
    if let Some(k) = args.iter().position(|a| a == "--tries") {
        tries = args[k + 1].parse().unwrap();
        args.drain(k..k + 2);
    }
    let started = Instant::now();
    let index = |t: Technique| Technique::ALL.iter().position(|&x| x == t).unwrap();
    let mut found: BTreeMap<usize, Found> = BTreeMap::new();
    let mut stored: BTreeMap<usize, String> = BTreeMap::new();
    for line in example_lines() {
        if let Some(t) = Technique::ALL.iter().find(|t| t.id() == line.id) {
            let text = match line.marks {
                Some(m) => format!("{} {} {} {m}", line.id, line.puzzle, line.grid),
                None => format!("{} {} {}", line.id, line.puzzle, line.grid),
            };
            stored.insert(index(*t), text);
        }
    }
    let mut puzzles: Vec<Grid> = if args.is_empty() {
        pool::seeds()
            .filter_map(|s| Grid::from_cells(s.cells).ok())
            .collect()
    } else {
        Vec::new()
    };
    for path in &args {
        let text = std::fs::read_to_string(path).unwrap();
        puzzles.extend(
            text.lines()
                .filter(|l| !l.starts_with('#'))
                .filter_map(|l| l.get(..81)?.parse::<Grid>().ok()),
        );
    }
    // A marks example is kept only while no plain one is found.
    let wanted = |t: Technique, found: &BTreeMap<usize, Found>, plain: bool| {
        let i = index(t);
        !stored.contains_key(&i) && found.get(&i).is_none_or(|f| plain && f.2.is_some())
    };
    let within = || Budget::unlimited().with_timeout(Duration::from_secs(2));
    if let Some(limit) = perturb {
        let wanted = |t: Technique, found: &BTreeMap<usize, Found>| wanted(t, found, false);
        let puzzles = if seeds.is_some() {
            &[][..]
        } else {
            &puzzles[..]
        };
        let walks = Walking {
            limit,
            step_ms,
            seeds: seeds.as_deref(),
            tries,
            floor,
            add,
            stored: &stored,
        };
        perturb_search(puzzles, &walks, &wanted, &mut found);
    }
    for (n, puzzle) in puzzles.iter().enumerate() {
        if perturb.is_some() {
            break;
        }
        if limit.is_some_and(|l| started.elapsed() > l) {
            eprintln!("stopped after {n} puzzles (--for)");
            break;
        }
        if n % 100 == 0 {
            eprintln!(
                "{n}/{} puzzles, {} techniques found",
                puzzles.len(),
                found.len()
            );
        }
        let r = rate_candidates(Candidates::from_grid(puzzle), &within(), true);
        if !r.path.iter().any(|s| wanted(s.technique, &found, true)) {
            continue;
        }
        let mut c = Candidates::from_grid(puzzle);
        for k in 0..r.path.len() {
            let t = r.path[k].technique;
            let at_start = k == 0 || !r.path[k - 1].placements.is_empty();
            if wanted(t, &found, true) {
                let grid = c.to_grid();
                // The same 2 s budget: a grid without the path's earlier
                // eliminations can need a far harder chain search.
                let plain = Candidates::from_grid(&grid);
                let s = at_start
                    .then(|| next_step_within(&plain, &within()))
                    .flatten();
                if let Some(s) = s.filter(|s| wanted(s.technique, &found, true)) {
                    found.insert(index(s.technique), (*puzzle, grid, None));
                } else if wanted(t, &found, false) {
                    // The state the rater reached, as a client sends it:
                    // the grid and every empty cell's candidates.
                    let marks: [u16; 81] = std::array::from_fn(|i| c.cands(i));
                    let sent = Candidates::from_grid_and_marks(&grid, &marks);
                    let s = next_step_within(&sent, &within());
                    if let Some(s) = s.filter(|s| wanted(s.technique, &found, false)) {
                        let text = marks_text(&grid, &sent);
                        found.insert(index(s.technique), (*puzzle, grid, Some(text)));
                    }
                }
            }
            for p in &r.path[k].placements {
                c.place(p.pos.index(), p.digit.get());
            }
            for e in &r.path[k].eliminations {
                c.eliminate(e.pos.index(), e.digit.get());
            }
        }
    }
    let stored = write_examples(&stored, &found);
    let marks = stored
        .values()
        .filter(|l| l.split_whitespace().count() == 4)
        .count();
    println!(
        "found {} of {} ({} with pencil marks), {} new",
        stored.len(),
        Technique::ALL.len(),
        marks,
        found.len()
    );
    for (i, t) in Technique::ALL.iter().enumerate() {
        if !stored.contains_key(&i) {
            println!("never met: {}", t.id());
        }
    }
}

/// Writes `src/logic/catalogue/examples.txt` from the stored lines and the
/// found examples (a found one replaces a stored one); returns the lines.
fn write_examples(
    stored: &BTreeMap<usize, String>,
    found: &BTreeMap<usize, Found>,
) -> BTreeMap<usize, String> {
    let mut stored = stored.clone();
    for (&i, (p, g, m)) in found {
        let id = Technique::ALL[i].id();
        let text = match m {
            Some(m) => format!("{id} {p} {g} {m}"),
            None => format!("{id} {p} {g}"),
        };
        stored.insert(i, text);
    }
    let mut out = String::from(
        "# technique-id puzzle grid [marks]: written by examples/catalogue_examples.rs; on the\n\
         # grid's plain candidates, or on the marks when given (each empty cell's candidates in\n\
         # reading order, comma-separated), the rater's next step (the learner path's, for a\n\
         # learner technique) is of the technique. Marks always keep the solution's digit: a\n\
         # state of the rater's path, or one with some wrong candidates further removed\n\
         # (--perturb).\n",
    );
    for text in stored.values() {
        out.push_str(text);
        out.push('\n');
    }
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src/logic/catalogue/examples.txt"
    );
    std::fs::write(path, out).unwrap();
    stored
}

/// A small deterministic generator (SplitMix64): the walks are
/// reproducible from the order of the states.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The perturbation search's settings.
struct Walking<'a> {
    /// Time for the whole search.
    limit: Duration,
    /// Time for one next-step search.
    step_ms: u64,
    /// The stored examples (by technique id) to start from; `None`: all.
    seeds: Option<&'a [String]>,
    /// Walks from each stored example's state.
    tries: usize,
    /// A walk stops at a step rated below this (tenths).
    floor: u16,
    /// Whether walks also restore wrong candidates.
    add: bool,
    /// The stored lines, rewritten with each find.
    stored: &'a BTreeMap<usize, String>,
}

/// The perturbation search's generator and counts.
struct Walks {
    rng: Rng,
    states: u64,
    walks: u64,
    checks: u64,
    /// Per technique id, the wanted states found.
    met: BTreeMap<&'static str, u64>,
}

/// The search for techniques the rater meets only on rarer states: from
/// states the rater reaches (the stored examples' and every state along
/// the paths of `puzzles` where the next step rates 4.0 or more), short
/// random walks that each remove wrong candidates (digits the solution
/// does not hold there: eliminations a player may have made by any sound
/// reasoning), asking after each removal for the rater's next step
/// (within `step_ms`). A state whose next step is a wanted technique is
/// kept with its pencil marks. A walk stops at a step rated below `floor`
/// (by default a single, which no further removal of wrong candidates
/// undoes).
fn perturb_search(
    puzzles: &[Grid],
    &Walking {
        limit,
        step_ms,
        seeds,
        tries,
        floor,
        add,
        stored,
    }: &Walking,
    wanted: &dyn Fn(Technique, &BTreeMap<usize, Found>) -> bool,
    found: &mut BTreeMap<usize, Found>,
) {
    let started = Instant::now();
    let index = |t: Technique| Technique::ALL.iter().position(|&x| x == t).unwrap();
    let solution = |p: &Grid| match solve_unique(p, &Budget::unlimited()).outcome {
        Uniqueness::Unique(g) => Some(*g.cells()),
        _ => None,
    };
    let step_budget = || Budget::unlimited().with_timeout(Duration::from_millis(step_ms));
    let mut w = Walks {
        rng: Rng(0x5EED),
        states: 0,
        walks: 0,
        checks: 0,
        met: BTreeMap::new(),
    };
    let walk = |w: &mut Walks,
                puzzle: &Grid,
                sol: &[u8; 81],
                start: &Candidates,
                found: &mut BTreeMap<usize, Found>,
                tries: usize| {
        w.states += 1;
        for _ in 0..tries {
            w.walks += 1;
            let mut c = start.clone();
            let plain = Candidates::from_grid(&c.to_grid());
            let mut next: Option<Step> = None;
            // A third of the walks remove one digit's wrong candidates
            // only (single-digit patterns: strong links, X-cycles), a
            // third make cells bivalue (wings, aligned pairs).
            let mode = w.rng.below(3);
            let digit = w.rng.below(9) as u8 + 1;
            for _ in 0..8 {
                // Else, half the time a wrong candidate of a cell of the
                // step that comes first (to break it), else any wrong one.
                let wrong: Vec<(usize, u8)> = (0..81)
                    .filter(|&i| c.value(i) == 0)
                    .flat_map(|i| (1..=9u8).map(move |d| (i, d)))
                    .filter(|&(i, d)| c.has(i, d) && sol[i] != d)
                    .filter(|&(i, d)| match mode {
                        1 => d == digit,
                        2 => c.cands(i).count_ones() == 3,
                        _ => true,
                    })
                    .collect();
                let near: Vec<(usize, u8)> = match &next {
                    Some(s) if mode == 0 && w.rng.below(2) == 0 => wrong
                        .iter()
                        .copied()
                        .filter(|(i, _)| s.cells.iter().any(|p| p.index() == *i))
                        .collect(),
                    _ => Vec::new(),
                };
                let pool = if near.is_empty() { &wrong } else { &near };
                if pool.is_empty() {
                    break;
                }
                // With `--add`, half the steps instead restore a wrong
                // candidate an earlier step removed (a player who made
                // fewer eliminations): the state gets harder.
                let restorable: Vec<(usize, u8)> = if add && w.rng.below(2) == 0 {
                    (0..81)
                        .flat_map(|i| (1..=9u8).map(move |d| (i, d)))
                        .filter(|&(i, d)| plain.has(i, d) && !c.has(i, d))
                        .filter(|&(_, d)| mode != 1 || d == digit)
                        .collect()
                } else {
                    Vec::new()
                };
                if restorable.is_empty() {
                    let (i, d) = pool[w.rng.below(pool.len())];
                    c.eliminate(i, d);
                } else {
                    let (i, d) = restorable[w.rng.below(restorable.len())];
                    let grid = c.to_grid();
                    let marks: [u16; 81] =
                        std::array::from_fn(|k| c.cands(k) | u16::from(k == i) << (d - 1));
                    c = Candidates::from_grid_and_marks(&grid, &marks);
                }
                w.checks += 1;
                let Some(s) = next_step_within(&c, &step_budget()) else {
                    break;
                };
                if wanted(s.technique, found) {
                    let grid = c.to_grid();
                    let text = marks_text(&grid, &c);
                    *w.met.entry(s.technique.id()).or_default() += 1;
                    eprintln!(
                        "found after {:?}: {} {puzzle} {grid} {text}",
                        started.elapsed(),
                        s.technique.id()
                    );
                    found.insert(index(s.technique), (*puzzle, grid, Some(text)));
                    write_examples(stored, found);
                }
                if s.rating.0 < floor {
                    break;
                }
                next = Some(s);
            }
        }
    };
    // The stored examples' states first: techniques of one producer share
    // the states where it is reached.
    for line in example_lines() {
        if seeds.is_some_and(|s| !s.iter().any(|id| id == line.id)) {
            continue;
        }
        if started.elapsed() > limit {
            break;
        }
        let (Ok(puzzle), Ok(grid)) = (line.puzzle.parse::<Grid>(), line.grid.parse::<Grid>())
        else {
            continue;
        };
        let c = match line.marks.and_then(|m| parse_marks(&grid, m)) {
            Some(m) => Candidates::from_grid_and_marks(&grid, m.masks()),
            None => Candidates::from_grid(&grid),
        };
        if let Some(sol) = solution(&puzzle) {
            walk(&mut w, &puzzle, &sol, &c, found, tries);
        }
    }
    eprintln!(
        "stored examples: {} states, {} walks, {} steps asked, {:?}",
        w.states,
        w.walks,
        w.checks,
        started.elapsed()
    );
    let within = || Budget::unlimited().with_timeout(Duration::from_secs(2));
    for (n, puzzle) in puzzles.iter().enumerate() {
        if started.elapsed() > limit {
            eprintln!("stopped after {n} puzzles");
            break;
        }
        if n % 100 == 0 {
            eprintln!(
                "{n}/{} puzzles, {} states, {} walks, {} steps asked, {:?}, met {:?}",
                puzzles.len(),
                w.states,
                w.walks,
                w.checks,
                started.elapsed(),
                w.met
            );
        }
        let Some(sol) = solution(puzzle) else {
            continue;
        };
        let r = rate_candidates(Candidates::from_grid(puzzle), &within(), true);
        let mut c = Candidates::from_grid(puzzle);
        for s in &r.path {
            if s.rating.0 >= 40 {
                walk(&mut w, puzzle, &sol, &c, found, 10);
            }
            for e in &s.eliminations {
                c.eliminate(e.pos.index(), e.digit.get());
            }
            for p in &s.placements {
                c.place(p.pos.index(), p.digit.get());
            }
        }
    }
    println!(
        "perturbed: {} states, {} walks, {} steps asked in {:?}; met {:?}",
        w.states,
        w.walks,
        w.checks,
        started.elapsed(),
        w.met
    );
}

/// The census behind the techniques no search meets: `n` random patterns
/// of one digit on an empty grid whose other eight digits are candidates
/// everywhere (so every step the rater finds is about that digit alone),
/// each holding one valid placement of the digit plus random further
/// candidates; prints how often each technique is the next step (20 ms
/// per step; `budget` counts the chain searches cut short). A
/// single-digit technique that never shows here is preceded by a cheaper
/// step wherever its pattern occurs.
fn one_digit(n: usize) {
    let started = Instant::now();
    let mut rng = Rng(0xD161);
    let mut seen: BTreeMap<&'static str, u64> = BTreeMap::new();
    let mut budget = 0u64;
    for _ in 0..n {
        // A placement: one cell per row, column and box (random search).
        let mut cols = [0usize; 9];
        'place: loop {
            let mut used_col = 0u16;
            let mut used_box = 0u16;
            for (r, col) in cols.iter_mut().enumerate() {
                let free: Vec<usize> = (0..9)
                    .filter(|&k| {
                        used_col & (1 << k) == 0 && used_box & (1 << (r / 3 * 3 + k / 3)) == 0
                    })
                    .collect();
                if free.is_empty() {
                    continue 'place;
                }
                let k = free[rng.below(free.len())];
                *col = k;
                used_col |= 1 << k;
                used_box |= 1 << (r / 3 * 3 + k / 3);
            }
            break;
        }
        let density = 10 + rng.below(40);
        let marks: [u16; 81] = std::array::from_fn(|i| {
            let has = cols[i / 9] == i % 9 || rng.below(100) < density;
            if has {
                0x1FF
            } else {
                0x1FE
            }
        });
        let c = Candidates::from_grid_and_marks(&Grid::EMPTY, &marks);
        let b = Budget::unlimited().with_timeout(Duration::from_millis(20));
        match next_step_within(&c, &b) {
            Some(s) => *seen.entry(s.technique.id()).or_default() += 1,
            None => budget += 1,
        }
    }
    println!(
        "{n} one-digit patterns in {:?}: {budget} chain searches cut short",
        started.elapsed()
    );
    for t in Technique::ALL {
        println!("{:>8} {}", seen.get(t.id()).copied().unwrap_or(0), t.id());
    }
}
