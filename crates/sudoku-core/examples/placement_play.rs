//! Plays puzzles as a client without pencil marks would: it asks for a
//! placement hint (`hint_in_mode` with `HintMode::Placement`, the puzzle as
//! `givens`, no marks), places its digit, and asks again, until the grid is
//! solved or a hint is `stuck`. Prints, per file, how many puzzles the
//! rater finishes (`rate`, no deadline) and how many of those the client
//! finishes; every puzzle the rater finishes and the client does not is
//! printed (there should be none).
//!
//! ```text
//! cargo run --release -p sudoku-core --example placement_play -- [--every K] FILE…
//! ```
//!
//! `--every K` plays every K-th puzzle of each file only (a sample).
//! `--show N` prints the texts (English and Korean) of the first N placement hints that
//! need eliminations first, and every run prints how many elimination
//! steps the placements took on the way and how many of them their texts
//! explain (`Placement::needed`).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a checking tool run by hand

use std::time::Instant;

use sudoku_core::logic::{hint_in_mode, rate, Hint, HintMode};
use sudoku_core::{Budget, Grid};

/// Elimination steps taken before placements, and those the texts explain.
#[derive(Default)]
struct Folded {
    before: usize,
    needed: usize,
    show: usize,
}

/// Whether the client finishes `puzzle` on placements alone, and how many
/// hints it asked for.
fn play(puzzle: &Grid, f: &mut Folded) -> (bool, u32) {
    let mut cells = *puzzle.cells();
    let mut hints = 0;
    loop {
        let grid = Grid::from_cells(cells).unwrap();
        hints += 1;
        match hint_in_mode(
            &grid,
            Some(puzzle),
            None,
            HintMode::Placement,
            &Budget::unlimited(),
        ) {
            Ok(Hint::Placement(p)) => {
                f.before += p.before.len();
                let needed = p.needed().len();
                f.needed += needed;
                if needed > 0 && f.show > 0 {
                    f.show -= 1;
                    println!(
                        "-- {grid} ({} steps before, {needed} needed)",
                        p.before.len()
                    );
                    let m = p.step.messages();
                    for lang in [sudoku_text::Language::En, sudoku_text::Language::Ko] {
                        let e = sudoku_text::explain_placement(&p, &m, lang);
                        let tag = lang.tag();
                        println!(
                            "[{tag}] nudge: {}\n[{tag}] hint:  {}\n[{tag}] full:  {}",
                            e.nudge, e.hint, e.full
                        );
                    }
                }
                for c in &p.step.placements {
                    cells[c.pos.index()] = c.digit.get();
                }
            }
            Ok(Hint::Done) => return (true, hints),
            _ => return (false, hints),
        }
    }
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut every = 1;
    let mut f = Folded::default();
    if let Some(i) = args.iter().position(|a| a == "--show") {
        f.show = args[i + 1].parse().unwrap();
        args.drain(i..=i + 1);
    }
    if let Some(i) = args.iter().position(|a| a == "--every") {
        every = args[i + 1].parse().unwrap();
        args.drain(i..=i + 1);
    }
    for path in &args {
        let text = std::fs::read_to_string(path).unwrap();
        let puzzles: Vec<Grid> = text
            .lines()
            .filter(|l| !l.starts_with('#'))
            .filter_map(|l| l.get(..81)?.parse().ok())
            .step_by(every)
            .collect();
        let t0 = Instant::now();
        let (mut rated, mut finished, mut hints) = (0, 0, 0u64);
        for p in &puzzles {
            if !rate(p, &Budget::unlimited()).complete() {
                continue;
            }
            rated += 1;
            let (done, n) = play(p, &mut f);
            hints += u64::from(n);
            if done {
                finished += 1;
            } else {
                println!("NOT FINISHED {p}");
            }
        }
        println!(
            "{path}: {} puzzles played, rater finishes {rated}, the placement client {finished} of those \
             ({hints} hints, {:.1} s)",
            puzzles.len(),
            t0.elapsed().as_secs_f64()
        );
        println!(
            "  elimination steps before placements: {}, of them explained (needed): {}",
            f.before, f.needed
        );
        f.before = 0;
        f.needed = 0;
    }
}
