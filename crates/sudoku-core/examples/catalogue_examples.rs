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
//! With `--check`, instead checks that every stored example's grid (with
//! its marks) still gives a step of its technique (exit 1 if not): run it
//! after a rater change.
//!
//! ```text
//! cargo run --release -p sudoku-core --example catalogue_examples -- ../shared/data/unbiased_1000.txt ../shared/data/magictour_top1465.txt
//! cargo run --release -p sudoku-core --example catalogue_examples -- --for 600 crates/sudoku-core/tests/fixtures/hardest.txt
//! cargo run --release -p sudoku-core --example catalogue_examples -- --check
//! ```

#![allow(clippy::unwrap_used, clippy::expect_used)] // a build tool run by hand

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use sudoku_core::generate::pool;
use sudoku_core::logic::catalogue::{example, example_lines, marks_text};
use sudoku_core::logic::{next_step_within, rate_candidates, Candidates, Technique};
use sudoku_core::{Budget, Grid};

/// A found example: puzzle, grid, and the stored marks (when not plain).
type Found = (Grid, Grid, Option<String>);

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--check") {
        let mut bad = 0;
        for line in example_lines() {
            let t = Technique::ALL.iter().find(|t| t.id() == line.id).copied();
            if t.and_then(example).is_none() {
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
    for (n, puzzle) in puzzles.iter().enumerate() {
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
                c.place(p.pos.index(), p.digit);
            }
            for e in &r.path[k].eliminations {
                c.eliminate(e.pos.index(), e.digit);
            }
        }
    }
    for (&i, (p, g, m)) in &found {
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
         # reading order, comma-separated), the rater's next step is of the technique.\n",
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
