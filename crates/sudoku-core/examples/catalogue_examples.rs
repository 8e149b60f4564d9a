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
//! has 2 s). Prints the techniques never met (their catalogue `example`
//! is `null`).
//!
//! With `--check`, instead checks that every stored example's grid still
//! gives a step of its technique (exit 1 if not): run it after a rater
//! change.
//!
//! ```text
//! cargo run --release -p sudoku-core --example catalogue_examples -- ../shared/data/unbiased_1000.txt ../shared/data/magictour_top1465.txt
//! cargo run --release -p sudoku-core --example catalogue_examples -- --check
//! ```

#![allow(clippy::unwrap_used, clippy::expect_used)] // a build tool run by hand

use std::collections::BTreeMap;
use std::time::Duration;

use sudoku_core::generate::pool;
use sudoku_core::logic::catalogue::{example, example_lines};
use sudoku_core::logic::{next_step_within, rate_candidates, Candidates, Technique};
use sudoku_core::{Budget, Grid};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--check") {
        let mut bad = 0;
        for (id, _, _) in example_lines() {
            let t = Technique::ALL.iter().find(|t| t.id() == id).copied();
            if t.and_then(example).is_none() {
                bad += 1;
                println!("{id}: the stored grid no longer gives a step of it");
            }
        }
        println!("{bad} stale examples");
        std::process::exit(i32::from(bad > 0));
    }
    let mut puzzles: Vec<Grid> = pool::seeds()
        .filter_map(|s| Grid::from_cells(s.cells).ok())
        .collect();
    for path in &args {
        let text = std::fs::read_to_string(path).unwrap();
        puzzles.extend(
            text.lines()
                .filter(|l| !l.starts_with('#'))
                .filter_map(|l| l.get(..81)?.parse::<Grid>().ok()),
        );
    }
    let mut found: BTreeMap<usize, (Grid, Grid)> = BTreeMap::new();
    let index = |t: Technique| Technique::ALL.iter().position(|&x| x == t).unwrap();
    for (n, puzzle) in puzzles.iter().enumerate() {
        if n % 1000 == 0 {
            eprintln!(
                "{n}/{} puzzles, {} techniques found",
                puzzles.len(),
                found.len()
            );
        }
        let budget = Budget::unlimited().with_timeout(Duration::from_secs(2));
        let r = rate_candidates(Candidates::from_grid(puzzle), &budget, true);
        let wanted =
            |t: Technique, found: &BTreeMap<usize, (Grid, Grid)>| !found.contains_key(&index(t));
        if !r.path.iter().any(|s| wanted(s.technique, &found)) {
            continue;
        }
        let mut cells = *puzzle.cells();
        for k in 0..r.path.len() {
            let at_start = k == 0 || !r.path[k - 1].placements.is_empty();
            if at_start && wanted(r.path[k].technique, &found) {
                let grid = Grid::from_cells(cells).unwrap();
                // The same 2 s budget: a grid without the path's earlier
                // eliminations can need a far harder chain search.
                let budget = Budget::unlimited().with_timeout(Duration::from_secs(2));
                if let Some(s) = next_step_within(&Candidates::from_grid(&grid), &budget) {
                    if wanted(s.technique, &found) {
                        found.insert(index(s.technique), (*puzzle, grid));
                    }
                }
            }
            for p in &r.path[k].placements {
                cells[p.pos.index()] = p.digit;
            }
        }
    }
    let mut out = String::from(
        "# technique-id puzzle grid: written by examples/catalogue_examples.rs; on the grid's\n\
         # plain candidates the rater's next step is of the technique.\n",
    );
    for (&i, (p, g)) in &found {
        out.push_str(&format!("{} {p} {g}\n", Technique::ALL[i].id()));
    }
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src/logic/catalogue/examples.txt"
    );
    std::fs::write(path, out).unwrap();
    println!("found {} of {}", found.len(), Technique::ALL.len());
    for (i, t) in Technique::ALL.iter().enumerate() {
        if !found.contains_key(&i) {
            println!("never met: {}", t.id());
        }
    }
}
